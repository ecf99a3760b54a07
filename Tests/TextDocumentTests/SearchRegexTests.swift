import CICU
import SeededRandom
import ICUTestSupport
import TextDocument
import TextRope
import XCTest

/// Regular expressions on the rope's UText against ICU on the flat text: random ropes built by
/// random edits, so that matches (multi-line ones too) straddle chunks.
final class SearchRegexTests: XCTestCase {
    private static let patterns = [
        "ab", "a+b", "b*", "(?s)a.*?b", "a\\r?\\nb", "^b", "a$", "^$", "\\bab\\b", "(?<=a)b", "b(?=\\s)", "(a)(b)?c?",
        "[\\x{1F600}-\\x{1F64F}]+", "\\X", ".", "(?i)AB", "é|e\\x{301}", "(?m)^a.*$", "\\R", "(?<name>b+)a", "a{2,3}",
        "[^ab\\n]+", "\\p{Han}",
    ]
    private static let alphabet: [[UInt16]] = [
        "a", "a", "b", "ab", " ", "\n", "\r\n", "\r", "é", "e\u{301}", "😀", "😃", "中", "B", "A",
    ].map { Array($0.utf16) }

    func testRandomRopes_matchICUOnTheFlatText() throws {
        var rng = seededRandom(0x2E6E)
        for round in 0..<60 {
            let (rope, units) = ReferenceSearch.randomText(&rng, alphabet: Self.alphabet, edits: Int.random(in: 5...70, using: &rng))
            for pattern in Self.patterns {
                let ignoresCase = Int.random(in: 0..<4, using: &rng) == 0
                let options = UInt32(ignoresCase ? CICU_SEARCH_CASE_INSENSITIVE : 0)
                let searcher = try TextSearcher(SearchQuery(regularExpression: pattern, ignoresCase: ignoresCase))
                for range in [0..<units.count, splitFree(ReferenceSearch.randomRange(&rng, units.count), units)] {
                    let expected = try XCTUnwrap(FlatSearch.regex(pattern, options: options, in: units, range: range))
                    let found = try searcher.matches(in: rope, range: range)
                    let label = "round \(round) /\(pattern)/ range \(range)"
                    XCTAssertEqual(found.map { FlatSearch.Match(range: $0.range, groups: $0.captureGroups) }, expected, label)
                    XCTAssertEqual(try searcher.firstMatch(in: rope, range: range)?.range, expected.first?.range, label)
                    XCTAssertEqual(try searcher.lastMatch(in: rope, range: range)?.range, expected.last?.range, label)
                }
            }
        }
    }

    func testRangeEndingInsideAPair_reportsNothingPastIt() throws {
        let text = TextRope("a😀b\r\nc")
        XCTAssertEqual(try text.matches(of: SearchQuery(regularExpression: "."), in: 0..<2).map(\.range), [0..<1])
        XCTAssertEqual(try text.matches(of: SearchQuery(regularExpression: "\\R"), in: 4..<5).map(\.range), [])
        XCTAssertEqual(try text.matches(of: SearchQuery(regularExpression: "\\R"), in: 4..<6).map(\.range), [4..<6])
    }

    func testWordBoundaryAtTheEnd_afterAClusterAcrossChunks() throws {
        // Found by the search fuzzer: ICU's chunked matcher judged the boundary at the end from
        // the NEL before the last cluster, and lost the match of `ß`.
        let units: [UInt16] = [963, 110, 97, 239, 118, 101, 59, 32, 75, 115, 304, 101, 101, 963, 3634, 3625, 3634, 3652, 3607, 3618, 55296, 65313, 46, 133, 223]
        var rope = TextRope()
        for (offset, unit) in units.enumerated() { try rope.insert([unit], atUTF16: offset) }
        XCTAssertGreaterThan(Array(rope.chunks).count, 1)
        let expected = try XCTUnwrap(FlatSearch.regex("\\XA*?\\b", options: 0, in: units, range: 0..<units.count)).map(\.range)
        XCTAssertEqual(expected.last, 24..<25)
        XCTAssertEqual(try rope.matches(of: SearchQuery(regularExpression: "\\XA*?\\b")).map(\.range), expected)
        XCTAssertEqual(try rope.matches(of: SearchQuery(regularExpression: "\\X\\B")).map(\.range), try XCTUnwrap(FlatSearch.regex("\\X\\B", options: 0, in: units, range: 0..<units.count)).map(\.range))
    }

