import Foundation
import TextControls
import XCTest

/// A TextField ending editing, and focus moving between the fields of one scope, also when
/// delegates change focus from inside their calls.
final class TextFieldFocusTests: XCTestCase {
    func testEndEditing_refusedUnlessForced() {
        let recorder = Recorder()
        recorder.shouldEnd = false
        let field = recorder.editing(TextField())
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.endEditing(force: true))
        XCTAssertEqual(recorder.take(), [
            "shouldEndEditing -> false", "shouldEndEditing -> false", "didEndEditing committed", "event editingDidEnd",
            "notification textDidEndEditing committed",
        ])
    }

    func testFocusMovesBetweenFieldsOfOneScope() {
        let scope = FocusScope()
        let first = TextField(text: "", focusScope: scope)
        let second = TextField(text: "", focusScope: scope)
        let firstRecorder = Recorder()
        firstRecorder.attach(first)
        first.becomeFirstResponder()
        scope.checkInvariants()
        firstRecorder.shouldEnd = false
        XCTAssertFalse(second.becomeFirstResponder(), "the editing field refused to let go")
        scope.checkInvariants()
        firstRecorder.shouldEnd = true
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(first.isEditing)
        XCTAssertTrue(scope.firstResponder === second)
        first.checkInvariants()
        second.checkInvariants()
        scope.checkInvariants()
    }

    /// Delegates that call back into the controls while they are asked to let editing begin or
    /// end: at most one control of a scope edits afterwards, a disabled one never, and nobody is
    /// told twice.
    func testReentrantFocusChanges_keepOneEditingControlPerScope() {
        let scope = FocusScope()
        let a = TextField(text: "a", focusScope: scope)
        let b = TextField(text: "b", focusScope: scope)
        let c = TextField(text: "c", focusScope: scope)
        let delegates = [a, b, c].map { field in
            let delegate = ReentrantDelegate()
            field.delegate = delegate
            return delegate
        }
        func check(_ context: String) {
            XCTAssertLessThanOrEqual([a, b, c].filter(\.isEditing).count, 1, context)
            for field in [a, b, c] { field.checkInvariants() }
            scope.checkInvariants()
        }

        a.becomeFirstResponder()
        delegates[0].onShouldEnd = { c.becomeFirstResponder() }
        XCTAssertFalse(b.becomeFirstResponder(), "c began editing while a was asked to end: b does not")
        XCTAssertEqual([a.isEditing, b.isEditing, c.isEditing], [false, false, true])
        XCTAssertTrue(scope.firstResponder === c)
        check("focus moved to c meanwhile")

        delegates[2].onShouldEnd = { b.isEnabled = false }
        XCTAssertFalse(b.becomeFirstResponder(), "b was disabled while c was asked to end")
        XCTAssertFalse(b.isEditing)
        check("b disabled meanwhile")

        b.isEnabled = true
        a.becomeFirstResponder()
        delegates[0].onShouldEnd = { b.becomeFirstResponder() }
        delegates[1].beganEditing = 0
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertEqual(delegates[1].beganEditing, 1, "b was told once that it began editing")
        XCTAssertTrue(b.isEditing)
        check("b focused itself meanwhile")

        delegates[1].onShouldEnd = { b.resignFirstResponder() }
        delegates[1].endedEditing = 0
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertEqual(delegates[1].endedEditing, 1, "b was told once that it ended editing")
        XCTAssertFalse(b.isEditing)
        check("b resigned itself meanwhile")
    }
}

// Runs `onShouldEnd` (once) when asked whether editing may end, and counts the announcements.
private final class ReentrantDelegate: TextFieldDelegate {
    var onShouldEnd: (() -> Void)?
    var beganEditing = 0
    var endedEditing = 0

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        let action = onShouldEnd
        onShouldEnd = nil
        action?()
        return true
    }

    func textFieldDidBeginEditing(_ textField: TextField) { beganEditing += 1 }

    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { endedEditing += 1 }
}
