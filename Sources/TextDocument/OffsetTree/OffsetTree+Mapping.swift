extension OffsetTree {
    /// Maps every position through `changes` exactly as ``ChangeSet/mapTracking(_:bias:)`` maps
    /// one, each with the bias `tracker.bias(of:)` gives, and reports to `tracker.deleted(_:)`
    /// the entries strictly inside a replaced range. The positions must lie in
    /// `0...changes.lengthBefore`. O(k B log n + m) for k replacements and m entries at
    /// insertion points or inside replaced ranges.
    mutating func map<T: OffsetTreeMappingTracker>(through changes: ChangeSet, tracker: inout T) where T.Element == Element {
        guard !isEmpty else { return }
        // Replacements apply in order, each to positions already moved by those before it. The
        // entries of ranks below `settled` reached their final position at an earlier replacement
        // (before it, at its start, or inside it): a later insertion at the same point must not
        // move them, as `OffsetWalk` stops at the first replacement that decides.
        var delta = 0
        var settled = 0
        changes.forEachReplacement { replacement in
            let low = replacement.range.lowerBound + delta
            let high = replacement.range.upperBound + delta
            let inserted = replacement.text.utf16Count
            if replacement.range.isEmpty {
                // At the insertion point: `before` entries stay, `after` ones move past the text.
                let (before, end) = ranks(around: low)
                let first = Swift.max(settled, before)
                let staying = partition(first..<end, low: low, high: low, tracker: &tracker, isDeleted: false)
                shift(fromRank: first + staying, by: inserted)
                settled = first + staying
            } else {
                // Entries at the start stay; those strictly inside go to the start (`before`) or
                // to the end of the range, which then moves with the entries at and after it.
                let first = rank(through: low)
                let end = rank(before: high)
                let staying = partition(first..<end, low: low, high: high, tracker: &tracker, isDeleted: true)
                shift(fromRank: first + staying, by: inserted - replacement.range.count)
                settled = end
            }
            delta += inserted - replacement.range.count
        }
    }

    /// Moves the entries of ranks `ranks` whose bias is `before` to `low` and the others to
    /// `high`, each group in order, reporting them as deleted when `isDeleted`; returns the
    /// number of `before` entries.
    private mutating func partition<T: OffsetTreeMappingTracker>(
        _ ranks: Range<Int>, low: Int, high: Int, tracker: inout T, isDeleted: Bool
    ) -> Int where T.Element == Element {
        guard !ranks.isEmpty else { return 0 }
        let region = elements(ranks)
        var before: [Element] = []
        var after: [Element] = []
        for element in region {
            if isDeleted { tracker.deleted(element) }
            if tracker.bias(of: element) == .before { before.append(element) } else { after.append(element) }
        }
        // At an insertion point, nothing moves unless an `after` entry precedes a `before` one.
        if low == high && (before.isEmpty || after.isEmpty || Self.isPartitioned(region, before: before.count, tracker: tracker)) {
            return before.count
        }
        assign(ranks, elements: before + after, lowCount: before.count, low: low, high: high, tracker: &tracker)
        return before.count
    }

    private static func isPartitioned<T: OffsetTreeMappingTracker>(_ region: [Element], before: Int, tracker: T) -> Bool where T.Element == Element {
        for element in region.prefix(before) where tracker.bias(of: element) != .before { return false }
        return true
    }
}
