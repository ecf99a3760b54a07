import CICU
import ICUTestSupport
import SeededRandom
import TextDocument
import TextRope
import XCTest

/// Regular expressions searched in windows of the rope (32 to 128 units in these builds) against
/// ICU on the flat text: texts of hundreds of units, so that matches, lookahead, line ends, CR LF
/// and surrogate pairs straddle windows, matches longer than the largest window fall back to the
/// rope, and empty matches step across window ends.
final class SearchWindowTests: XCTestCase {
    private static let patterns = [
        "a+b", "b*", "(?s)a.*?b", "a[^\\n]*b", "^b", "a$", "^$", "b(?=\\s)", "a(?!b)", "(?i)SS", "(?i)ab\\s+ba",
        "\\R", "\\r?\\n\\r?\\n", "^[^\\n]*$", "(?s).{40,}", "[a-b ]{20,}", "😀+", ".", "$", "(?m)^", "(a|b)(\\s)?\\1",
        "(?:ab|a\\n)*b\\n^a", "\\z", "\\Z", "(?s)b.*", "x?", "\\p{Han}\\s*\\p{Han}",
    ]
    private static let alphabet: [[UInt16]] = [
        "a", "a", "b", "ab", " ", " ", "\n", "\r\n", "\r", "ß", "SS", "😀", "😀", "中", "B", "A",
    ].map { Array($0.utf16) }

    func testLongRopes_matchICUOnTheFlatText() throws {
        try compareWithICU(Self.patterns, alphabet: Self.alphabet, seed: 0x57D0, ignoringCaseOneIn: 4, randomRanges: 2)
    }

    func testMatchAcrossEveryWindowEnd() throws {
        // "ab" repeated, with a pair and a CR LF in every stretch: each match of a word that
        // crosses a window's end must come out whole, once.
        var text = ""
        for i in 0..<60 { text += i % 3 == 0 ? "ab😀 ab\r\nab " : "abab ab " }
        let rope = TextRope(text)
        let units = Array(text.utf16)
        for pattern in ["(?:ab)+", "ab😀", "\\r\\n", "[ab]+\\s", "^ab", "ab$", "(?:ab|😀| |\\r\\n)+"] {
            let expected = try XCTUnwrap(FlatSearch.regex(pattern, options: 0, in: units, range: 0..<units.count)).map(\.range)
            XCTAssertEqual(try rope.matches(of: SearchQuery(regularExpression: pattern)).map(\.range), expected, pattern)
        }
    }

    func testLineEndsAndPairsAtWindowEnds() throws {
        // Every third or second unit a CR, an LF or half a pair: windows end next to them often.
        for text in ["x\r\n", "x\n", "\r\n", "xy\r", "😀", "a😀", "x\u{2028}"].map({ String(repeating: $0, count: 150) }) {
            let rope = TextRope(text)
            let units = Array(text.utf16)
            for pattern in ["\\R", "^x", "x$", "\\n^", "(?s)\\r.", "$\\R^", ".", "\\R^\\R", "(?:x\\R)+^", "😀{2}", "(?:x\\R){3}", "(?:x\\R){5}",
                "\\R{9}", "(?:x\\n){4}^", "(?:x\\R){4}^", "(?s)(?:y.){5}"] {
                let expected = try XCTUnwrap(FlatSearch.regex(pattern, options: 0, in: units, range: 0..<units.count)).map(\.range)
                XCTAssertEqual(try rope.matches(of: SearchQuery(regularExpression: pattern)).map(\.range), expected, "\(pattern) in \(text.prefix(4).debugDescription)")
            }
        }
    }

    func testWordBoundaries_decidedFromBeforeTheWindow() throws {
        // Marks and format characters, which a boundary skips back over, in runs that reach past
        // the context a window keeps (8 units in these builds) before the find's start.
        let alphabet: [[UInt16]] = ["a", "b", " ", "\u{301}", "\u{301}\u{301}\u{301}", "\u{AD}", "\u{200D}", "ab", "\n", "😀", "é"]
            .map { Array($0.utf16) }
        var rng = seededRandom(0xB0B)
        for round in 0..<60 {
            let (rope, units) = ReferenceSearch.randomText(&rng, alphabet: alphabet, edits: Int.random(in: 20...120, using: &rng))
            for pattern in ["\\b", "\\B", "\\ba", "a\\b", "\\b\\w+\\b", "\\B\\u0301", "(?s).\\b", "b\\B.{0,40}\\b"] {
                let expected = try XCTUnwrap(FlatSearch.regex(pattern, options: 0, in: units, range: 0..<units.count))
                let found = try rope.matches(of: SearchQuery(regularExpression: pattern))
                XCTAssertEqual(found.map { FlatSearch.Match(range: $0.range, groups: $0.captureGroups) }, expected, "round \(round) /\(pattern)/")
            }
        }
    }

