import Foundation
import TextControls
import XCTest

/// TextView behaviour: its delegate's calls in order, Return as "\n", backspace at the start,
/// vertical movement.
final class TextViewTests: XCTestCase {
    func testBeginAndTypeSequence() {
        let recorder = Recorder()
        let view = TextView()
        recorder.attach(view)
        view.becomeFirstResponder()
        view.insertText("a")
        XCTAssertEqual(recorder.take(), [
            "shouldBeginEditing -> true", "didBeginEditing", "notification textDidBeginEditing",
            "shouldChangeText {0,0} \"a\" -> true", "didChangeSelection {1,0}", "didChange", "notification textDidChange",
        ])
    }

    // The recorder writes text as the REPL does: control characters and the line separators
    // escaped, so that each call stays one line.
    func testRecordedTextEscapesLikeTheREPL() {
        let (view, recorder) = editing(TextView())
        view.insertText("a\u{2028}\u{7}\t\"")
        XCTAssertEqual(recorder.take().first, #"shouldChangeText {0,0} "a\u{2028}\u{0007}\t\"" -> true"#)
    }

    func testReturnInsertsNewlineThroughDelegate() {
        let (view, recorder) = editing(TextView(text: "ab"))
        view.pressReturn()
        XCTAssertEqual(recorder.take().first, "shouldChangeText {2,0} \"\\n\" -> true")
        XCTAssertEqual(view.text, "ab\n")
        recorder.shouldChange = false
        view.pressReturn()
        XCTAssertEqual(view.text, "ab\n", "the Done-key trick: answering false suppresses the newline")
    }

    func testBackspaceInEmptyViewAsksWithZeroRange() {
        let (view, recorder) = editing(TextView())
        view.deleteBackward()
        XCTAssertEqual(recorder.take(), ["shouldChangeText {0,0} \"\" -> true"], "no didChange follows")
        XCTAssertEqual(view.text, "")
    }

    func testProgrammaticSelectionAnnouncesSelectionChange() {
        let (view, recorder) = editing(TextView(text: "abc"))
        view.selectedRange = range(1, 1)
        view.text = "xyz"
        XCTAssertEqual(recorder.take(), ["didChangeSelection {1,1}"], "text = is silent; selectedRange = is announced")
    }

    func testUpDownKeepGoalColumnInDisplayColumns() throws {
        // Line 1: "abcdef", line 2: "中文" (4 columns), line 3: "abcdefgh".
        let view = TextView(text: "abcdef\n中文\nabcdefgh")
        view.becomeFirstResponder()
        view.selectedRange = range(5, 0)  // column 5 on line 1
        view.moveCaret(.line, by: 1)
        XCTAssertEqual(view.selectedRange, range(9, 0), "line 2 is only 4 columns wide: caret at its end")
        view.moveCaret(.line, by: 1)
        XCTAssertEqual(view.selectedRange, range(15, 0), "back to column 5 on line 3")
        view.moveCaret(.line, by: -1)
        view.moveCaret(.line, by: -1)
        XCTAssertEqual(view.selectedRange, range(5, 0))
        view.moveCaret(.line, by: -1)
        XCTAssertEqual(view.selectedRange, range(0, 0), "up from the first line goes to the start")
        view.selectedRange = range(8, 0)  // after 中: column 2
        view.moveCaret(.line, by: 1)
        XCTAssertEqual(view.selectedRange, range(12, 0))
        view.checkInvariants()
    }

    func testLineMovesByExtremeCounts_endAtTheTextEdges() {
        let view = TextView(text: "abcdef\n中文\nabcdefgh")
        view.becomeFirstResponder()
        view.selectedRange = range(5, 0)
        view.moveCaret(.line, by: Int.max)
        XCTAssertEqual(view.selectedRange, range(18, 0))
        view.moveCaret(.line, by: Int.min)
        XCTAssertEqual(view.selectedRange, range(0, 0))
        view.checkInvariants()
    }

    func testLineAndParagraphTargets() {
        let view = TextView(text: "one\r\ntwo\u{2028}three\nfour")
        view.becomeFirstResponder()
        view.selectedRange = range(7, 0)  // in "two"
        view.moveCaret(to: .lineEnd)
        XCTAssertEqual(view.selectedRange, range(8, 0))
        view.moveCaret(to: .lineStart)
        XCTAssertEqual(view.selectedRange, range(5, 0))
        view.moveCaret(to: .paragraphEnd, extending: true)
        XCTAssertEqual(view.selectedRange, range(5, 9), "U+2028 ends a line, not a paragraph")
    }

    func testParagraphEnd_keepsATrailingLineSeparator_whichEndsNoParagraph() {
        for separator in ["\u{2028}", "\u{85}"] {
            let view = TextView(text: "ab" + separator)
            view.becomeFirstResponder()
            view.selectedRange = range(0, 0)
            view.moveCaret(to: .paragraphEnd)
            XCTAssertEqual(view.selectedRange, range(3, 0), "the paragraph runs to the end of the text")
            view.moveCaret(to: .lineEnd)
            XCTAssertEqual(view.selectedRange, range(3, 0), "the empty last line after the separator")
            view.selectedRange = range(1, 0)
            view.moveCaret(to: .lineEnd)
            XCTAssertEqual(view.selectedRange, range(2, 0), "the separator ends the first line")
        }
        let view = TextView(text: "ab\u{2029}")
        view.becomeFirstResponder()
        view.selectedRange = range(0, 0)
        view.moveCaret(to: .paragraphEnd)
        XCTAssertEqual(view.selectedRange, range(2, 0), "U+2029 ends the paragraph")
    }

    func testNotEditableViewRefusesEditing() {
        let view = TextView(text: "read only")
        view.isEditable = false
        XCTAssertFalse(view.becomeFirstResponder())
        view.text = "code can still set it"
        XCTAssertEqual(view.text, "code can still set it")
    }
}
