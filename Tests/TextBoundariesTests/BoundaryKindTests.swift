import CICU
import ICUTestSupport
import TextBoundaries
import TextRope
import XCTest

/// The queries by kind answer as ICU does on the flat text, the named queries answer as the
/// queries by kind, through a rope and through a breaker alike; bad offsets and ranges throw the
/// same errors through all of them.
final class BoundaryKindTests: XCTestCase {
    // Clusters of every shape (CR LF, a ZWJ family, flags, an Indic conjunct, stacked marks, Thai
    // SARA AM, lone surrogates), words with inner punctuation, an e-mail address, dictionary
    // words, sentences and wrap opportunities.
    private static let units: [UInt16] = {
        let text = "Mr. Smith paid $3.14, didn't he?\r\nYes! 👩‍👩‍👧 🇫🇷🇩🇪 क्षि e\u{301}\u{302} กำ\u{2028}x@y.com 日本語のテキスト。End"
        var units = Array(text.utf16)
        units.insert(0xD800, at: 10)
        units.append(0xDC00)
        return units
    }()

    private static func icu(_ kind: TextBoundaryKind) -> CICUBreakKind {
        switch kind {
        case .grapheme: CICU_BREAK_CHARACTER
        case .word: CICU_BREAK_WORD
        case .sentence: CICU_BREAK_SENTENCE
        case .lineBreak: CICU_BREAK_LINE
        }
    }

    private func targets() -> [(String, any TextBoundaryQueries)] {
        let rope = TextRope(utf16CodeUnits: Self.units)
        return [("rope", rope), ("breaker", TextBreaker(rope))]
    }

    func testQueriesByKind_matchICU() throws {
        for kind in TextBoundaryKind.allCases {
            let oracle = FlatICU(Self.icu(kind), Self.units)
            for (name, q) in targets() {
                for offset in 0...oracle.count {
                    let context = "\(name) \(kind) at \(offset)"
                    XCTAssertEqual(try q.boundary(kind, before: offset), oracle.before(offset), context)
                    XCTAssertEqual(try q.boundary(kind, after: offset), oracle.after(offset), context)
                    XCTAssertEqual(try q.isBoundary(kind, at: offset), oracle.isBoundary(offset), context)
                    let segment = offset == oracle.count ? offset..<offset : oracle.segment(containing: offset)?.range
                    XCTAssertEqual(try q.segment(kind, containing: offset), segment, context)
                    let atOrBefore = oracle.isBoundary(offset) ? offset : oracle.before(offset)
                    let atOrAfter = oracle.isBoundary(offset) ? offset : oracle.after(offset)
                    XCTAssertEqual(try q.boundary(kind, atOrBefore: offset), atOrBefore, context)
                    XCTAssertEqual(try q.boundary(kind, atOrAfter: offset), atOrAfter, context)
                }
                for lower in stride(from: 0, through: oracle.count, by: 3) {
                    for upper in stride(from: lower, through: oracle.count, by: 2) {
                        XCTAssertEqual(
                            try q.segments(kind, covering: lower..<upper), oracle.clusters(covering: lower..<upper),
                            "\(name) \(kind) covering \(lower)..<\(upper)")
                    }
                }
            }
        }
    }

