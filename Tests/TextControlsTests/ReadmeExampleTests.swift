import Foundation
import TextControls
import XCTest

/// The README's examples, checked: what the comments there say is what happens.
final class ReadmeExampleTests: XCTestCase {
    func testTextRopeExample() throws {
        var text: TextRope = "Hello, 👨‍👩‍👧‍👦!\r\nSecond line"
        try text.replace(utf16Range: 7..<18, with: "world")
        try text.insert("dear ", atUTF16: 7)
        XCTAssertEqual(text.utf16Count, 31)
        XCTAssertEqual(try text.string(utf16Range: 0..<18), "Hello, dear world!")
        XCTAssertEqual(try text.utf16Range(ofLine: 1), 20..<31)
        XCTAssertEqual(try text.unicodeScalarOffset(forUTF16Offset: 20), 20)
        let snapshot = text
        XCTAssertThrowsError(try text.replace(utf16Range: 99..<100, with: "x")) { error in
            XCTAssertEqual("\(error)", "range {99,1} is out of bounds for length 31")
        }
        XCTAssertEqual(snapshot, text)
    }

    func testBoundariesExample() throws {
        let text: TextRope = "Hi 👨‍👩‍👧‍👦! café"
        XCTAssertEqual(try text.rangeOfComposedCharacterSequence(atUTF16: 4), 3..<14)
        XCTAssertEqual(try text.graphemeBoundary(after: 3), 14)
        XCTAssertEqual(try text.wordRange(atUTF16: 17), 16..<20)
        XCTAssertEqual(try text.wordStart(before: 20), 16)
        XCTAssertEqual(TextRope.displayWidth(of: "漢字👍🏽"), 6)
    }

    func testTextFieldExample() {
        final class Coordinator: TextFieldDelegate {
            var asked: [NSRange] = []
            func textField(_ field: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                asked.append(range)
                return !string.contains("@")
            }
            func textFieldShouldReturn(_ field: TextField) -> Bool {
                field.resignFirstResponder()
                return false
            }
        }
        let coordinator = Coordinator()
        let field = TextField(text: "")
        field.delegate = coordinator
        field.clearButtonMode = .whileEditing
        var changes = 0
        field.addAction(for: .editingChanged) { _ in changes += 1 }
        field.becomeFirstResponder()
        field.type("hi 👍🏽")
        XCTAssertEqual(coordinator.asked.count, 4)
        field.deleteBackward()
        XCTAssertEqual(coordinator.asked.last, NSRange(location: 3, length: 4))
        field.setMarkedText("wo", selectedRange: NSRange(location: 2, length: 0))
        field.insertText("我")
        XCTAssertEqual(field.text, "hi 我")
        field.undo()
        XCTAssertEqual(field.text, "hi ")
        field.text = "programmatic"
        XCTAssertEqual(changes, 8)
        XCTAssertFalse(field.canUndo)
        field.pressReturn()
        XCTAssertFalse(field.isEditing)
        let policies = TextFieldPolicies.compose(.digits, .maxLength(10))
        field.delegate = policies
        field.becomeFirstResponder()
        field.paste("0123456789012")
        XCTAssertEqual(field.text, "programmatic", "the whole text is already past 10: nothing more fits")
    }
}
