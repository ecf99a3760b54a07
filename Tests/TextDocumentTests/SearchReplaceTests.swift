import CICU
import SeededRandom
import ICUTestSupport
import TextDocument
import TextRope
import XCTest

/// Replace-all as one change set, regex templates, and matches kept as decorations.
final class SearchReplaceTests: XCTestCase {
    private func replaced(_ text: String, _ pattern: String, _ template: String, regex: Bool = true) throws -> String {
        let document = TextDocument(text)
        let query = regex ? SearchQuery(regularExpression: pattern) : SearchQuery(literal: pattern)
        try document.replaceAll(query, with: template)
        return String(document.text)
    }

    func testTemplates_followICUsSyntax() throws {
        XCTAssertEqual(try replaced("John Smith, Ada Lovelace", "(\\w+) (\\w+)", "$2 $1"), "Smith John, Lovelace Ada")
        XCTAssertEqual(try replaced("abc", "b", "[$0]"), "a[b]c")
        XCTAssertEqual(try replaced("abc", "(?<mid>b)", "<${mid}>"), "a<b>c")
        XCTAssertEqual(try replaced("abc", "(b)", "\\$1 costs \\\\$1"), "a$1 costs \\bc")
        // Digits are taken while they still name a group: with one group, $12 is $1 then "2".
        XCTAssertEqual(try replaced("abc", "(b)", "$12"), "ab2c")
        XCTAssertEqual(try replaced("ac", "a(b)?c", "[$1]"), "[]")
        XCTAssertEqual(try replaced("abc", "b", "\\u00e9\\U0001F600\\u{41}"), "aé😀u{41}c")
        XCTAssertEqual(try replaced("abc", "(b)", "\\u12$\u{661}"), "au12bc")
        XCTAssertEqual(try replaced("abc", "b", "x\\"), "axc")
        XCTAssertEqual(try replaced("a.b", ".", "$1", regex: false), "a$1b")
        XCTAssertEqual(try replaced("aaa", "a", "bb", regex: false), "bbbbbb")
    }

    func testBadTemplates_throwAndChangeNothing() throws {
        for template in ["$", "$2", "$x", "${nope}", "${mid"] {
            let document = TextDocument("abc")
            XCTAssertThrowsError(try document.replaceAll(SearchQuery(regularExpression: "(?<mid>b)"), with: template), template) {
                guard case .invalidTemplate = $0 as? SearchError else { return XCTFail("\($0)") }
            }
            XCTAssertEqual(String(document.text), "abc", template)
        }
        XCTAssertThrowsError(try TextDocument("abc").replaceAll(SearchQuery(regularExpression: "(b)"), with: "$2")) {
            XCTAssertEqual("\($0)", "invalid replacement template \"$2\": $2: the pattern has 1 group")
        }
    }

    func testEmptyMatches_insertBetweenEveryCodePoint() throws {
        XCTAssertEqual(try replaced("ab😀", "x*", "-"), "-a-b-😀-")
        XCTAssertEqual(try replaced("baaac", "a*", "<$0>"), "<>b<aaa><>c<>")
    }

    func testReplaceAll_isOneChangeFromReplaceAllMappingAnchors() throws {
        let document = TextDocument("one two one two one")
        let anchor = try document.makeAnchor(at: 8, bias: .after)
        var seen: [DocumentChange] = []
        document.addObserver { seen.append($0) }
        let count = try document.replaceAll(SearchQuery(literal: "one"), with: "1")
        XCTAssertEqual(count, 3)
        XCTAssertEqual(String(document.text), "1 two 1 two 1")
        XCTAssertEqual(seen.count, 1)
        XCTAssertEqual(seen.first?.origin, .replaceAll)
        XCTAssertEqual(seen.first?.changes.count, 3)
        XCTAssertEqual(document.offset(of: anchor), 6)
        XCTAssertEqual(try document.replaceAll(SearchQuery(literal: "zzz"), with: "1"), 0)
        XCTAssertEqual(seen.count, 1)
    }

    func testRandomRopes_matchTheFlatReference() throws {
        var rng = seededRandom(0x2E91)
        let alphabet: [[UInt16]] = ["a", "b", "ab", " ", "\n", "😀", "é", "e\u{301}"].map { Array($0.utf16) }
        let cases: [(String, String)] = [("(a)(b)?", "[$2$1]"), ("a+", "$0$0"), ("\\s", ""), ("(?s).", "<$0>"), ("b*", "-")]
        for round in 0..<40 {
            let (rope, units) = ReferenceSearch.randomText(&rng, alphabet: alphabet, edits: 30)
            for (pattern, template) in cases {
                let searcher = try TextSearcher(SearchQuery(regularExpression: pattern))
                let changes = try searcher.replacementChanges(in: rope, with: template)
                let expected = try XCTUnwrap(FlatSearch.regex(pattern, options: 0, in: units, range: 0..<units.count))
                XCTAssertEqual(try changes.applied(to: rope), TextRope(utf16CodeUnits: expand(expected, in: units, template)), "round \(round) /\(pattern)/")
            }
        }
    }

    func testHighlights_moveWithEdits() throws {
        let document = TextDocument("cat dog cat")
        let highlights = try document.highlightMatches(of: SearchQuery(literal: "cat"), value: "match")
        XCTAssertEqual(try highlights.decorations(intersecting: 0..<11).map(\.range), [0..<3, 8..<11])
        try document.replace(utf16Range: 0..<0, with: ">> ")
        try document.replace(utf16Range: 7..<7, with: "!")
        XCTAssertEqual(try highlights.decorations(intersecting: 0..<document.utf16Count).map(\.range), [3..<6, 12..<15])
        XCTAssertEqual(try highlights.decorations(intersecting: 0..<document.utf16Count).map(\.value), ["match", "match"])
        try document.replace(utf16Range: 3..<6, with: "")
        XCTAssertEqual(try highlights.decorations(intersecting: 0..<document.utf16Count).map(\.range), [9..<12])
    }

    // The flat reference's result: each match's text replaced by the template with $n expanded.
    private func expand(_ matches: [FlatSearch.Match], in units: [UInt16], _ template: String) -> [UInt16] {
        var result: [UInt16] = []
        var position = 0
        let parts = Array(template.unicodeScalars)
        for match in matches {
            result += units[position..<match.range.lowerBound]
            var i = 0
            while i < parts.count {
                if parts[i] == "$", i + 1 < parts.count, let digit = Int(String(parts[i + 1])) {
                    let range = digit == 0 ? match.range : match.groups[digit - 1]
                    if let range { result += units[range] }
                    i += 2
                } else {
                    result += String(parts[i]).utf16
                    i += 1
                }
            }
            position = match.range.upperBound
        }
        return result + units[position...]
    }
}
