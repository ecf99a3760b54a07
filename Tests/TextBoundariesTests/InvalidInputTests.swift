import TextBoundaries
import TextRope
import XCTest

/// Every entry point rejects offsets and ranges outside the text with a `TextRangeError`
/// naming them, and keeps working afterwards.
final class InvalidInputTests: XCTestCase {
    private let rope = TextRope("a😀b")  // 4 units
    private let badOffsets = [-1, 5, Int.max, Int.min]
    private let badRanges = [-1..<0, 0..<5, 4..<5, Int.min..<Int.max, Int.min..<0]

    private func assertThrows<T>(
        _ expected: String, _ body: @autoclosure () throws -> T, _ context: String = "", line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), context, line: line) { error in
            XCTAssertTrue(error is TextRangeError, context, line: line)
            XCTAssertEqual("\(error)", expected, context, line: line)
        }
    }

    private func offsetMessage(_ offset: Int) -> String {
        "UTF-16 offset \(offset == Int.max ? "NSNotFound" : String(offset)) is out of bounds for length 4"
    }

    // Every offset query of `text` throws `message` at `offset`.
    private func assertOffsetQueriesThrow<Text: TextBoundaryQueries>(_ message: String, _ text: Text, _ offset: Int) {
        assertThrows(message, try text.rangeOfComposedCharacterSequence(atUTF16: offset), "\(Text.self)")
        assertThrows(message, try text.graphemeBoundary(before: offset), "\(Text.self)")
        assertThrows(message, try text.graphemeBoundary(after: offset), "\(Text.self)")
        assertThrows(message, try text.isGraphemeBoundary(offset), "\(Text.self)")
        assertThrows(message, try text.wordBoundary(before: offset), "\(Text.self)")
        assertThrows(message, try text.wordBoundary(after: offset), "\(Text.self)")
        assertThrows(message, try text.wordRange(atUTF16: offset), "\(Text.self)")
        assertThrows(message, try text.wordStart(before: offset), "\(Text.self)")
        assertThrows(message, try text.wordEnd(after: offset), "\(Text.self)")
        assertThrows(message, try text.sentenceBoundary(before: offset), "\(Text.self)")
        assertThrows(message, try text.sentenceBoundary(after: offset), "\(Text.self)")
        assertThrows(message, try text.sentenceRange(atUTF16: offset), "\(Text.self)")
        assertThrows(message, try text.lineBreakOpportunity(before: offset), "\(Text.self)")
        assertThrows(message, try text.lineBreakOpportunity(after: offset), "\(Text.self)")
        assertThrows(message, try text.isLineBreakOpportunity(offset), "\(Text.self)")
    }

    func testOffsetQueries_rejectOffsetsOutsideTheText() {
        let breaker = TextBreaker(rope)
        for offset in badOffsets {
            let message = offsetMessage(offset)
            assertOffsetQueriesThrow(message, rope, offset)
            assertOffsetQueriesThrow(message, breaker, offset)
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
