import Foundation
import TextControls
import XCTest

/// Undo and redo: coalescing, delegate consultation with the inverse range,
/// selection restoring, and history cleared by programmatic changes.
final class UndoTests: XCTestCase {
    func testTypingCoalescesIntoOneStep() {
        let (field, recorder) = editing(TextField(text: "hi "))
        field.type("abc")
        _ = recorder.take()
        XCTAssertTrue(field.undo())
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {3,3} \"\" -> true", "didChangeSelection {3,0}", "event editingChanged", "notification textDidChange"])
        XCTAssertEqual(field.text, "hi ")
        XCTAssertFalse(field.canUndo)
        assertRedo(field, leaves: "hi abc", selection: range(6, 0))
        field.checkInvariants()
    }

    func testEditsThatChangeNoText_leaveNothingToUndo() throws {
        let recorder = Recorder()
        let field = recorder.editing(TextField())
        field.insertText("")
        field.paste("")
        try field.drop("", at: 0)
        try field.userReplace(range(0, 0), with: "")
        field.setMarkedText("", selectedRange: range(0, 0))
        XCTAssertFalse(field.canUndo)
        field.type("ab")
        field.insertText("")
        assertUndo(field, leaves: "", "the empty insertion did not become the step to undo")
        field.checkInvariants()
    }

    func testCaretMoveBreaksCoalescing() {
        let recorder = Recorder()
        let field = recorder.editing(TextField())
        field.type("ab")
        field.moveCaret(.character, by: -1)
        field.moveCaret(.character, by: 1)
        field.type("cd")
        assertUndo(field, leaves: "ab")
        assertUndo(field, leaves: "")
    }

    func testEditKindChangeBreaksCoalescing() {
        let recorder = Recorder()
        let field = recorder.editing(TextField())
        field.type("abc")
        field.deleteBackward()
        field.deleteBackward()
        field.type("X")
        XCTAssertEqual(field.text, "aX")
        assertUndo(field, leaves: "a")
        assertUndo(field, leaves: "abc", selection: range(3, 0), "both backspaces are one step")
        assertUndo(field, leaves: "")
        field.checkInvariants()
    }

    func testBackspacesAndForwardDeletes_eachCoalesce_andUndoRestoresTheirTextInOrder() {
        let recorder = Recorder()
        let field = recorder.editing(TextField(text: "ab👨‍👩‍👧cdef"))
        field.selectedRange = range(11, 0)
        field.deleteBackward()
        field.deleteBackward()
        field.deleteBackward()
        XCTAssertEqual(field.text, "adef")
        field.deleteForward()
        field.deleteForward()
        XCTAssertEqual(field.text, "af")
        assertUndo(field, leaves: "adef", selection: range(1, 0), "both forward deletes are one step")
        assertUndo(field, leaves: "ab👨‍👩‍👧cdef", selection: range(11, 0), "the three backspaces are one step, their text back in order")
        assertRedo(field, leaves: "adef")
        field.checkInvariants()
    }

    func testPasteIsItsOwnStep_andRestoresSelection() throws {
        let recorder = Recorder()
        let field = recorder.editing(TextField(text: "hello"))
        try field.select(range(1, 3))
        field.type("E")
        field.paste("PASTE")
        XCTAssertEqual(field.text, "hEPASTEo")
        assertUndo(field, leaves: "hEo", selection: range(2, 0))
        assertUndo(field, leaves: "hello", selection: range(1, 3), "undo restores the selection the edit replaced")
    }

    func testExplicitBreak() {
        let recorder = Recorder()
        let field = recorder.editing(TextField())
        field.type("ab")
        field.breakUndoCoalescing()
        field.type("cd")
        assertUndo(field, leaves: "ab")
    }

    func testRejectedUndoDropsTheStep() {
        let (field, recorder) = editing(TextField())
        field.type("ab")
        recorder.shouldChange = false
        XCTAssertFalse(field.undo())
        XCTAssertEqual(field.text, "ab")
        XCTAssertFalse(field.canUndo)
        XCTAssertFalse(field.canRedo)
    }

    func testRejectedUndoDropsOlderStepsToo() {
        // Older steps assume the refused one was undone: applying them would hit the wrong text.
        let (field, recorder) = editing(TextField(text: "abc"))
        field.type("d")
        field.moveCaret(to: .documentStart)
        field.type("e")
        recorder.shouldChange = false
        XCTAssertFalse(field.undo())
        recorder.shouldChange = true
        XCTAssertFalse(field.undo())
        XCTAssertEqual(field.text, "eabcd")
        field.checkInvariants()
    }

    func testSubstitutedUndo_dropsOlderSteps() {
        // Found by the `field` fuzzer: after an undo applied as a shorter substitute, the older
        // step still covered "ÜBER" in a one-unit text (checkInvariants trapped; undo of it could
        // only hit the wrong text).
        let (field, recorder) = editing(TextField())
        field.paste("ÜBER")
        field.selectAll()
        field.deleteBackward()
        recorder.substituting(only: .undo) {
            $0.replacement = "Ü"
            $0.selectionAfter = range(1, 0)
        }
        assertUndo(field, leaves: "Ü")
        XCTAssertFalse(field.canUndo, "the paste step assumed the undo restored \"ÜBER\"")
        field.checkInvariants()
        recorder.decide = { _ in .accept }
        XCTAssertTrue(field.redo(), "the substitute's own step can be redone")
        XCTAssertEqual(field.text, "")
        assertUndo(field, leaves: "Ü")
    }

    func testSubstitutedRedo_dropsOlderRedoSteps() {
        let (field, recorder) = editing(TextField())
        field.type("a")
        field.paste("b")
        field.undo()
        assertUndo(field, leaves: "")
        recorder.substituting(only: .redo) {
            $0.replacement = "xyz"
            $0.selectionAfter = range(3, 0)
        }
        assertRedo(field, leaves: "xyz")
        XCTAssertFalse(field.canRedo, "the paste step assumed the redo restored \"a\"")
        recorder.decide = { _ in .accept }
        assertUndo(field, leaves: "")
        field.checkInvariants()
    }

    func testProgrammaticTextClearsHistory() {
        let recorder = Recorder()
        let field = recorder.editing(TextField())
        field.type("ab")
        field.undo()
        XCTAssertTrue(field.canRedo)
        field.text = "new"
        XCTAssertFalse(field.canUndo)
        XCTAssertFalse(field.canRedo)
        XCTAssertFalse(field.undo())
    }

    func testUndoOfRejectedPaste_isImpossible() {
        // UIKit registers the refused paste; undoing it asks the delegate with a range past the
        // end and, if allowed, raises NSRangeException. Here nothing is registered at all.
        let policies = TextFieldPolicies.maxLength(5)
        let field = TextField(text: "")
        field.delegate = policies
        field.becomeFirstResponder()
        field.type("abc")
        field.breakUndoCoalescing()
        field.paste("0123456789")
        XCTAssertEqual(field.text, "abc01", "the paste was truncated to fit")
        assertUndo(field, leaves: "abc")
        assertUndo(field, leaves: "")
        XCTAssertFalse(field.undo())
        field.checkInvariants()
    }

    func testFormatterRewritingKeepsUndoConsistent() {
        let policies = TextFieldPolicies.pattern("(###) ###-####")
        let field = TextField()
        field.delegate = policies
        field.becomeFirstResponder()
        field.type("5551234")
        XCTAssertEqual(field.text, "(555) 123-4")
        while field.undo() {}
        XCTAssertEqual(field.text, "")
        while field.redo() {}
        XCTAssertEqual(field.text, "(555) 123-4")
        field.checkInvariants()
    }

    func testHistoryHoldsOnlyWhatWasEdited() {
        // Typing in a large document keeps steps of a few units, not document copies: each undo
        // step restores exactly its range.
        let big = String(repeating: "0123456789", count: 10_000)
        let field = TextField(text: big)
        field.becomeFirstResponder()
        field.selectedRange = range(50_000, 0)
        field.type("xyz")
        field.moveCaret(.character, by: 1)
        field.deleteBackward()
        field.undo()
        assertUndo(field, leaves: big)
    }
}
