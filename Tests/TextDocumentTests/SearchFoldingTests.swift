import CICU
import SeededRandom
import ICUTestSupport
import TextDocument
import TextRope
import XCTest

/// Case-insensitive literal search: full case folding (the cases that simple folding or
/// lowercasing get wrong), and random ropes against ICU's case-insensitive literal matching of
/// the flat text.
final class SearchFoldingTests: XCTestCase {
    private func ranges(_ needle: String, in text: String, whole: Bool = false) throws -> [Range<Int>] {
        try TextRope(text).matches(of: SearchQuery(literal: needle, ignoresCase: true, matchesWholeClusters: whole)).map(\.range)
    }

    func testSharpS_foldsToSS() throws {
        let text = "STRASSE strasse Straße STRAẞE"
        XCTAssertEqual(try ranges("straße", in: text), [0..<7, 8..<15, 16..<22, 23..<29])
        XCTAssertEqual(try ranges("ss", in: text), [4..<6, 12..<14, 20..<21, 27..<28])
        XCTAssertEqual(try ranges("ß", in: "SS ss ß ẞ s"), [0..<2, 3..<5, 6..<7, 8..<9])
        // A match never ends inside one character's folding.
        XCTAssertEqual(try ranges("s", in: "ß"), [])
        XCTAssertEqual(try ranges("sß", in: "sss ßs"), [0..<3, 4..<6])
    }

    func testTurkishI_usesTheDefaultFolding() throws {
        let text = "I ı İ i"
        XCTAssertEqual(try ranges("i", in: text), [0..<1, 6..<7])
        XCTAssertEqual(try ranges("ı", in: text), [2..<3])
        XCTAssertEqual(try ranges("İ", in: text), [4..<5])
        XCTAssertEqual(try ranges("i\u{307}", in: "İ i\u{307} I\u{307}"), [0..<1, 2..<4, 5..<7])
    }

    func testGreekSigma_allThreeFormsMatch() throws {
        let text = "ΣΟΦΟΣ σοφος σοφοσ"
        XCTAssertEqual(try ranges("σοφος", in: text), [0..<5, 6..<11, 12..<17])
        XCTAssertEqual(try ranges("ς", in: "Σ σ ς"), [0..<1, 2..<3, 4..<5])
    }

    func testCombiningMarks_andOtherFoldings() throws {
        XCTAssertEqual(try ranges("é", in: "É é e\u{301} E\u{301}"), [0..<1, 2..<3])
        XCTAssertEqual(try ranges("e\u{301}", in: "É é e\u{301} E\u{301}"), [4..<6, 7..<9])
        XCTAssertEqual(try ranges("e", in: "E\u{301} e", whole: true), [3..<4])
        XCTAssertEqual(try ranges("e", in: "E\u{301} e", whole: false), [0..<1, 3..<4])
        XCTAssertEqual(try ranges("k", in: "k K \u{212A}"), [0..<1, 2..<3, 4..<5])
        XCTAssertEqual(try ranges("st", in: "ST \u{FB06} \u{FB05}"), [0..<2, 3..<4, 5..<6])
        XCTAssertEqual(try ranges("s", in: "\u{FB06} \u{17F}"), [2..<3])
        XCTAssertEqual(try ranges("𐐨", in: "𐐀 𐐨"), [0..<2, 3..<5])
        // Folding works on code points, without normalising: "Ϊ́" folds to "ΐ", not to "ΐ".
        XCTAssertEqual(try ranges("ΐ", in: "ΐ ι\u{308}\u{301} Ϊ́"), [0..<1, 2..<5])
    }

    func testRandomRopes_matchICUOnTheFlatText() throws {
        let alphabet: [[UInt16]] = [
            "a", "A", "s", "S", "ß", "ẞ", "ſ", "k", "K", "\u{212A}", "i", "I", "ı", "İ", "\u{307}", "σ", "Σ", "ς", "ﬆ", "t",
            "é", "É", "e", "\u{301}", "𐐀", "𐐨", " ", "\r\n", "ΐ", "ι", "\u{308}",
        ].map { Array($0.utf16) }
        var rng = seededRandom(0xF01D)
        let options = UInt32(CICU_SEARCH_LITERAL | CICU_SEARCH_CASE_INSENSITIVE)
        for round in 0..<150 {
            let (rope, units) = ReferenceSearch.randomText(&rng, alphabet: alphabet, edits: Int.random(in: 5...60, using: &rng))
            for _ in 0..<4 {
                var needle = String(decoding: randomPiece(&rng, units, alphabet), as: UTF16.self)
                if Bool.random(using: &rng) { needle = needle.uppercased() }
                let range = Bool.random(using: &rng) ? 0..<units.count : ReferenceSearch.randomRange(&rng, units.count)
                guard let expected = FlatSearch.regex(needle, options: options, in: units, range: range) else { continue }
                let found = try TextSearcher(SearchQuery(literal: needle, ignoresCase: true, matchesWholeClusters: false))
                    .matches(in: rope, range: range)
                XCTAssertEqual(found.map(\.range), expected.map(\.range), "round \(round) needle \(Array(needle.utf16)) in \(units) range \(range)")
            }
        }
    }

    func testBackward_visitsTheForwardMatchesInReverse() throws {
        try ReferenceSearch.assertBackwardVisitsForwardMatchesInReverse(
            seed: 0xF01DBAC, rounds: 40, alphabet: ["s", "S", "ß", "ẞ", "x"].map { Array($0.utf16) }, edits: 20,
            patterns: ["ss", "ß", "sss", "sx", "s"], query: { SearchQuery(literal: $0, ignoresCase: true) })
    }

    private func randomPiece(_ rng: inout SplitMix64, _ units: [UInt16], _ alphabet: [[UInt16]]) -> [UInt16] {
        guard !units.isEmpty, Int.random(in: 0..<4, using: &rng) != 0 else {
            return alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] + alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
        }
        let start = Int.random(in: 0..<units.count, using: &rng)
        return Array(units[start..<Swift.min(units.count, start + Int.random(in: 1...6, using: &rng))])
    }
}