    func testNamedQueries_answerAsTheQueriesByKind() throws {
        for (name, q) in targets() {
            for offset in 0...Self.units.count {
                let context = "\(name) at \(offset)"
                XCTAssertEqual(try q.graphemeBoundary(before: offset), try q.boundary(.grapheme, before: offset), context)
                XCTAssertEqual(try q.graphemeBoundary(after: offset), try q.boundary(.grapheme, after: offset), context)
                XCTAssertEqual(try q.isGraphemeBoundary(offset), try q.isBoundary(.grapheme, at: offset), context)
                XCTAssertEqual(
                    try q.rangeOfComposedCharacterSequence(atUTF16: offset), try q.segment(.grapheme, containing: offset), context)
                XCTAssertEqual(try q.wordBoundary(before: offset), try q.boundary(.word, before: offset), context)
                XCTAssertEqual(try q.wordBoundary(after: offset), try q.boundary(.word, after: offset), context)
                XCTAssertEqual(try q.sentenceBoundary(before: offset), try q.boundary(.sentence, before: offset), context)
                XCTAssertEqual(try q.sentenceBoundary(after: offset), try q.boundary(.sentence, after: offset), context)
                let sentence = try q.segment(.sentence, containing: Swift.min(offset, Self.units.count - 1))
                XCTAssertEqual(try q.sentenceRange(atUTF16: offset), sentence, context)
                XCTAssertEqual(try q.lineBreakOpportunity(before: offset), try q.boundary(.lineBreak, before: offset), context)
                XCTAssertEqual(try q.lineBreakOpportunity(after: offset), try q.boundary(.lineBreak, after: offset), context)
                XCTAssertEqual(try q.isLineBreakOpportunity(offset), try q.isBoundary(.lineBreak, at: offset), context)
            }
            for lower in 0...Self.units.count {
                for upper in lower...Self.units.count {
                    XCTAssertEqual(
                        try q.rangeOfComposedCharacterSequences(for: lower..<upper), try q.segments(.grapheme, covering: lower..<upper),
                        "\(name) \(lower)..<\(upper)")
                }
            }
        }
    }

    func testSnapping_movesEachEndOutwardToAClusterBoundary() throws {
        let oracle = FlatICU(CICU_BREAK_CHARACTER, Self.units)
        for (name, q) in targets() {
            for lower in 0...oracle.count {
                for upper in lower...oracle.count {
                    let expected: Range<Int>
                    if lower == upper {
                        let caret = oracle.isBoundary(lower) ? lower : oracle.after(lower) ?? oracle.count
                        expected = caret..<caret
                    } else {
                        let start = oracle.isBoundary(lower) ? lower : oracle.before(lower) ?? 0
                        let end = oracle.isBoundary(upper) ? upper : oracle.after(upper) ?? oracle.count
                        expected = start..<end
                    }
                    XCTAssertEqual(try q.rangeSnappedToGraphemeClusters(lower..<upper), expected, "\(name) \(lower)..<\(upper)")
                }
            }
        }
    }

    func testQueriesByKind_throwTheErrorsOfTheNamedQueries() {
        let rope = TextRope("a😀b")
        for q in [rope as any TextBoundaryQueries, TextBreaker(rope)] {
            for offset in [-1, 5, Int.max, Int.min] {
                let expected = TextRangeError.offsetOutOfBounds(offset: offset, unit: .utf16, limit: 4)
                for kind in TextBoundaryKind.allCases {
                    assertThrows(expected, try q.boundary(kind, before: offset))
                    assertThrows(expected, try q.boundary(kind, after: offset))
                    assertThrows(expected, try q.isBoundary(kind, at: offset))
                    assertThrows(expected, try q.segment(kind, containing: offset))
                    assertThrows(expected, try q.boundary(kind, atOrBefore: offset))
                    assertThrows(expected, try q.boundary(kind, atOrAfter: offset))
                }
                assertThrows(expected, try q.graphemeBoundary(before: offset))
                assertThrows(expected, try q.isGraphemeBoundary(offset))
                assertThrows(expected, try q.wordBoundary(after: offset))
                assertThrows(expected, try q.sentenceRange(atUTF16: offset))
                assertThrows(expected, try q.isLineBreakOpportunity(offset))
            }
            for range in [-1..<0, 0..<5, 4..<5, Int.min..<Int.max, Int.min..<0] {
                // The rope's own reads reject a range with the same error.
                guard let expected = error(of: try rope.utf16CodeUnits(in: range)) else {
                    XCTFail("\(range) accepted")
                    continue
                }
                for kind in TextBoundaryKind.allCases {
                    assertThrows(expected, try q.segments(kind, covering: range))
                }
                assertThrows(expected, try q.rangeOfComposedCharacterSequences(for: range))
                assertThrows(expected, try q.rangeSnappedToGraphemeClusters(range))
            }
        }
    }

    private func error<T>(of body: @autoclosure () throws(TextRangeError) -> T) -> TextRangeError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    private func assertThrows<T>(
        _ expected: TextRangeError, _ body: @autoclosure () throws(TextRangeError) -> T, line: UInt = #line
    ) {
        XCTAssertEqual(error(of: try body()), expected, line: line)
    }
}
