// Counting inside one leaf, for conversions and line lookups. A leaf whose units are each one
// scalar (no surrogate pair inside) or plain ASCII answers by arithmetic; otherwise counting
// starts from whichever end of the leaf is nearer, in vectorised runs (`Counts.of`).
extension Leaf {
    /// What the units in `range` add when they follow `previous`.
    func counts(_ range: Range<Int>, after previous: UInt16) -> Counts {
        let (head, tail) = segments(range)
        // In a large text the leaf is cold: counting would wait for each line in turn.
        if range.count >= 128 {
            if let base = head.baseAddress, !head.isEmpty { prefetchLines(from: base, bytes: head.count &* 2) }
            if let base = tail.baseAddress, !tail.isEmpty { prefetchLines(from: base, bytes: tail.count &* 2) }
        }
        let first = Counts.of(head, after: previous)
        return first + Counts.of(tail, after: head.last ?? previous)
    }

    /// The summary of the first `k` units counted on their own, given the whole leaf's summary.
    func prefixSummary(_ k: Int, of whole: Summary) -> Summary {
        guard k > 0 else { return .empty }
        let counts: Counts
        if whole.scalars == whole.utf16 && whole.utf8 == whole.utf16 && whole.lines == 0 {
            counts = Counts(scalars: k, utf8: k, lines: 0)
        } else if k <= count / 2 {
            counts = self.counts(0..<k, after: 0)
        } else {
            counts = whole.counts - self.counts(k..<count, after: self[k - 1])
        }
        return Summary(utf16: k, scalars: counts.scalars, utf8: counts.utf8, lines: counts.lines, first: self[0], last: self[k - 1])
    }

    /// The leaf offset of the first unit at which `measure` (of the units before it, counted from
    /// `start` after `previous`) would exceed `target`: the unit that starts the target-th scalar,
    /// byte or terminator, with the measure reached before it. Returns `count` if the leaf ends
    /// first. `whole` is the leaf's own summary (its units counted on their own), so that the scan
    /// starts from whichever end of the leaf is nearer the target (in the measure: half the
    /// leaf's units when they measure evenly). O(count).
    func offset<M: CountMeasure>(
        reaching target: Int, by measure: M.Type, startingAt start: Int, after previous: UInt16, within whole: Summary
    ) -> (offset: Int, reached: Int) {
        let n = count
        guard n > 0 else { return (0, start) }
        // The first unit counts after `previous` here, after nothing in the leaf's own summary.
        let first = self[0]
        let end = start &+ M.measure(whole.counts) &+ M.measure(Counts.of(first, after: previous))
            &- M.measure(Counts.of(first, after: 0))
        if end <= target { return (n, end) }
        if target &- start <= end &- target {
            return scanForward(to: target, by: measure, from: start, after: previous)
        }
        return scanBackward(to: target, by: measure, from: end, after: previous)
    }

    // `offset(reaching:...)` counting up from the leaf's start: whole chunks while the measure
    // stays within `target` (no unit measures less than nothing), then unit by unit.
    private func scanForward<M: CountMeasure>(
        to target: Int, by measure: M.Type, from start: Int, after previous: UInt16
    ) -> (offset: Int, reached: Int) {
        var total = start
        var prev = previous
        var j = 0
        let n = count
        while j < n {
            if j &+ Self.scanChunk <= n, let chunk = units(at: j, count: Self.scanChunk) {
                let reached = total &+ M.measure(Counts.of(chunk, after: prev))
                if reached <= target {
                    total = reached
                    prev = chunk[Self.scanChunk &- 1]
                    j &+= Self.scanChunk
                    continue
                }
            }
            let end = Swift.min(j &+ Self.scanChunk, n)
            while j < end {
                let unit = self[j]
                let step = M.measure(Counts.of(unit, after: prev))
                if total &+ step > target { return (j, total) }
                total &+= step
                prev = unit
                j &+= 1
            }
        }
        return (n, total)
    }

    // `offset(reaching:...)` counting down from the leaf's end, where the measure is `end`, which
    // exceeds `target`. Unit j is the answer once the units before it measure no more than
    // `target`: walking down, each unit's measure (which depends on the unit before it) comes off,
    // a whole chunk at a time while what remains still exceeds `target`.
    private func scanBackward<M: CountMeasure>(
        to target: Int, by measure: M.Type, from end: Int, after previous: UInt16
    ) -> (offset: Int, reached: Int) {
        var total = end
        var j = count
        while j > 0 {
            if j >= Self.scanChunk, let chunk = units(at: j &- Self.scanChunk, count: Self.scanChunk) {
                let before = j > Self.scanChunk ? self[j &- Self.scanChunk &- 1] : previous
                let reached = total &- M.measure(Counts.of(chunk, after: before))
                if reached > target {
                    total = reached
                    j &-= Self.scanChunk
                    continue
                }
            }
            let stop = Swift.max(j &- Self.scanChunk, 0)
            while j > stop {
                let unit = self[j &- 1]
                let before = j >= 2 ? self[j &- 2] : previous
                let reached = total &- M.measure(Counts.of(unit, after: before))
                if reached <= target { return (j &- 1, reached) }
                total = reached
                j &-= 1
            }
        }
        return (0, total)
    }

    // The scans' step: counted as one run (vectorised), then, in the chunk where the target
    // lies, unit by unit.
    private static let scanChunk = 32

    // The units at leaf offsets `j..<j + count` (within the leaf) when they lie on one side of the
    // gap, where the scans can count them as one run.
    @inline(__always)
    private func units(at j: Int, count: Int) -> UnsafeBufferPointer<UInt16>? {
        if j &+ count <= gapStart { return UnsafeBufferPointer(start: storage + j, count: count) }
        return j >= gapStart ? UnsafeBufferPointer(start: storage + j + (capacity - self.count), count: count) : nil
    }
}

/// One of the counts, chosen statically so that scanning loops specialise.
protocol CountMeasure {
    static func measure(_ counts: Counts) -> Int
}

enum ScalarMeasure: CountMeasure {
    static func measure(_ counts: Counts) -> Int { counts.scalars }
}

enum UTF8Measure: CountMeasure {
    static func measure(_ counts: Counts) -> Int { counts.utf8 }
}

enum LineMeasure: CountMeasure {
    static func measure(_ counts: Counts) -> Int { counts.lines }
}
