import Foundation
import TextControls
import XCTest

/// Edits at the edges of the pipeline: an edit that changes nothing, a user replacement while
/// not editing, and undo ranges that would split a grapheme cluster of the text as it is now.
final class EditEdgeTests: XCTestCase {
    func testInsertingNothing_asksTheDelegateButAppliesAndAnnouncesNothing() {
        let (field, recorder) = editing(TextField(text: "ab"))
        XCTAssertFalse(field.insertText(""), "allowed, but nothing was applied")
        XCTAssertFalse(field.paste(""))
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {2,0} \"\" -> true", "shouldChangeCharacters {2,0} \"\" -> true"])
        XCTAssertFalse(field.canUndo)
        field.selectedRange = range(0, 1)
        _ = recorder.take()
        XCTAssertTrue(field.insertText(""), "with a selection, inserting nothing deletes it")
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {0,1} \"\" -> true", "didChangeSelection {0,0}", "event editingChanged",
            "notification textDidChange",
        ])
        XCTAssertEqual(field.text, "b")
        field.checkInvariants()

        for control: TextInputModel in [TextView(text: "ab"), SearchBar(text: "ab")] {
            recorder.editing(control).insertText("")
            XCTAssertEqual(recorder.take(), ["shouldChangeText {2,0} \"\" -> true"], "\(type(of: control))")
        }
    }

    func testReplacingSeveralEmptyRangesByNothing_changesNothing() throws {
        // Found in review: the covering range of {0,0} and {2,0} is {0,2}, which is not empty.
        let (field, recorder) = editing(TextField(text: "abcd"), selecting: range(0, 0))
        XCTAssertFalse(try field.userReplace([range(0, 0), range(2, 0)], with: ""))
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {0,0} \"\" -> true"])
        XCTAssertEqual(field.text, "abcd")
        XCTAssertFalse(field.canUndo)
    }

    func testMarkingNothing_withNothingMarked_changesNothing() {
        let (field, recorder) = editing(TextField(text: "ab"))
        XCTAssertFalse(field.setMarkedText("", selectedRange: range(0, 0)))
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {2,0} \"\" -> true"])
        XCTAssertNil(field.markedRange)
    }

    func testCompositionEmptiedWhereItBegan_leavesNoUndoStep() {
        // Found by the field fuzzer: the composition's merged step replaced nothing by nothing,
        // and its undo, an edit that changes nothing, was refused.
        let field = TextField()
        field.becomeFirstResponder()
        field.insertText("x")
        field.setMarkedText("a", selectedRange: range(1, 0))
        field.setMarkedText("", selectedRange: range(0, 0))
        XCTAssertEqual(field.text, "x")
        XCTAssertTrue(field.canUndo, "the typing step is still there")
        assertOneUndoStep(field, undoesTo: "", redoesTo: "x")
    }

    func testUserReplace_outsideEditing_doesNothing() throws {
        let recorder = Recorder()
        let field = TextField(text: "teh")
        recorder.attach(field)
        XCTAssertFalse(try field.userReplace(range(0, 3), with: "the"), "autocorrect happens only while editing")
        XCTAssertEqual(field.text, "teh")
        XCTAssertEqual(recorder.take(), [])
        XCTAssertThrowsError(try field.userReplace(range(2, 5), with: "x"), "a bad range still throws") { error in
            XCTAssertEqual("\(error)", "range {2,5} is out of bounds for length 3")
        }
        field.becomeFirstResponder()
        XCTAssertTrue(try field.userReplace(range(0, 3), with: "the"))
        XCTAssertEqual(field.text, "the")
    }

    func testUndoOfACombiningMark_sendsTheWholeCluster() {
        // "a" + U+0301 is one cluster: the undo step's range {1,1} is widened to {0,2}, and "a"
        // goes back with the removed nothing; redo puts the mark back over the cluster "a".
        let (field, recorder) = editing(TextField(text: "ab"))
        field.selectedRange = range(1, 0)
        XCTAssertTrue(field.insertText("\u{301}"))
        XCTAssertEqual(field.text, "a\u{301}b")
        _ = recorder.take()
        XCTAssertTrue(field.undo())
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {0,2} \"a\" -> true")
        XCTAssertEqual(field.text, "ab")
        XCTAssertTrue(field.redo())
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {0,1} \"a\u{301}\" -> true")
        XCTAssertEqual(field.text, "a\u{301}b")
        XCTAssertTrue(field.undo())
        XCTAssertEqual(field.text, "ab")
        field.checkInvariants()
    }

    func testUndoOfADeletionThatJoinedAFlag_sendsTheWholeFlag() {
        // Deleting "x" between two regional indicators joins them into one flag: putting it
        // back at offset 2 would split the flag, so the undo replaces the flag as a whole.
        let f = "\u{1F1EB}", r = "\u{1F1F7}"
        let (field, recorder) = editing(TextField(text: f + "x" + r))
        field.selectedRange = range(2, 1)
        field.deleteBackward()
        XCTAssertEqual(field.text, f + r)
        XCTAssertEqual(field.graphemeCount, 1)
        _ = recorder.take()
        XCTAssertTrue(field.undo())
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {0,4} \"\(f)x\(r)\" -> true")
        XCTAssertEqual(field.text, f + "x" + r)
        XCTAssertEqual(field.selectedRange, range(2, 1), "the selection comes back as it was")
        XCTAssertTrue(field.redo())
        XCTAssertEqual(field.text, f + r)
        field.checkInvariants()
    }
}