    func testLookbehinds_readTheTextBeforeTheWindowsFinds() throws {
        // Lookbehinds whose reach is found from the pattern, so that they run in windows that
        // begin that far before a find's start; texts of hundreds of units, so that what they
        // look back at lies in the previous window.
        let alphabet: [[UInt16]] = ["a", "b", "ab", " ", "\n", "\r\n", "ß", "SS", "s", "😀", "\u{301}", "\u{200D}"].map { Array($0.utf16) }
        let patterns = [
            "(?<=a )b", "(?<!a)b", "(?<=ab{1,3})\\s", "(?m)(?<=^a)b", "(?<=\\r\\n)a", "(?<=ß)a", "(?<=😀)\\w", "(?<=\\ba)b",
            "(?<=(?<=a)b)\\s", "(?<![ab]{4})b", "(?<=a|b b|SS)\\s+", "(?<=\\Qa b\\E)", "(?<=s{0,9})$", "x|(?<=a\\u0301)\\b",
        ]
        try compareWithICU(patterns, alphabet: alphabet, seed: 0x10_0CB, ignoringCaseOneIn: 3, randomRanges: 1)
    }

    // Ropes of 20 to 160 random edits of `alphabet`'s pieces, 40 of them, searched for each
    // pattern (ignoring case one time in `ignoringCaseOneIn`) in the whole text and in
    // `randomRanges` random ranges, against ICU on the flat text: matches and groups alike.
    private func compareWithICU(
        _ patterns: [String], alphabet: [[UInt16]], seed: UInt64, ignoringCaseOneIn caseOdds: Int, randomRanges: Int
    ) throws {
        print("seed", seed)
        var rng = SplitMix64(seed: seed)
        for round in 0..<40 {
            let (rope, units) = ReferenceSearch.randomText(&rng, alphabet: alphabet, edits: Int.random(in: 20...160, using: &rng))
            for pattern in patterns {
                let ignoresCase = Int.random(in: 0..<caseOdds, using: &rng) == 0
                let options = UInt32(ignoresCase ? CICU_SEARCH_CASE_INSENSITIVE : 0)
                let searcher = try TextSearcher(SearchQuery(regularExpression: pattern, ignoresCase: ignoresCase))
                var ranges = [0..<units.count]
                for _ in 0..<randomRanges { ranges.append(splitFree(ReferenceSearch.randomRange(&rng, units.count), units)) }
                for range in ranges {
                    let expected = try XCTUnwrap(FlatSearch.regex(pattern, options: options, in: units, range: range))
                    let found = try searcher.matches(in: rope, range: range)
                    let label = "round \(round) /\(pattern)/ ignoring case \(ignoresCase) length \(units.count) range \(range)"
                    XCTAssertEqual(found.map { FlatSearch.Match(range: $0.range, groups: $0.captureGroups) }, expected, label)
                }
            }
        }
    }

    // `range` with its ends moved off the middle of a surrogate pair or a CR LF, where ICU's
    // contiguous matcher stops at the range's end and the searcher takes the pair whole.
    private func splitFree(_ range: Range<Int>, _ units: [UInt16]) -> Range<Int> {
        func splits(_ offset: Int) -> Bool {
            guard offset > 0 && offset < units.count else { return false }
            let (before, after) = (units[offset - 1], units[offset])
            return (UTF16.isLeadSurrogate(before) && UTF16.isTrailSurrogate(after)) || (before == 0x0D && after == 0x0A)
        }
        let lower = splits(range.lowerBound) ? range.lowerBound - 1 : range.lowerBound
        let upper = splits(range.upperBound) ? range.upperBound + 1 : range.upperBound
        return lower..<upper
    }
}
