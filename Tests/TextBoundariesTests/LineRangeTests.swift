import TextBoundaries
import TextRope
import XCTest

/// Line and paragraph ranges, with `NSString`'s rules: a range covers whole lines with their
/// terminators, CR LF is one terminator.
final class LineRangeTests: XCTestCase {
    func testLineBounds_reportContentsEndBeforeCRLF() throws {
        XCTAssertEqual(try TextRope("ab\r\ncd").lineBounds(for: 0..<0), LineBounds(start: 0, end: 4, contentsEnd: 2))
    }

    func testLineRange_betweenCRAndLF_belongsToTheCRsLine() throws {
        XCTAssertEqual(try TextRope("ab\r\ncd").lineRange(for: 3..<3), 0..<4)
    }

    func testLineRange_onATerminator_belongsToTheLineItEnds() throws {
        XCTAssertEqual(try TextRope("ab\ncd\nef").lineRange(for: 2..<2), 0..<3)
    }

    func testLineRange_multiLineRange_widensToWholeLines() throws {
        XCTAssertEqual(try TextRope("ab\ncd\nef").lineRange(for: 1..<4), 0..<6)
        XCTAssertEqual(try TextRope("ab\ncd\nef").lineBounds(for: 1..<4), LineBounds(start: 0, end: 6, contentsEnd: 5))
    }

    func testLineRange_lastLine() throws {
        XCTAssertEqual(try TextRope("ab\n").lineRange(for: 3..<3), 3..<3)
        XCTAssertEqual(try TextRope("ab\ncd\nef").lineRange(for: 8..<8), 6..<8)
        XCTAssertEqual(try TextRope("ab\ncd\nef").lineBounds(for: 8..<8), LineBounds(start: 6, end: 8, contentsEnd: 8))
        XCTAssertEqual(try TextRope().lineRange(for: 0..<0), 0..<0)
    }

    func testLineRange_rangeEndingOnATerminator_stopsAtThatLine() throws {
        XCTAssertEqual(try TextRope("ab\ncd").lineRange(for: 0..<3), 0..<3)
        XCTAssertEqual(try TextRope("ab\r\ncd").lineRange(for: 0..<3), 0..<4)
    }

    func testSeparators_endLinesAndParagraphsAsNSStringDoes() throws {
        // (separator, ends a line, ends a paragraph), in "a" + separator + "b".
        let table: [(String, Bool, Bool)] = [
            ("\n", true, true), ("\r", true, true), ("\r\n", true, true), ("\u{85}", true, false),
            ("\u{2028}", true, false), ("\u{2029}", true, true), ("\u{0B}", false, false), ("\u{0C}", false, false),
        ]
        for (separator, endsLine, endsParagraph) in table {
            let rope = TextRope("a" + separator + "b")
            let afterSeparator = 1 + separator.utf16.count
            let name = separator.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
            XCTAssertEqual(try rope.lineRange(for: 0..<0), endsLine ? 0..<afterSeparator : 0..<rope.utf16Count, "line, U+\(name)")
            XCTAssertEqual(try rope.paragraphRange(for: 0..<0), endsParagraph ? 0..<afterSeparator : 0..<rope.utf16Count, "paragraph, U+\(name)")
        }
    }

    func testParagraphRange_runsOnAcrossLineSeparators() throws {
        let rope = TextRope("x\na\u{85}b\u{2028}c\nd")
        XCTAssertEqual(try rope.lineRange(for: 4..<4), 4..<6)
        XCTAssertEqual(try rope.paragraphRange(for: 4..<4), 2..<8)
        XCTAssertEqual(try rope.paragraphBounds(for: 3..<5), LineBounds(start: 2, end: 8, contentsEnd: 7))
        XCTAssertEqual(try rope.paragraphRange(for: 8..<9), 8..<9)
        XCTAssertEqual(try rope.paragraphBounds(for: 0..<0).contentsRange, 0..<1)
    }

    func testBreaker_linesAndParagraphs_answerLikeTheRope() throws {
        let rope = TextRope("a\r\nb\u{2028}c\nd")
        let breaker = TextBreaker(rope)
        for start in 0...rope.utf16Count {
            for end in start...rope.utf16Count {
                XCTAssertEqual(try breaker.lineRange(for: start..<end), try rope.lineRange(for: start..<end))
                XCTAssertEqual(try breaker.lineBounds(for: start..<end), try rope.lineBounds(for: start..<end))
                XCTAssertEqual(try breaker.paragraphRange(for: start..<end), try rope.paragraphRange(for: start..<end))
                XCTAssertEqual(try breaker.paragraphBounds(for: start..<end), try rope.paragraphBounds(for: start..<end))
            }
        }
        XCTAssertEqual(try breaker.paragraphRange(for: 4..<4), 3..<7)
        XCTAssertThrowsError(try breaker.lineRange(for: 0..<9))
    }

    func testLineRange_invalidRange_throws() {
        let rope = TextRope("ab")
        XCTAssertThrowsError(try rope.lineRange(for: 1..<3)) { error in
            XCTAssertEqual("\(error)", "range {1,2} is out of bounds for length 2")
        }
        XCTAssertThrowsError(try rope.paragraphBounds(for: -1..<0)) { error in
            XCTAssertEqual("\(error)", "range {-1,1} is out of bounds for length 2")
        }
    }
}
