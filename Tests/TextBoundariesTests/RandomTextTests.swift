import CICU
import TextBoundaries
import TextRope
import XCTest

/// Random texts full of what makes boundaries hard, built by random rope edits so that clusters,
/// words and surrogate pairs straddle chunks; every query, through the `TextRope` methods and
/// through one long-lived `TextBreaker`, is compared with ICU on the flat text, and lines,
/// paragraphs, counts and widths with plain references.
final class RandomTextTests: XCTestCase {
    private static let pieces: [[UInt16]] = {
        let strings = [
            "a", "b", "Z", "q", "0", "7", " ", "  ", "\t", "_", "'", ".", ":", ",", ";", "\"", "-", "!", "?", "(", ")",
            "#", "*", "@", "/", "\r", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
            "word", "café", "Zürich", "naïve", "Ωμέγα", "Привет", "ǅ", "ß", "can't", "3.14", "1,000", "U.S.A", "a_b", "__", "e-mail", "Hello. World! ", "(ok) ",
            "👨‍👩‍👧‍👦", "🏳️‍🌈", "👩🏽‍💻", "🇫🇷", "🇩🇪", "🇫", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "#️⃣", "❤️", "❤", "😀", "👍🏽", "🏻",
            "e\u{301}", "\u{301}", "a\u{308}\u{301}", "\u{200D}", "\u{200C}", "\u{00AD}", "\u{2060}", "\u{FE0F}",
            "\u{1100}\u{1161}\u{11A8}", "\u{1161}", "\u{11A8}", "한국어", "क्ष", "क्\u{200D}ष", "क\u{93C}\u{94D}ष", "ক্ষ", "\u{94D}", "\u{0903}", "\u{0600}1",
            "กำ", "ภาษาไทย", "漢字", "日本語のテキスト", "カタカナ", "א\"ב", "שלום", "١٢٣", "Ａ", "\u{3000}",
        ]
        return strings.map { Array($0.utf16) } + [[0xD800], [0xDC00], [0xD83D], [0xDE00]]
    }()

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
        for _ in 0..<Int.random(in: 0...4, using: &rng) { insertion += Self.pieces.randomElement(using: &rng)! }
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
            let starts = clusters.boundaries.filter { range.contains($0) }.count
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
            let widened = clusterCover(range, clusters)
            XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: range), widened, context)
            XCTAssertEqual(try breaker.rangeOfComposedCharacterSequences(for: range), widened, context)
        }
    }

    /// NSString's widening rule, from the flat boundaries.
    private func clusterCover(_ range: Range<Int>, _ clusters: FlatICU) -> Range<Int> {
        let count = clusters.count
        let start = range.lowerBound == count ? count : clusters.boundaries.last { $0 <= range.lowerBound } ?? 0
        if range.upperBound == count { return start..<count }
        let last = range.isEmpty ? range.upperBound : range.upperBound - 1
        return start..<(clusters.after(last) ?? count)
    }
}
