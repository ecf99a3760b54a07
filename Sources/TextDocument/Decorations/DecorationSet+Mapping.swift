import TextRope

extension DecorationSet {
    /// Maps every decoration through `changes`, made for a text of ``length`` UTF-16 units;
    /// ``length`` becomes `changes.lengthAfter`.
    ///
    /// A decoration's start maps with its start bias and its end with its end bias, as
    /// ``ChangeSet/map(_:bias:)`` maps an offset; an empty decoration maps as one point, with its
    /// start bias. A non-empty decoration that the change leaves empty (its text was deleted) is
    /// removed, and so is one whose end would fall before its start (the end is clamped to the
    /// start, which empties it). O(k log d + t log d) for k replacements, d decorations and t
    /// decorations touching a replaced range (their ends included), and O(d + t log d) at most.
    /// - Throws: `TextRangeError.lengthMismatch` when `changes` is for a text of another length;
    ///   nothing changes then.
    public func map(through changes: ChangeSet) throws(TextRangeError) {
        guard changes.lengthBefore == length else { throw .lengthMismatch(expected: changes.lengthBefore, actual: length) }
        length = changes.lengthAfter
        guard !changes.isEmpty, !tree.isEmpty else { return }
        // Every start moves with the text between replacements (the tree shifts it), except
        // those that a replaced range moves otherwise (inside it, at its end, or after an
        // insertion there): those decorations are taken out and put back where they go. The
        // others touching a replaced range only change length, in place.
        let index = ReplacementIndex(changes)
        var resized: [(rank: Int, key: DecorationKey)] = []
        var touched: [Int] = []
        var survivors: [Survivor] = []
        var previousEnd = Int.min
        var delta = 0
        changes.forEachReplacement { replacement in
            let range = replacement.range
            tree.forEach(meeting: range.lowerBound, range.upperBound) { rank, start, key in
                // One starting at or before the previous range's end touched that one already.
                guard start > previousEnd else { return }
                let oldLength = length(of: key)
                let newStart = index.map(start, bias: key.startBias)
                let newLength = oldLength == 0 ? 0 : index.map(start + oldLength, bias: key.endBias) - newStart
                let emptied = oldLength > 0 && newLength <= 0
                if newStart == start + delta && !emptied {
                    // Where the shift puts it, among the starts it was among.
                    if newLength != oldLength { resized.append((rank, self.resized(key, to: newLength))) }
                    return
                }
                touched.append(rank)
                if emptied {
                    release(key)
                } else {
                    survivors.append(Survivor(start: newStart, length: newLength, key: key))
                }
            }
            previousEnd = range.upperBound
            delta += replacement.utf16Delta
        }
        for (rank, key) in resized { tree.replaceElement(atRank: rank, with: key) }
        take(touched)
        var shifts: [(rank: Int, delta: Int)] = []
        changes.forEachReplacement { replacement in
            if replacement.utf16Delta != 0 { shifts.append((tree.rank(through: replacement.range.upperBound), replacement.utf16Delta)) }
        }
        for shift in shifts { tree.shift(fromRank: shift.rank, by: shift.delta) }
        put(survivors)
    }

    /// A decoration taken out of the tree to be put back at its new start.
    private struct Survivor {
        let start: Int
        let length: Int
        let key: DecorationKey

        func precedes(_ start: Int, _ sequence: Int) -> Bool {
            self.start < start || (self.start == start && key.sequence < sequence)
        }
    }

    /// How many decorations taken out or put back at once make rebuilding the tree (O(k)) cheaper
    /// than removing or inserting them one by one (O(log k) each, with a larger constant).
    private static func rebuildThreshold(_ count: Int) -> Int {
        Swift.max(32, count / 8)
    }

    /// Removes the entries of ranks `ranks` (ascending) from the tree.
    private func take(_ ranks: [Int]) {
        if ranks.count > Self.rebuildThreshold(tree.count) {
            var next = 0
            tree.removeAll { rank, _, _ in
                guard next < ranks.count, ranks[next] == rank else { return false }
                next += 1
                return true
            }
        } else {
            for rank in ranks.reversed() { tree.remove(atRank: rank) }
        }
    }

    /// Puts back decorations at their new starts and lengths, each after those that start with
    /// it and were inserted before it.
    private func put(_ survivors: [Survivor]) {
        guard !survivors.isEmpty else { return }
        let sorted = survivors.sorted { $0.precedes($1.start, $1.key.sequence) }
        if sorted.count > Self.rebuildThreshold(tree.count) {
            var positions: [Int] = []
            var keys: [DecorationKey] = []
            positions.reserveCapacity(tree.count + sorted.count)
            keys.reserveCapacity(tree.count + sorted.count)
            var next = 0
            tree.forEach { start, key in
                while next < sorted.count && sorted[next].precedes(start, key.sequence) {
                    positions.append(sorted[next].start)
                    keys.append(resized(sorted[next].key, to: sorted[next].length))
                    next += 1
                }
                positions.append(start)
                keys.append(key)
                return true
            }
            for survivor in sorted[next...] {
                positions.append(survivor.start)
                keys.append(resized(survivor.key, to: survivor.length))
            }
            tree = OffsetTree(sortedPositions: positions, elements: keys)
        } else {
            for survivor in sorted {
                let key = resized(survivor.key, to: survivor.length)
                tree.insert(key, at: survivor.start, rank: insertionRank(survivor.start, key.sequence))
            }
        }
    }

    /// The rank where a decoration starting at `start` with sequence number `sequence` goes:
    /// after those that start before it or with it and were inserted before it. O(log² k).
    private func insertionRank(_ start: Int, _ sequence: Int) -> Int {
        var low = tree.rank(before: start)
        var high = tree.rank(through: start)
        while low < high {
            let middle = (low + high) / 2
            if tree.entry(atRank: middle).element.sequence < sequence { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
