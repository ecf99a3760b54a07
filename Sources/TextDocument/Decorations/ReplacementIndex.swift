/// A change set's replacements laid out for mapping many offsets: each offset finds the first
/// replacement that can decide where it goes by binary search, then steps through the rule of
/// ``ChangeSet/mapTracking(_:bias:)`` from there. O(k) to build for k replacements.
struct ReplacementIndex {
    private var ranges: [Range<Int>] = []
    private var inserted: [Int] = []
    /// The length change of the replacements before each one.
    private var deltas: [Int] = []
    /// The length change of them all.
    private var total = 0

    /// Indexes `changes`, keeping the storage of what it indexed before.
    mutating func reset(to changes: ChangeSet) {
        ranges.removeAll(keepingCapacity: true)
        inserted.removeAll(keepingCapacity: true)
        deltas.removeAll(keepingCapacity: true)
        ranges.reserveCapacity(changes.count)
        inserted.reserveCapacity(changes.count)
        deltas.reserveCapacity(changes.count)
        var delta = 0
        changes.forEachReplacement { replacement in
            ranges.append(replacement.range)
            inserted.append(replacement.text.utf16Count)
            deltas.append(delta)
            delta += replacement.utf16Delta
        }
        total = delta
    }

    /// Where UTF-16 `offset` (in the text before the change) goes with `bias`, as
    /// ``ChangeSet/map(_:bias:)`` says. O(log k), plus the insertions at the offset it passes.
    func map(_ offset: Int, bias: AnchorBias) -> Int {
        // The walk passes every replacement that ends at or before the offset without starting
        // at it; the first that does not is found by bisection (the test is monotonic).
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if offset < ranges[middle].upperBound || offset == ranges[middle].lowerBound {
                high = middle
            } else {
                low = middle + 1
            }
        }
        guard low < ranges.count else { return offset + total }
        var walk = OffsetWalk(offset: offset, bias: bias, delta: deltas[low])
        var index = low
        while index < ranges.count && walk.step(ranges[index], inserted: inserted[index]) { index += 1 }
        return walk.result.offset
    }
}
