import CICU
import ICUTestSupport
import TextBoundaries
import TextRope
import TextTestSupport
import XCTest
import SeededRandom

/// Random texts full of what makes boundaries hard, built by random rope edits so that clusters,
/// words and surrogate pairs straddle chunks; every query, through the `TextRope` methods and
/// through one long-lived `TextBreaker`, is compared with ICU on the flat text, and lines,
/// paragraphs, counts and widths with plain references.
final class RandomTextTests: XCTestCase {
    func testRandomEdits_everyQueryMatchesFlatICU() throws {
        let seed: UInt64 = 0xB0B0_0001
        print("RandomTextTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var rope = TextRope()
        var reference: [UInt16] = []
        let breaker = TextBreaker(rope)
        for round in 0..<80 {
            for _ in 0..<6 { try applyRandomEdit(&rope, &reference, &rng) }
            rope.checkInvariants()
            XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference, "round \(round)")
            breaker.text = rope
            for kind in Kind.allCases {
                try BoundaryChecks.check(kind, rope, against: FlatICU(kind.icu, reference), "round \(round) \(kind)", breaker: breaker)
            }
            try checkRanges(rope, breaker, reference, &rng, round: round)
            breaker.checkInvariants()
        }
    }

    private func applyRandomEdit(_ rope: inout TextRope, _ reference: inout [UInt16], _ rng: inout SplitMix64) throws {
        let count = reference.count
        let start = Int.random(in: 0...count, using: &rng)
        // Grow to a few hundred units, then hover there.
        let removal = count > 300 ? Int.random(in: 0...40, using: &rng) : Int.random(in: 0...3, using: &rng)
        let end = min(count, start + removal)
        var insertion: [UInt16] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) { insertion += HardText.pieces.randomElement(using: &rng)! }
        try rope.replace(utf16Range: start..<end, with: insertion)
        reference.replaceSubrange(start..<end, with: insertion)
    }

    private func checkRanges(
        _ rope: TextRope, _ breaker: TextBreaker, _ units: [UInt16], _ rng: inout SplitMix64, round: Int
    ) throws {
        let clusters = FlatICU(CICU_BREAK_CHARACTER, units)
        for _ in 0..<40 {
            let a = Int.random(in: 0...units.count, using: &rng)
            let b = Int.random(in: 0...units.count, using: &rng)
            let range = min(a, b)..<max(a, b)
            let context = "round \(round) range \(range)"
            let starts = clusters.boundaryCount(in: range)
            XCTAssertEqual(try rope.graphemeCount(in: range), starts, context)
            XCTAssertEqual(try breaker.graphemeCount(in: range), starts, context)
            let width = ReferenceWidth.width(units, range, clusters: clusters)
            XCTAssertEqual(try rope.displayWidth(of: range), width, context)
            XCTAssertEqual(try breaker.displayWidth(of: range), width, context)
            let line = ReferenceLines.bounds(units, range, terminator: ReferenceLines.isLineTerminator)
            XCTAssertEqual(try rope.lineBounds(for: range), line, context)
            XCTAssertEqual(try rope.lineRange(for: range), line.range, context)
            let paragraph = ReferenceLines.bounds(units, range, terminator: ReferenceLines.isParagraphTerminator)
            XCTAssertEqual(try rope.paragraphBounds(for: range), paragraph, context)
            XCTAssertEqual(try rope.paragraphRange(for: range), paragraph.range, context)
            let widened = clusters.clusters(covering: range)
            XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: range), widened, context)
            XCTAssertEqual(try breaker.rangeOfComposedCharacterSequences(for: range), widened, context)
        }
    }
}
