import CICU
import ICUTestSupport
import TextBoundaries
import TextRope
import TextTestSupport

/// The `boundaries` fuzz target. A text is built by random edits of a `TextRope` (pieces of
/// `HardText`, raw units, lone surrogates, removals that cut clusters and pairs apart), so that
/// with TEXTENGINE_CHECKS's 8-unit leaves every kind of cluster straddles chunks. Between edits,
/// every boundary query (graphemes, words, sentences, line breaks, composed character ranges,
/// counts, line and paragraph ranges, display width), at valid and invalid offsets and ranges,
/// through the `TextRope` methods, through one `TextBreaker` kept across the edits (its `text`
/// assigned after each) and through a breaker left on an older snapshot, must equal ICU on the
/// flat text (or the plain line and width references), or throw the `TextRangeError` the rope's
/// own validation throws.
enum BoundaryFuzzer {
    static let maxSteps = 300
    static let targetLength = 200
    // Per input: full sweeps of one kind at every offset, invariant checks (each O(n x chunk))
    // and breakers on older snapshots (each opens its own ICU iterators).
    static let maxSweeps = 2
    static let maxInvariantChecks = 3
    static let maxStaleBreakers = 2

    /// `trace`, if given, receives each step: the text after an edit, each query and its answer.
    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        let iterators = FlatOracle.openIterators()
        var rope = TextRope()
        var oracle = FlatOracle([], iterators: iterators)
        let breaker = TextBreaker(rope)
        var stale: (breaker: TextBreaker, oracle: FlatOracle)?
        var sweeps = 0
        var invariantChecks = 0
        var staleBreakers = 0
        var step = 0
        while input.nextStep(&step, limit: maxSteps) {
            switch input.byte() % 16 {
            case 0...4:
                let action = edit(&rope, &input)
                let units = (try? rope.utf16CodeUnits(in: 0..<rope.utf16Count)) ?? []
                var expected = oracle.units
                expected.replaceSubrange(action.range, with: action.insertion)
                guard units == expected else {
                    throw FuzzFailure("step \(step): replace \(action.range) with \(escaped(action.insertion)) gave \(escaped(units)), expected \(escaped(expected))")
                }
                oracle = FlatOracle(units, iterators: iterators)
                breaker.text = rope
                trace?("step \(step): replace \(action.range) with \(escaped(action.insertion)): \(escaped(units))")
            case 5:
                guard staleBreakers < maxStaleBreakers else { continue }
                staleBreakers += 1
                stale = (TextBreaker(rope), oracle)
                trace?("step \(step): a breaker on this snapshot")
            case 6:
                guard sweeps < maxSweeps else { continue }
                sweeps += 1
                let kind = OffsetProbe.all[Int(input.byte()) % OffsetProbe.all.count].kind
                trace?("step \(step): every \(kind == CICU_BREAK_CHARACTER ? "grapheme" : kind == CICU_BREAK_WORD ? "word" : kind == CICU_BREAK_SENTENCE ? "sentence" : "line-break") query at every offset")
                try sweep(kind, [("rope", rope), ("breaker", breaker)], oracle, step)
            case 7:
                guard invariantChecks < maxInvariantChecks else { continue }
                invariantChecks += 1
                breaker.checkInvariants()
                stale?.breaker.checkInvariants()
            case 8...11:
                let probe = OffsetProbe.all[Int(input.byte()) % OffsetProbe.all.count]
                let offset = input.offset(in: oracle.count)
                trace?("step \(step): \(probe.name)(\(offset)) = \(probe.expectation(oracle, offset))")
                try check(probe, offset, [("rope", rope), ("breaker", breaker)], oracle, step)
                if let stale { try check(probe, offset, [("stale breaker", stale.breaker)], stale.oracle, step) }
            default:
                let probe = RangeProbe.all[Int(input.byte()) % RangeProbe.all.count]
                let range = pickRange(&input, oracle.count)
                trace?("step \(step): \(probe.name)(\(range)) = \(probe.expectation(oracle, range))")
                try check(probe, range, [("rope", rope), ("breaker", breaker)], oracle, step)
                if let stale { try check(probe, range, [("stale breaker", stale.breaker)], stale.oracle, step) }
            }
        }
        try checkTotals(rope, breaker, oracle, step)
        if let stale { try checkTotals(stale.breaker.text, stale.breaker, stale.oracle, step) }
        rope.checkInvariants()
        breaker.checkInvariants()
    }

    // Replaces a range (cutting clusters and surrogate pairs anywhere) with up to four pieces;
    // past `targetLength` removals grow so the text hovers around that size.
    private static func edit(_ rope: inout TextRope, _ input: inout FuzzInput) -> (range: Range<Int>, insertion: [UInt16]) {
        let count = rope.utf16Count
        let edit = input.replacement(in: count, maxRemoval: count > targetLength ? 60 : 4) { input in
            let pick = input.byte()
            guard pick >= 232 else { return HardText.pieces[Int(pick) % HardText.pieces.count] }
            return (0..<input.int(in: 1...3)).map { _ in input.unit() }
        }
        try? rope.replace(utf16Range: edit.range, with: edit.insertion)
        return edit
    }

    // A range around a (mostly valid) offset; invalid ones include negative, past-the-end,
    // NSNotFound-sized and overflowing ranges.
    private static func pickRange(_ input: inout FuzzInput, _ count: Int) -> Range<Int> {
        let a = input.offset(in: count)
        let b = a >= 0 && a <= count ? Swift.min(count, a + input.int(in: 0...24)) : input.offset(in: count)
        return Swift.min(a, b)..<Swift.max(a, b)
    }

    private static func check<Probe: BoundaryProbe>(
        _ probe: Probe, _ argument: Probe.Argument, _ targets: [(String, any TextBoundaryQueries)], _ oracle: FlatOracle,
        _ step: Int
    ) throws(FuzzFailure) {
        let expected = probe.expectation(oracle, argument)
        for (name, target) in targets {
            let got = outcome { () throws(TextRangeError) in try probe.query(target, argument) }
            guard got == expected else {
                throw FuzzFailure(
                    "step \(step): \(name).\(probe.name)(\(argument)) = \(got), \(Probe.expectationLabel)\(expected); text \(escaped(oracle.units))")
            }
        }
    }

    /// Every query of one kind at every offset.
    private static func sweep(
        _ kind: CICUBreakKind, _ targets: [(String, any TextBoundaryQueries)], _ oracle: FlatOracle, _ step: Int
    ) throws(FuzzFailure) {
        let probes = OffsetProbe.all.filter { $0.kind == kind }
        for offset in 0...oracle.count {
            for probe in probes { try check(probe, offset, targets, oracle, step) }
        }
    }

    private static func checkTotals(_ rope: TextRope, _ breaker: TextBreaker, _ oracle: FlatOracle, _ step: Int) throws(FuzzFailure) {
        let clusters = Swift.max(oracle.flat(CICU_BREAK_CHARACTER).boundaries.count - 1, 0)
        guard rope.graphemeCount == clusters, breaker.graphemeCount == clusters else {
            throw FuzzFailure("step \(step): graphemeCount rope \(rope.graphemeCount), breaker \(breaker.graphemeCount), ICU \(clusters); text \(escaped(oracle.units))")
        }
        // The String form cannot hold lone surrogates; compare it only for valid UTF-16.
        let string = String(decoding: oracle.units, as: UTF16.self)
        if Array(string.utf16) == oracle.units {
            let width = ReferenceWidth.width(oracle.units, 0..<oracle.count, clusters: oracle.flat(CICU_BREAK_CHARACTER))
            guard TextRope.displayWidth(of: string) == width else {
                throw FuzzFailure("step \(step): TextRope.displayWidth(of: String) = \(TextRope.displayWidth(of: string)), expected \(width); text \(escaped(oracle.units))")
            }
        }
    }
}