    // `range` with its ends moved off the middle of a surrogate pair or a CR LF: ICU's UText path
    // reads those whole where its contiguous path stops at the range's end.
    private func splitFree(_ range: Range<Int>, _ units: [UInt16]) -> Range<Int> {
        func splits(_ offset: Int) -> Bool {
            guard offset > 0, offset < units.count else { return false }
            let (a, b) = (units[offset - 1], units[offset])
            return (UTF16.isLeadSurrogate(a) && UTF16.isTrailSurrogate(b)) || (a == 0x0D && b == 0x0A)
        }
        let lower = splits(range.lowerBound) ? range.lowerBound - 1 : range.lowerBound
        let upper = splits(range.upperBound) ? range.upperBound + 1 : range.upperBound
        return lower..<upper
    }

    func testMultiLinePattern_acrossChunks() throws {
        // Debug builds hold 8 units a leaf: each line is in chunks of its own.
        var rope = TextRope()
        for line in ["first line", "BEGIN", "some body text", "more body", "END", "after"] {
            rope.append(line + "\n")
        }
        let match = try XCTUnwrap(try rope.firstMatch(of: SearchQuery(regularExpression: "(?s)BEGIN\\n(.*?)\\nEND")))
        XCTAssertEqual(try rope.string(utf16Range: match.range), "BEGIN\nsome body text\nmore body\nEND")
        XCTAssertEqual(try match.range(ofGroup: 1).map { try rope.string(utf16Range: $0) }, "some body text\nmore body")
        XCTAssertEqual(try rope.matches(of: SearchQuery(regularExpression: "^\\w+$")).map { try rope.string(utf16Range: $0.range) }, ["BEGIN", "END", "after"])
    }

    func testBackward_visitsTheForwardMatchesInReverse() throws {
        try ReferenceSearch.assertBackwardVisitsForwardMatchesInReverse(
            seed: 0x2E6EBAC, rounds: 20, alphabet: Self.alphabet, edits: 30,
            patterns: ["a+", "b", "ab|ba", "(?s)a.b", "\\s", "a(?=b)"], query: { SearchQuery(regularExpression: $0) },
            name: { "/\($0)/" })
    }

    func testPathologicalPattern_hitsTheTimeLimit() throws {
        let text = TextRope(String(repeating: "a", count: 40) + "c")
        let started = ContinuousClock.now
        XCTAssertThrowsError(try text.matches(of: SearchQuery(regularExpression: "(a+)+b"), timeLimit: .milliseconds(50))) {
            XCTAssertEqual($0 as? SearchError, .timedOut(limit: .milliseconds(50)))
            XCTAssertEqual("\($0)", "search stopped after its time limit of 0.05 seconds")
        }
        XCTAssertLessThan(ContinuousClock.now - started, .seconds(5))
    }

    func testInvalidPattern_namesICUsReasonAndOffset() {
        XCTAssertThrowsError(try TextSearcher(SearchQuery(regularExpression: "ab(c"))) {
            XCTAssertEqual($0 as? SearchError, .invalidPattern(pattern: "ab(c", status: "U_REGEX_MISMATCHED_PAREN", offset: 4))
            XCTAssertEqual("\($0)", "invalid regular expression \"ab(c\": U_REGEX_MISMATCHED_PAREN at offset 4")
        }
        XCTAssertThrowsError(try TextSearcher(SearchQuery(regularExpression: "a{2,1}")))
    }

    func testCaptureGroups_reportUnmatchedGroupsAsNil() throws {
        let text = TextRope("ac abc")
        let found = try text.matches(of: SearchQuery(regularExpression: "a(b)?(c)"))
        XCTAssertEqual(found.map(\.range), [0..<2, 3..<6])
        XCTAssertEqual(found.map(\.captureGroups), [[nil, 1..<2], [4..<5, 5..<6]])
        XCTAssertEqual(found[0].range(ofGroup: 0), 0..<2)
        XCTAssertNil(found[0].range(ofGroup: 3))
        XCTAssertEqual(try TextSearcher(SearchQuery(regularExpression: "a(b)?(c)")).captureGroupCount, 2)
    }

    func testRegion_boundsAreTransparentAndNotAnchoring() throws {
        let text = TextRope("xab abx")
        // `\b` and lookbehind see past the range; `^` and `$` do not match at its ends.
        XCTAssertEqual(try text.matches(of: SearchQuery(regularExpression: "\\bab"), in: 1..<6).map(\.range), [4..<6])
        XCTAssertEqual(try text.matches(of: SearchQuery(regularExpression: "(?<=x)ab"), in: 1..<6).map(\.range), [1..<3])
        XCTAssertEqual(try text.matches(of: SearchQuery(regularExpression: "^ab|ab$"), in: 1..<6).map(\.range), [])
    }
}
