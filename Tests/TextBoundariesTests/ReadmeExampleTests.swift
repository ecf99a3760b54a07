import TextBoundaries
import TextRope
import XCTest

/// The README's TextBoundaries example, line by line, with the values its comments give.
final class ReadmeExampleTests: XCTestCase {
    func testTheReadmeExample() throws {
        let text: TextRope = "Hi 👨‍👩‍👧‍👦! café"
        XCTAssertEqual(try text.rangeOfComposedCharacterSequence(atUTF16: 4), 3..<14)
        XCTAssertEqual(try text.wordRange(atUTF16: 17), 16..<20)
        XCTAssertEqual(try text.graphemeBoundary(after: 3), 14)
        XCTAssertEqual(try text.boundary(.sentence, after: 0), 16)
        XCTAssertEqual(TextRope.displayWidth(of: "漢字👍🏽"), 6)
    }
}
