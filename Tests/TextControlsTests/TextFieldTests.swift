import Foundation
import TextControls
import TranscriptVocabulary
import XCTest

/// TextField behaviour as the TextControls article on UIKit behaviour states it: exact delegate
/// calls, events and notifications, in order, with the resulting text and selection.
final class TextFieldTests: XCTestCase {
    func testBeginEditing_sequence() {
        let recorder = Recorder()
        let field = makeField(recorder: recorder)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(recorder.take(), ["shouldBeginEditing -> true", "didBeginEditing", "event editingDidBegin", "notification textDidBeginEditing"])
        XCTAssertTrue(field.isEditing)
        field.checkInvariants()
    }

    func testBeginEditing_refusedByDelegate() {
        let recorder = Recorder()
        recorder.shouldBegin = false
        let field = makeField("x", recorder: recorder)
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertEqual(recorder.take(), ["shouldBeginEditing -> false"])
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.insertText("a"))
        XCTAssertEqual(field.text, "x")
    }

    func testTyping_sequenceAndCaret() {
        let (field, recorder) = editing(TextField())
        field.type("ab")
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {0,0} \"a\" -> true", "didChangeSelection {1,0}", "event editingChanged", "notification textDidChange",
            "shouldChangeCharacters {1,0} \"b\" -> true", "didChangeSelection {2,0}", "event editingChanged", "notification textDidChange",
        ])
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.checkInvariants()
    }

    func testTyping_emojiKeyIsOneCall() {
        let (field, recorder) = editing(TextField())
        field.type("👨‍👩‍👧‍👦🇫🇷")
        XCTAssertEqual(recorder.take().filter { $0.hasPrefix("shouldChange") }, [
            "shouldChangeCharacters {0,0} \"👨‍👩‍👧‍👦\" -> true", "shouldChangeCharacters {11,0} \"🇫🇷\" -> true",
        ])
        XCTAssertEqual(field.graphemeCount, 2)
    }

    func testRejectedEdit_leavesNoEventsAndNoUndoStep() {
        let (field, recorder) = editing(TextField(text: "abc"))
        recorder.shouldChange = false
        XCTAssertFalse(field.insertText("x"))
        field.paste("yz")
        field.deleteBackward()
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {3,0} \"x\" -> false", "shouldChangeCharacters {3,0} \"yz\" -> false",
            "shouldChangeCharacters {2,1} \"\" -> false",
        ])
        XCTAssertEqual(field.text, "abc")
        XCTAssertEqual(field.selectedRange, range(3, 0))
        XCTAssertFalse(field.canUndo)
        field.checkInvariants()
    }

    func testBackspace_deletesWholeClusters() {
        let cases: [(String, NSRange)] = [
            ("x👨‍👩‍👧‍👦", range(1, 11)), ("x🇫🇷", range(1, 4)), ("xe\u{301}", range(1, 2)), ("abc🏻", range(2, 3)),
            ("1\u{FE0F}\u{20E3}", range(0, 3)), ("a\r\n", range(1, 2)),
        ]
        for (text, expected) in cases {
            let (field, recorder) = editing(TextField(text: text))
            field.deleteBackward()
            XCTAssertEqual(recorder.take().first, "shouldChangeCharacters \(Quoting.range(expected)) \"\" -> true", text)
            XCTAssertEqual(field.textRope.utf16Count, text.utf16.count - expected.length, text)
            field.checkInvariants()
        }
    }

    func testBackspace_atStartIsSilent() {
        let (field, recorder) = editing(TextField(text: "ab"), selecting: range(0, 0))
        field.deleteBackward()
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(field.text, "ab")
    }

    func testDeleteForwardAndWord() {
        let (field, recorder) = editing(TextField(text: "hello wörld 😀x"), selecting: range(12, 0))
        field.deleteForward()
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {12,2} \"\" -> true")
        field.moveCaret(.character, by: -1)
        XCTAssertEqual(field.selectedRange, range(11, 0))
        _ = recorder.take()
        field.deleteWordBackward()
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {6,5} \"\" -> true")
        XCTAssertEqual(field.text, "hello  x")
        field.checkInvariants()
    }

    func testMoveCaretByAnyCount_stopsWhereStepsStopMoving() {
        let (field, _) = editing(TextField(text: "ab 😀 cd"), selecting: range(3, 0))
        field.moveCaret(.character, by: Int.max)
        XCTAssertEqual(field.selectedRange, range(8, 0))
        field.moveCaret(.character, by: Int.min)
        XCTAssertEqual(field.selectedRange, range(0, 0))
        field.moveCaret(.word, by: Int.max, extending: true)
        XCTAssertEqual(field.selectedRange, range(0, 8))
        field.moveCaret(.character, by: Int.min + 1, extending: true)
        XCTAssertEqual(field.selectedRange, range(0, 0))
        field.selectedRange = range(5, 0)
        field.moveCaret(.character, by: -2)
        XCTAssertEqual(field.selectedRange, range(2, 0), "two steps back over the 2-unit emoji and the space")
        field.checkInvariants()
    }

    func testReturn_sequenceAndAutomaticReturnKey() {
        let recorder = Recorder()
        let field = makeField(recorder: recorder)
        field.enablesReturnKeyAutomatically = true
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [], "Return is disabled on an empty field")
        field.insertText("a")
        XCTAssertEqual(recorder.lines { field.pressReturn() }, ["shouldReturn -> true", "event editingDidEndOnExit", "event primaryActionTriggered"])
        XCTAssertTrue(field.isEditing, "no exit action registered: the field stays focused")
    }

    func testReturn_withExitTargetResigns() {
        let recorder = Recorder()
        let field = makeField("a", recorder: recorder)
        field.becomeFirstResponder()
        field.addAction(for: .editingDidEndOnExit) { _ in }
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [
            "shouldReturn -> true", "event editingDidEndOnExit", "event primaryActionTriggered", "shouldEndEditing -> true",
            "didEndEditing committed", "event editingDidEnd", "notification textDidEndEditing committed",
        ])
        XCTAssertFalse(field.isEditing)
    }

    func testReturn_refusedAndNewlineKeyIsReturn() {
        let recorder = Recorder()
        recorder.shouldReturn = false
        let field = recorder.editing(TextField(text: "a"))
        field.insertText("\n")
        XCTAssertEqual(recorder.take(), ["shouldReturn -> false"])
        XCTAssertEqual(field.text, "a")
    }

    func testResignFromShouldReturn_works() {
        let recorder = Recorder()
        let field = makeField("a", recorder: recorder)
        recorder.onShouldReturn = { field.resignFirstResponder() }
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [
            "shouldReturn -> true", "shouldEndEditing -> true", "didEndEditing committed", "event editingDidEnd",
            "notification textDidEndEditing committed", "event editingDidEndOnExit", "event primaryActionTriggered",
        ])
        XCTAssertFalse(field.isEditing)
        field.checkInvariants()
    }

    func testDelegateSettingTextInsideShouldChange_leavesConsistentModel() {
        // The classic formatter: set text yourself, return false.
        let recorder = Recorder()
        let field = makeField("12", recorder: recorder)
        recorder.onShouldChange = { field.text = "(12" + "3)" }
        recorder.shouldChange = false
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.insertText("3") }, ["shouldChangeCharacters {2,0} \"3\" -> false"])
        XCTAssertEqual(field.text, "(123)")
        XCTAssertEqual(field.selectedRange, range(5, 0))
        XCTAssertFalse(field.canUndo)
        field.checkInvariants()
        // Even a delegate that changes the text and answers true cannot get a stale range applied.
        recorder.shouldChange = true
        recorder.onShouldChange = { field.text = "" }
        field.insertText("4")
        XCTAssertEqual(field.text, "")
        field.checkInvariants()
    }
}
