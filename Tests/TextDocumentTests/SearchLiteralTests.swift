import SeededRandom
import ICUTestSupport
import TextDocument
import TextRope
import XCTest

/// Case-sensitive literal search on ropes built by random edits (so matches straddle chunks)
/// against a naive scan of the flat text, forward, backward and in ranges, with and without the
/// cluster rule.
final class SearchLiteralTests: XCTestCase {
    // Units that make clusters (combining marks, ZWJ emoji, CR LF, regional indicators) and
    // repeats that overlap.
    private static let alphabet: [[UInt16]] = [
        [0x61], [0x61], [0x62], [0x61, 0x62], [0x20], [0x0D], [0x0A], [0x0D, 0x0A], [0x301], [0x65, 0x301],
        [0xD83D, 0xDE00], [0xD83D], [0xDE00], [0x200D], [0xD83C, 0xDDEB], [0xD83C, 0xDDF7], [0x4E2D], [0xE9],
    ]

    func testRandomRopes_matchTheNaiveScan() throws {
        var rng = seededRandom(0x5EA2C4)
        for round in 0..<120 {
            let (rope, units) = ReferenceSearch.randomText(&rng, alphabet: Self.alphabet, edits: Int.random(in: 5...80, using: &rng))
            let boundaries = FlatSearch.clusterBoundaries(units)
            for _ in 0..<6 {
                let needle = randomNeedle(&rng, units)
                let range = Bool.random(using: &rng) ? 0..<units.count : ReferenceSearch.randomRange(&rng, units.count)
                for whole in [false, true] {
                    let pattern = String(decoding: needle, as: UTF16.self)
                    guard Array(pattern.utf16) == needle else { continue }
                    let searcher = try TextSearcher(SearchQuery(literal: pattern, matchesWholeClusters: whole))
                    let expected = FlatSearch.literal(needle, in: units, range: range, boundaries: whole ? boundaries : nil)
                    let label = "round \(round) needle \(needle) range \(range) whole \(whole)"
                    XCTAssertEqual(try searcher.matches(in: rope, range: range).map(\.range), expected, label)
                    XCTAssertEqual(try searcher.firstMatch(in: rope, range: range)?.range, expected.first, label)
                    XCTAssertEqual(try searcher.lastMatch(in: rope, range: range)?.range, expected.last, label)
                }
            }
        }
    }

    func testBackward_visitsTheForwardMatchesInReverse() throws {
        try ReferenceSearch.assertBackwardVisitsForwardMatchesInReverse(
            seed: 0xBAC4, rounds: 25, alphabet: [[0x61], [0x61], [0x62], [0x61, 0x62, 0x61]], edits: 30,
            patterns: ["a", "aa", "aba", "abab", "b", "aaa"], query: { SearchQuery(literal: $0) })
    }

    func testLongNeedle_acrossManyChunks() throws {
        // Debug builds hold 8 units a leaf: this needle spans a dozen chunks.
        var rope = TextRope()
        var units: [UInt16] = []
        let word = Array("0123456789abcdefghijklmnopqrstuvwxyz-x-".utf16)
        for _ in 0..<10 {
            for part in stride(from: 0, to: word.count, by: 5) {
                let piece = word[part..<Swift.min(word.count, part + 5)]
                try rope.insert(piece, atUTF16: rope.utf16Count)
                units += piece
            }
        }
        let needle = Array(word.suffix(10)) + word
        let expected = FlatSearch.literal(needle, in: units, range: 0..<units.count, boundaries: nil)
        XCTAssertFalse(expected.isEmpty)
        XCTAssertEqual(try rope.matches(of: SearchQuery(literal: String(decoding: needle, as: UTF16.self))).map(\.range), expected)
    }

    func testWholeClusters_refuseSplitsUnlessAsked() throws {
        let text = TextRope("cafe\u{301} \r\n 👩‍💻 🇫🇷 e")
        func ranges(_ needle: String, whole: Bool = true) throws -> [Range<Int>] {
            try text.matches(of: SearchQuery(literal: needle, matchesWholeClusters: whole)).map(\.range)
        }
        XCTAssertEqual(try ranges("cafe"), [])
        XCTAssertEqual(try ranges("cafe", whole: false), [0..<4])
        XCTAssertEqual(try ranges("e\u{301}"), [3..<5])
        XCTAssertEqual(try ranges("\r"), [])
        XCTAssertEqual(try ranges("\r\n"), [6..<8])
        XCTAssertEqual(try ranges("👩"), [])
        XCTAssertEqual(try ranges("👩‍💻"), [9..<14])
        XCTAssertEqual(try ranges("🇫"), [])
        XCTAssertEqual(try ranges("e"), [20..<21])
        XCTAssertEqual(try ranges(""), [])
    }

    func testBadInput_throwsTypedErrors() throws {
        let text = TextRope("abc")
        XCTAssertThrowsError(try TextSearcher(SearchQuery(literal: "a")).matches(in: text, range: 2..<5)) {
            XCTAssertEqual("\($0)", "range {2,3} is out of bounds for length 3")
        }
        XCTAssertThrowsError(try text.firstMatch(of: SearchQuery(literal: "a"), from: 4)) {
            guard case .range = $0 as? SearchError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try text.lastMatch(of: SearchQuery(literal: "a"), before: -1))
        XCTAssertThrowsError(try TextSearcher(SearchQuery(regularExpression: "a")).matches(in: text, range: Int.min..<Int.max)) {
            XCTAssertEqual("\($0)", "range {\(Int.min),NSNotFound} is out of bounds for length 3")
        }
    }

    func testTimeLimit_stopsALongScan() throws {
        var rope = TextRope()
        for _ in 0..<2000 { rope.append("abcdefgh") }
        XCTAssertThrowsError(try rope.matches(of: SearchQuery(literal: "zz"), timeLimit: .zero)) {
            XCTAssertEqual($0 as? SearchError, .timedOut(limit: .zero))
        }
        XCTAssertEqual(try rope.matches(of: SearchQuery(literal: "gh"), timeLimit: .seconds(60)).count, 2000)
    }

    func testConvenience_fromAndBeforeOffsets() throws {
        let text = TextRope("one two one two one")
        let query = SearchQuery(literal: "one")
        XCTAssertEqual(try text.firstMatch(of: query, from: 1)?.range, 8..<11)
        XCTAssertEqual(try text.lastMatch(of: query, before: 16)?.range, 8..<11)
        XCTAssertEqual(try text.lastMatch(of: query)?.range, 16..<19)
        XCTAssertNil(try text.firstMatch(of: query, from: 17))
    }

    // Mostly a piece of the text (so that there are matches), sometimes random units.
    private func randomNeedle(_ rng: inout SplitMix64, _ units: [UInt16]) -> [UInt16] {
        if units.isEmpty || Int.random(in: 0..<5, using: &rng) == 0 {
            return (0..<Int.random(in: 1...3, using: &rng)).flatMap { _ in Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &rng)] }
        }
        let start = Int.random(in: 0..<units.count, using: &rng)
        let length = Int.random(in: 1...Swift.min(12, units.count - start), using: &rng)
        return Array(units[start..<(start + length)])
    }
}
