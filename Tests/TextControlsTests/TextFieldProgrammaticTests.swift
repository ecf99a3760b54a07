import Foundation
import TextControls
import XCTest

/// A TextField disabled, through the pasteboard and through its programmatic API: silent changes,
/// bad ranges refused, and the multi-range delegate form.
final class TextFieldProgrammaticTests: XCTestCase {
    func testDisabledField_ignoresUserActions() {
        let field = TextField(text: "abc")
        field.becomeFirstResponder()
        field.isEnabled = false
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.becomeFirstResponder())
        field.deleteBackward()
        XCTAssertEqual(field.text, "abc")
    }

    func testCutCopyPaste() {
        let recorder = Recorder()
        let field = makeField("hello world", recorder: recorder)
        field.pasteboard = Pasteboard()
        field.becomeFirstResponder()
        try? field.select(range(0, 5))
        _ = recorder.take()
        XCTAssertTrue(field.copy())
        XCTAssertEqual(recorder.take(), [], "copy asks nobody")
        XCTAssertTrue(field.cut())
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {0,5} \"\" -> true", "didChangeSelection {0,0}", "event editingChanged", "notification textDidChange"])
        field.moveCaret(to: .documentEnd)
        field.paste()
        XCTAssertEqual(field.text, " worldhello")
        XCTAssertEqual(recorder.appliedSources, [.cut, .paste])
    }

    func testProgrammaticAPI_isSilent() throws {
        let recorder = Recorder()
        let field = makeField("abc", recorder: recorder)
        field.becomeFirstResponder()
        field.type("d")
        _ = recorder.take()
        field.text = "xyz"
        try field.replaceCharacters(in: range(0, 1), with: "Q")
        field.selectedRange = range(1, 1)
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(field.text, "Qyz")
        XCTAssertEqual(field.selectedRange, range(1, 1))
        XCTAssertFalse(field.canUndo, "programmatic text clears undo")
        XCTAssertEqual(recorder.appliedSources.suffix(2), [.programmatic, .programmatic])
    }

    func testSettingEmptyTextOverEmptyText_stillClearsUndoAndRedo() {
        let (field, recorder) = editing(TextField(text: ""))
        field.type("ab")
        field.deleteBackward()
        field.deleteBackward()
        XCTAssertEqual((field.text, field.canUndo, field.canRedo) == ("", true, false), true)
        XCTAssertEqual(recorder.lines { field.text = "" }, [], "silent, as any set")
        XCTAssertEqual(recorder.appliedSources.last, .programmatic, "the delegate still judged the set")
        XCTAssertEqual(field.selectedRange, range(0, 0))
        XCTAssertFalse(field.canUndo, "setting the text ends the history even when it changes nothing")
        XCTAssertFalse(field.undo())
        XCTAssertEqual(field.text, "")

        field.type("c")
        XCTAssertTrue(field.undo())
        XCTAssertEqual((field.text, field.canUndo, field.canRedo) == ("", false, true), true)
        field.setTextRope(TextRope())
        XCTAssertFalse(field.canRedo)
        XCTAssertFalse(field.redo())
        XCTAssertEqual(field.text, "")
        field.checkInvariants()
    }

    func testRefusedEmptySetOverEmptyText_keepsTheHistory() {
        let (field, recorder) = editing(TextField(text: ""))
        field.type("a")
        field.deleteBackward()
        recorder.decide = { $0.source == .programmatic ? .reject : .accept }
        field.text = ""
        XCTAssertTrue(field.canUndo, "a set the delegate rejected is not a set")
        recorder.decide = { _ in .accept }
        field.validator = RefusesEverything()
        field.text = ""
        XCTAssertTrue(field.canUndo, "nor is one the validator refused")
        field.validator = nil
        XCTAssertTrue(field.undo())
        XCTAssertEqual(field.text, "a")
        field.checkInvariants()
    }

    func testEmptySetWhileAskedAboutAnUndo_makesTheUndoStale() {
        let (field, recorder) = editing(TextField(text: ""))
        field.type("a")
        field.deleteBackward()
        recorder.decide = { edit in
            if edit.source == .undo { field.text = "" }
            return .accept
        }
        XCTAssertFalse(field.undo(), "the step being undone belonged to the history the set ended")
        XCTAssertEqual(field.text, "")
        XCTAssertFalse(field.canUndo)
        XCTAssertFalse(field.canRedo)
        field.checkInvariants()
    }

    func testSetTextRope_isSilent_andReadsLoneSurrogatesAsReplacementCharacters() throws {
        let (field, recorder) = editing(TextField(text: "abc"))
        field.setTextRope(TextRope(utf16CodeUnits: [0x61, 0xD83D, 0x62]))
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(try field.textRope.utf16CodeUnits(in: 0..<3), [0x61, 0xFFFD, 0x62])
        XCTAssertEqual(field.selectedRange, range(3, 0))
        XCTAssertEqual(recorder.appliedSources.last, .programmatic)
        field.checkInvariants()
    }

    func testProgrammaticInsertion_replacesNothing() throws {
        let field = TextField(text: "abcdef")
        try field.replaceCharacters(in: range(2, 0), with: "XY")
        XCTAssertEqual(field.text, "abXYcdef")
        XCTAssertEqual(field.selectedRange, range(4, 0))
        let accented = TextField(text: "ae\u{301}b")
        try accented.replaceCharacters(in: range(2, 0), with: "Z")
        XCTAssertEqual(accented.text, "ae\u{301}Zb", "an insertion point inside a cluster moves to its end")
        accented.checkInvariants()
    }

    func testProgrammaticRange_splittingClusterIsWidened() throws {
        let field = TextField(text: "a😀b")
        try field.replaceCharacters(in: range(2, 1), with: "X")
        XCTAssertEqual(field.text, "aXb")
        field.selectedRange = range(2, 0)
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.text = "a😀b"
        field.selectedRange = range(2, 0)
        XCTAssertEqual(field.selectedRange, range(3, 0), "a caret inside a cluster moves to its end")
        field.checkInvariants()
    }

    func testBadRanges_throwAndChangeNothing() {
        let field = TextField(text: "abc")
        field.becomeFirstResponder()
        let before = (field.text, field.selectedRange, field.canUndo)
        for bad in [range(9, 2), range(-1, 1), range(NSNotFound, 0), range(2, Int.max), range(1, -1)] {
            XCTAssertThrowsError(try field.replaceCharacters(in: bad, with: "x")) { error in
                XCTAssertEqual(error as? TextRangeError, .rangeOutOfBounds(location: bad.location, length: bad.length, textLength: 3))
            }
            XCTAssertThrowsError(try field.setSelectedRange(bad))
            XCTAssertThrowsError(try field.userReplace(bad, with: "x"))
            XCTAssertThrowsError(try field.select(bad))
            field.selectedRange = bad
            XCTAssertEqual((field.text, field.selectedRange, field.canUndo) == before, true)
        }
        XCTAssertEqual("\(TextRangeError.rangeOutOfBounds(location: 9, length: 2, textLength: 3))", "range {9,2} is out of bounds for length 3")
        XCTAssertThrowsError(try field.drop("x", at: 4))
        field.checkInvariants()
    }

    func testMultiRangeDelegate_calledInsteadOfSingle() throws {
        let delegate = RangesRecorder()
        let field = TextField(text: "abcdef")
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(delegate.calls.count, 1)
        XCTAssertEqual(delegate.calls[0].0, [range(6, 0)])
        try field.userReplace([range(4, 1), range(0, 2)], with: "Z")
        XCTAssertEqual(delegate.calls[1].0, [range(0, 2), range(4, 1)])
        XCTAssertEqual(field.text, "Zcdfx")
        XCTAssertEqual(field.selectedRange, range(1, 0))
        XCTAssertEqual(delegate.singleCalls, 0)
        XCTAssertTrue(field.undo())
        XCTAssertEqual(field.text, "abcdefx")
        field.checkInvariants()
    }

    func testMultiRangeReplace_overlappingRangesThrowAndChangeNothing() throws {
        let (field, recorder) = editing(TextField(text: "ab😀cdef"), selecting: range(1, 0))
        // Snapped outward to whole clusters (the emoji is 2..<4): {3,2} becomes {2,3}, {0,3} {0,4}.
        XCTAssertThrowsError(try field.userReplace([range(3, 2), range(0, 3)], with: "Z")) { error in
            XCTAssertEqual(error as? TextRangeError, .overlappingRanges(location: 2, length: 3, otherLocation: 0, otherLength: 4))
            XCTAssertEqual("\(error)", "range {2,3} overlaps range {0,4}")
        }
        XCTAssertEqual(field.text, "ab😀cdef")
        XCTAssertEqual(field.selectedRange, range(1, 0))
        XCTAssertEqual(recorder.take(), [])
        XCTAssertFalse(field.canUndo)
        field.checkInvariants()
    }

    func testMultiRangeDelegate_keepsTheRangesItWasGiven() {
        // The field reuses one array for single-range edits; one a delegate keeps must not change.
        let delegate = RangesRecorder()
        let field = TextField(text: "abcdef")
        field.delegate = delegate
        field.becomeFirstResponder()
        field.type("xyz")
        field.deleteBackward()
        XCTAssertEqual(delegate.calls.map(\.0), [[range(6, 0)], [range(7, 0)], [range(8, 0)], [range(8, 1)]])
        XCTAssertEqual(delegate.calls.map(\.1), ["x", "y", "z", ""])
        XCTAssertEqual(field.text, "abcdefxy")
    }

    func testNoRetainCycles_delegateIsWeak() {
        weak var weakField: TextField?
        weak var weakDelegate: Recorder?
        do {
            let field = TextField(text: "x")
            let recorder = Recorder()
            recorder.attach(field)
            field.addAction(for: .editingChanged) { field in _ = field.text }
            field.becomeFirstResponder()
            field.type("yz")
            weakField = field
            weakDelegate = recorder
        }
        XCTAssertNil(weakField)
        XCTAssertNil(weakDelegate)
    }
}

// Finds every text invalid.
private struct RefusesEverything: TextValidator {
    func validate(_ text: String) -> ValidationState { .invalid }
}
