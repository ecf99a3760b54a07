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
    ///
    /// A run of insertions each at the end of the one before (typing) costs O(1) a change: the
    /// run is mapped as one insertion when the set is next read or changed otherwise.
    /// - Throws: `TextRangeError.lengthMismatch` when `changes` is for a text of another length;
    ///   nothing changes then.
    public func map(through changes: ChangeSet) throws(TextRangeError) {
        guard changes.lengthBefore == length else { throw .lengthMismatch(expected: changes.lengthBefore, actual: length) }
        length = changes.lengthAfter
        guard !tree.isEmpty else {
            pending = nil
            return
        }
        guard !changes.isEmpty, pending?.extend(with: changes) != true else { return }
        settle()
        if let run = PendingInsertion(changes) {
            pending = run
        } else {
            mapNow(changes)
        }
    }

    /// Maps the decorations through the run of typing not mapped yet. O(log k) plus the
    /// decorations at the run's start.
    @usableFromInline
    func settle() {
        guard let run = pending else { return }
        pending = nil
        mapNow(run.changes)
    }

    private func mapNow(_ changes: ChangeSet) {
        var work = scratch
        scratch = DecorationMappingScratch()
        defer {
            work.clear()
            scratch = work
        }
        work.index.reset(to: changes)
        if let replacement = changes.single, mapInPlace(replacement, work.index) { return }
        // Every start moves with the text between replacements (the tree shifts it), except
        // those that a replaced range moves otherwise (inside it, at its end, or after an
        // insertion there): those decorations are taken out and put back where they go. The
        // others touching a replaced range only change length, in place. The lists live in the
        // set between calls, so that a keystroke allocates nothing.
        var previousEnd = Int.min
        var delta = 0
        changes.forEachReplacement { replacement in
            let range = replacement.range
            tree.forEach(meeting: range.lowerBound, range.upperBound) { rank, start, key in
                // One starting at or before the previous range's end touched that one already.
                guard start > previousEnd else { return }
                let (oldLength, newStart, newLength) = mapped(start, key, work.index)
                let emptied = oldLength > 0 && newLength <= 0
                if newStart == start + delta && !emptied {
                    // Where the shift puts it, among the starts it was among.
                    if newLength != oldLength { work.resized.append(RankedKey(rank: rank, key: self.resized(key, to: newLength))) }
                    return
                }
                work.touched.append(rank)
                if emptied {
                    release(key)
                } else {
                    work.survivors.append(MappedDecoration(start: newStart, length: newLength, key: key))
                }
            }
            previousEnd = range.upperBound
            delta += replacement.utf16Delta
        }
        for entry in work.resized { tree.replaceElement(atRank: entry.rank, with: entry.key) }
        take(work.touched)
        changes.forEachReplacement { replacement in
            if replacement.utf16Delta != 0 {
                work.shifts.append(RankedShift(rank: tree.rank(through: replacement.range.upperBound), delta: replacement.utf16Delta))
            }
        }
        for shift in work.shifts { tree.shift(fromRank: shift.rank, by: shift.delta) }
        put(&work.survivors)
    }

    /// A decoration's length, and its start and length once `index`'s change set is applied.
    private func mapped(_ start: Int, _ key: DecorationKey, _ index: ReplacementIndex) -> (oldLength: Int, start: Int, length: Int) {
        let oldLength = length(of: key)
        let newStart = index.map(start, bias: key.startBias)
        let newLength = oldLength == 0 ? 0 : index.map(start + oldLength, bias: key.endBias) - newStart
        return (oldLength, newStart, newLength)
    }

    /// Maps the decorations through one replacement when every start it touches either stays
    /// or moves with the text after the replacement, in rank order (most keystrokes: those it
    /// touches grow or shrink where they are), without the lists of the general case; returns
    /// false, having changed nothing, otherwise.
    private func mapInPlace(_ replacement: ChangeSet.Replacement, _ index: ReplacementIndex) -> Bool {
        let range = replacement.range
        let delta = replacement.utf16Delta
        // Up to two decorations change length; more take the general way.
        var first: RankedResize?
        var second: RankedResize?
        var firstMoving: Int?
        var lastStaying: (start: Int, sequence: Int)?
        var inPlace = true
        tree.forEach(meeting: range.lowerBound, range.upperBound) { rank, start, key in
            guard inPlace else { return }
            let (oldLength, newStart, newLength) = mapped(start, key, index)
            let stays = newStart == start && firstMoving == nil
            let moves = newStart == start + delta
            guard stays || moves, oldLength == 0 || newLength > 0, !key.isLong, newLength < Int(DecorationKey.longLength) else {
                inPlace = false
                return
            }
            if stays {
                lastStaying = (start, key.sequence)
            } else if firstMoving == nil {
                // Decorations starting together stay in insertion order.
                if let lastStaying, newStart < lastStaying.start || (newStart == lastStaying.start && key.sequence < lastStaying.sequence) {
                    inPlace = false
                    return
                }
                firstMoving = rank
            }
            guard newLength != oldLength else { return }
            if first == nil {
                first = RankedResize(rank: rank, key: key, length: newLength)
            } else if second == nil {
                second = RankedResize(rank: rank, key: key, length: newLength)
            } else {
                inPlace = false
            }
        }
        guard inPlace else { return false }
        if let first { tree.replaceElement(atRank: first.rank, with: resized(first.key, to: first.length)) }
        if let second { tree.replaceElement(atRank: second.rank, with: resized(second.key, to: second.length)) }
        if delta != 0 { tree.shift(fromRank: firstMoving ?? tree.rank(through: range.upperBound), by: delta) }
        return true
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
    private func put(_ survivors: inout [MappedDecoration]) {
        guard !survivors.isEmpty else { return }
        survivors.sort { $0.precedes($1.start, $1.key.sequence) }
        let sorted = survivors
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

/// A decoration taken out of the tree to be put back at its new start.
struct MappedDecoration {
    let start: Int
    let length: Int
    let key: DecorationKey

    func precedes(_ start: Int, _ sequence: Int) -> Bool {
        self.start < start || (self.start == start && key.sequence < sequence)
    }
}

/// A decoration to give a new length.
struct RankedResize {
    let rank: Int
    let key: DecorationKey
    let length: Int
}

/// A key to write at a rank.
struct RankedKey {
    let rank: Int
    let key: DecorationKey
}

/// A shift of the entries from a rank on.
struct RankedShift {
    let rank: Int
    let delta: Int
}

/// The lists one mapping fills, kept by the set with their storage from one change to the next.
struct DecorationMappingScratch {
    var index = ReplacementIndex()
    var resized: [RankedKey] = []
    var touched: [Int] = []
    var survivors: [MappedDecoration] = []
    var shifts: [RankedShift] = []

    mutating func clear() {
        resized.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        survivors.removeAll(keepingCapacity: true)
        shifts.removeAll(keepingCapacity: true)
    }
}
