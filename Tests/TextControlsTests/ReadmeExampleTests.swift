import Foundation
import TextControls
import XCTest

/// The examples of the README and of the TextControls catalogue's landing page, checked: what
/// the comments there say is what happens.
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

    func testTextDocumentExample() throws {
        let document = TextDocument("let x = 1\n")
        let cursor = try document.makeAnchor(at: 8, bias: .after)
        try document.replace(utf16Range: 0..<0, with: "// a comment\n", origin: .remote)
        XCTAssertEqual(document.offset(of: cursor), 21)
        XCTAssertEqual(try document.replaceAll(SearchQuery(literal: "x"), with: "y"), 1)
        XCTAssertEqual(document.text.description, "// a comment\nlet y = 1\n")
    }

    func testPoliciesExample() {
        let policy = TextFieldPolicies.compose(.digits, .maxLength(10))
        let field = TextField(text: "")
        field.delegate = policy
        var changes = 0
        field.addAction(for: .editingChanged) { _ in changes += 1 }
        field.becomeFirstResponder()
        field.type("12a3")
        XCTAssertEqual(field.text, "123")
        XCTAssertEqual(changes, 3)
        final class Recorder: TextFieldDelegate {
            let inner: TextFieldPolicies
            var asked: [NSRange] = []
            init(_ inner: TextFieldPolicies) { self.inner = inner }
            func textField(_ field: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                asked.append(range)
                return inner.textField(field, shouldChangeCharactersIn: range, replacementString: string)
            }
        }
        let recorder = Recorder(policy)
        field.delegate = recorder
        field.deleteBackward()
        XCTAssertEqual(recorder.asked, [NSRange(location: 2, length: 1)])
        XCTAssertEqual(field.text, "12")
        field.delegate = policy
        field.undo()
        XCTAssertEqual(field.text, "123")
        XCTAssertEqual(field.selectedRange, NSRange(location: 3, length: 0))
        field.text = "42"
        XCTAssertFalse(field.canUndo)
    }
}
