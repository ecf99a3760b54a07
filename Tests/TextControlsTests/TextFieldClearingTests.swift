import Foundation
import TextControls
import XCTest

/// What a TextField clears and when: the clear button, clearing on begin editing and on
/// insertion, and a secure field wiping its text on the first edit after refocus.
final class TextFieldClearingTests: XCTestCase {
    func testClearButtonVisibility_allModes() {
        let expectations: [(TextField.ViewMode, editing: Bool, empty: Bool, visible: Bool)] = [
            (.never, false, false, false), (.never, true, false, false), (.never, false, true, false), (.never, true, true, false),
            (.whileEditing, false, false, false), (.whileEditing, true, false, true), (.whileEditing, false, true, false), (.whileEditing, true, true, false),
            (.unlessEditing, false, false, true), (.unlessEditing, true, false, false), (.unlessEditing, false, true, false), (.unlessEditing, true, true, false),
            (.always, false, false, true), (.always, true, false, true), (.always, false, true, false), (.always, true, true, false),
        ]
        for (mode, editing, empty, visible) in expectations {
            let field = TextField(text: empty ? "" : "abc")
            field.clearButtonMode = mode
            if editing { field.becomeFirstResponder() }
            XCTAssertEqual(field.isClearButtonVisible, visible, "\(mode) editing \(editing) empty \(empty)")
        }
    }

    func testClearButton_sequence() {
        let recorder = Recorder()
        let field = makeField("abc", recorder: recorder)
        field.clearButtonMode = .whileEditing
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.tapClearButton() }, ["shouldClear -> true", "didChangeSelection {0,0}", "event editingChanged", "notification textDidChange"])
        XCTAssertEqual(field.text, "")
        field.tapClearButton()  // hidden now: nothing
        XCTAssertEqual(recorder.take(), [])
    }

    func testClearButton_refused() {
        let recorder = Recorder()
        recorder.shouldClear = false
        let field = makeField("abc", recorder: recorder)
        field.clearButtonMode = .always
        field.tapClearButton()
        XCTAssertEqual(recorder.take(), ["shouldClear -> false"])
        XCTAssertEqual(field.text, "abc")
        XCTAssertFalse(field.isEditing)
    }

    func testClearsOnBeginEditing_shouldClearFalseKeepsText() {
        let recorder = Recorder()
        recorder.shouldClear = false
        let field = makeField("abc", recorder: recorder)
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.take(), ["shouldBeginEditing -> true", "shouldClear -> false", "didBeginEditing", "event editingDidBegin", "notification textDidBeginEditing"])
        XCTAssertEqual(field.text, "abc")
    }

    func testClearsOnBeginEditing_clears() {
        let recorder = Recorder()
        let field = makeField("abc", recorder: recorder)
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.take(), [
            "shouldBeginEditing -> true", "shouldClear -> true", "didChangeSelection {0,0}", "event editingChanged",
            "notification textDidChange", "didBeginEditing", "event editingDidBegin", "notification textDidBeginEditing",
        ])
        XCTAssertEqual(field.text, "")
    }

    func testClearsOnInsertion_firstInsertionReplacesAll() {
        let recorder = Recorder()
        let field = makeField("old", recorder: recorder)
        field.becomeFirstResponder()
        field.clearsOnInsertion = true
        _ = recorder.take()
        field.insertText("n")
        field.insertText("e")
        XCTAssertEqual(field.text, "ne")
        XCTAssertFalse(field.clearsOnInsertion)
        XCTAssertEqual(recorder.appliedSources, [.clearOnInsertion, .typing])
    }

    func testSecureField_reEditWipesOldText() {
        let recorder = Recorder()
        let field = makeField("secret", recorder: recorder)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        _ = recorder.take()
        field.insertText("x")
        // The delegate sees the ordinary caret range; the whole old text goes.
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {6,0} \"x\" -> true")
        XCTAssertEqual(field.text, "x")
        field.insertText("y")
        XCTAssertEqual(field.text, "xy")
        field.resignFirstResponder()
        field.becomeFirstResponder()
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(recorder.appliedSources, [.secureWipe, .typing, .secureWipe])
        XCTAssertFalse(field.copy())
    }

    func testSecureField_backspaceAtTheStart_wipesTheText() {
        let recorder = Recorder()
        let field = makeField(recorder: recorder)
        field.text = "secret"
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.selectedRange = range(0, 0)
        _ = recorder.take()
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.selectedRange, range(0, 0))
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {0,0} \"\" -> true", "event editingChanged", "notification textDidChange"])
        XCTAssertEqual(recorder.appliedSources, [.programmatic, .secureWipe])
        field.text = "again"
        field.selectedRange = range(0, 0)
        field.deleteBackward()
        XCTAssertEqual(field.text, "again", "only the first edit after refocus wipes")
        XCTAssertEqual(recorder.take(), [], "a backspace at the start is not asked about")
    }

    func testSecureField_clearsOnInsertion_isTheFirstEditThatDiscardsTheText() {
        let recorder = Recorder()
        let field = makeField("secret", recorder: recorder)
        field.isSecureTextEntry = true
        field.clearsOnInsertion = true
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(field.text, "x")
        field.insertText("y")
        XCTAssertEqual(field.text, "xy", "only the first insertion after refocus discards the text")
        XCTAssertFalse(field.secureWipePending)
        XCTAssertEqual(recorder.appliedSources, [.clearOnInsertion, .typing])
    }
}
