// Counting inside one leaf, for conversions and line lookups. A leaf whose units are each one
// scalar (no surrogate pair inside) or plain ASCII answers by arithmetic; otherwise counting
// starts from whichever end of the leaf is nearer, four printable ASCII units at a time.
extension Leaf {
    /// What the units in `range` add when they follow `previous`.
    func counts(_ range: Range<Int>, after previous: UInt16) -> Counts {
        let (head, tail) = segments(range)
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
    /// byte or terminator. Returns `count` if the leaf ends first.
    func offset<M: CountMeasure>(reaching target: Int, by measure: M.Type, startingAt start: Int, after previous: UInt16) -> (offset: Int, reached: Int) {
        var total = start
        var prev = previous
        var j = 0
        let n = count
        let block = M.plainASCIIBlock
        while j < n {
            if j &+ 4 <= n && (j &+ 4 <= gapStart || j >= gapStart) {
                let pointer = j < gapStart ? storage + j : storage + j + (capacity - count)
                if Counts.isPlainASCII4(pointer) && total &+ block <= target {
                    total &+= block
                    prev = pointer[3]
                    j &+= 4
                    continue
                }
            }
            let unit = self[j]
            let step = M.measure(Counts.of(unit, after: prev))
            if total &+ step > target { return (j, total) }
            total &+= step
            prev = unit
            j &+= 1
        }
        return (n, total)
    }
}

/// One of the counts, chosen statically so that scanning loops specialise.
protocol CountMeasure {
    static func measure(_ counts: Counts) -> Int
    /// What four printable ASCII units add.
    static var plainASCIIBlock: Int { get }
}

enum ScalarMeasure: CountMeasure {
    static func measure(_ counts: Counts) -> Int { counts.scalars }
    static var plainASCIIBlock: Int { 4 }
}

enum UTF8Measure: CountMeasure {
    static func measure(_ counts: Counts) -> Int { counts.utf8 }
    static var plainASCIIBlock: Int { 4 }
}

enum LineMeasure: CountMeasure {
    static func measure(_ counts: Counts) -> Int { counts.lines }
    static var plainASCIIBlock: Int { 0 }
}
