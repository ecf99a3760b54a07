import TextBoundaries
import TextRope
import XCTest

/// Every entry point rejects offsets and ranges outside the text with a `TextRangeError`
/// naming them, and keeps working afterwards.
final class InvalidInputTests: XCTestCase {
    private let rope = TextRope("a😀b")  // 4 units
    private let badOffsets = [-1, 5, Int.max, Int.min]
    private let badRanges = [-1..<0, 0..<5, 4..<5, Int.min..<Int.max, Int.min..<0]

    private func assertThrows<T>(_ expected: String, _ body: @autoclosure () throws -> T, line: UInt = #line) {
        XCTAssertThrowsError(try body(), line: line) { error in
            XCTAssertTrue(error is TextRangeError, line: line)
            XCTAssertEqual("\(error)", expected, line: line)
        }
    }

    private func offsetMessage(_ offset: Int) -> String {
        "UTF-16 offset \(offset == Int.max ? "NSNotFound" : String(offset)) is out of bounds for length 4"
    }

    func testOffsetQueries_rejectOffsetsOutsideTheText() {
        let breaker = TextBreaker(rope)
        for offset in badOffsets {
            let message = offsetMessage(offset)
            assertThrows(message, try rope.rangeOfComposedCharacterSequence(atUTF16: offset))
            assertThrows(message, try rope.graphemeBoundary(before: offset))
            assertThrows(message, try rope.graphemeBoundary(after: offset))
            assertThrows(message, try rope.isGraphemeBoundary(offset))
            assertThrows(message, try rope.wordBoundary(before: offset))
            assertThrows(message, try rope.wordBoundary(after: offset))
            assertThrows(message, try rope.wordRange(atUTF16: offset))
            assertThrows(message, try rope.wordStart(before: offset))
            assertThrows(message, try rope.wordEnd(after: offset))
            assertThrows(message, try rope.sentenceBoundary(before: offset))
            assertThrows(message, try rope.sentenceBoundary(after: offset))
            assertThrows(message, try rope.sentenceRange(atUTF16: offset))
            assertThrows(message, try rope.lineBreakOpportunity(before: offset))
            assertThrows(message, try rope.lineBreakOpportunity(after: offset))
            assertThrows(message, try rope.isLineBreakOpportunity(offset))
            assertThrows(message, try breaker.rangeOfComposedCharacterSequence(atUTF16: offset))
            assertThrows(message, try breaker.graphemeBoundary(before: offset))
            assertThrows(message, try breaker.graphemeBoundary(after: offset))
            assertThrows(message, try breaker.isGraphemeBoundary(offset))
            assertThrows(message, try breaker.wordBoundary(before: offset))
            assertThrows(message, try breaker.wordBoundary(after: offset))
            assertThrows(message, try breaker.wordRange(atUTF16: offset))
            assertThrows(message, try breaker.wordStart(before: offset))
            assertThrows(message, try breaker.wordEnd(after: offset))
            assertThrows(message, try breaker.sentenceBoundary(before: offset))
            assertThrows(message, try breaker.sentenceBoundary(after: offset))
            assertThrows(message, try breaker.sentenceRange(atUTF16: offset))
            assertThrows(message, try breaker.lineBreakOpportunity(before: offset))
            assertThrows(message, try breaker.lineBreakOpportunity(after: offset))
            assertThrows(message, try breaker.isLineBreakOpportunity(offset))
        }
        XCTAssertEqual(try breaker.rangeOfComposedCharacterSequence(atUTF16: 2), 1..<3)
        breaker.checkInvariants()
    }

    func testRangeQueries_rejectRangesOutsideTheText() {
        let breaker = TextBreaker(rope)
        let messages = [
            "range {-1,1} is out of bounds for length 4", "range {0,5} is out of bounds for length 4",
            "range {4,1} is out of bounds for length 4",
            // An overflowing length is reported as NSNotFound (Int.max), as TextRope reports it.
            "range {\(Int.min),NSNotFound} is out of bounds for length 4",
            "range {\(Int.min),NSNotFound} is out of bounds for length 4",
        ]
        for (range, message) in zip(badRanges, messages) {
            assertThrows(message, try rope.rangeOfComposedCharacterSequences(for: range))
            assertThrows(message, try rope.graphemeCount(in: range))
            assertThrows(message, try rope.displayWidth(of: range))
            assertThrows(message, try rope.lineRange(for: range))
            assertThrows(message, try rope.lineBounds(for: range))
            assertThrows(message, try rope.paragraphRange(for: range))
            assertThrows(message, try rope.paragraphBounds(for: range))
            assertThrows(message, try breaker.rangeOfComposedCharacterSequences(for: range))
            assertThrows(message, try breaker.graphemeCount(in: range))
            assertThrows(message, try breaker.displayWidth(of: range))
        }
        XCTAssertEqual(try breaker.graphemeCount(in: 0..<4), 3)
    }
}
