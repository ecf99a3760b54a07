import Foundation
import XCTest

/// `--live` through a pseudo-terminal: keys as a terminal sends them, including escape sequences
/// for arrows, Alt and Ctrl; committed lines; caret columns by display width; horizontal
/// scrolling; and the terminal modes restored on exit.
final class LiveModeTests: XCTestCase {
    private let left = "\u{1B}[D", right = "\u{1B}[C", up = "\u{1B}[A", down = "\u{1B}[B"
    private let home = "\u{1B}[H", end = "\u{1B}[F", delete = "\u{1B}[3~", backspace = "\u{7F}"

    private func assertModesRestored(_ session: LiveSession, file: StaticString = #filePath, line: UInt = #line) {
        let before = session.attributesBefore
        let after = session.attributes
        XCTAssertEqual(after.c_lflag, before.c_lflag, "local modes (ICANON, ECHO, ISIG…)", file: file, line: line)
        XCTAssertEqual(after.c_iflag, before.c_iflag, "input modes", file: file, line: line)
        XCTAssertEqual(after.c_oflag, before.c_oflag, "output modes", file: file, line: line)
        XCTAssertNotEqual(after.c_lflag & tcflag_t(ICANON), 0, file: file, line: line)
        XCTAssertNotEqual(after.c_lflag & tcflag_t(ECHO), 0, file: file, line: line)
    }

    func testTyping_commitsLine_ctrlDOnEmptyLineExitsAndRestoresTerminal() throws {
        let session = try LiveSession()
        XCTAssertEqual(session.attributes.c_lflag & tcflag_t(ICANON | ECHO), 0, "raw mode while editing")
        session.send("héllo wörld")
        session.send("\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{4}"), 0)
        XCTAssertEqual(session.committedLines, ["héllo wörld", ""])
        XCTAssertTrue(session.text.hasPrefix("textfield-repl --live: every key goes through a TextField"))
        assertModesRestored(session)
    }

    func testArrowsBackspaceAndDelete_actOnWholeGraphemeClusters() throws {
        let session = try LiveSession()
        session.send("a👨‍👩‍👧b")
        session.send(left + left)
        session.send(backspace)
        session.send("\r")
        session.send("x🇫🇷y")
        session.send(left)
        session.send(left)
        session.send(delete)
        session.send("\r")
        session.send("e\u{301}👍🏽")
        session.send(home + delete + right + "!")
        session.send("\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{3}"), 0)
        XCTAssertEqual(session.committedLines, ["👨‍👩‍👧b", "xy", "👍🏽!", ""])
        assertModesRestored(session)
    }

    func testAltAndCtrlArrows_moveByWord() throws {
        let session = try LiveSession()
        session.send("one two three")
        session.send("\u{1B}[1;3D")  // Alt-Left (xterm)
        session.send("\u{1B}b")  // Alt-B (readline)
        session.send("X")
        session.send("\u{1B}[1;5C")  // Ctrl-Right
        session.send("Y")
        session.send("\u{1B}\u{1B}[D\u{1B}\u{1B}[D")  // Alt-Left as ESC + arrow, twice
        session.send("Z")
        session.send("\u{1B}f")  // Alt-F
        session.send("\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{4}"), 0)
        XCTAssertEqual(session.committedLines, ["Zone XtwoY three", ""])
    }

    func testLineEndsKillsAndYank() throws {
        let session = try LiveSession()
        session.send("hello world")
        session.send("\u{1}")  // Ctrl-A
        session.send("\u{B}")  // Ctrl-K: cut everything after the caret
        session.send("\u{19}")  // Ctrl-Y: paste it back
        session.send("\r")
        session.send("alpha beta gamma")
        session.send("\u{17}")  // Ctrl-W: cut the word before the caret
        session.send("\r")
        session.send("abc def")
        session.send(left + left + left)
        session.send("\u{15}")  // Ctrl-U: cut to the start
        session.send("\u{5}")  // Ctrl-E
        session.send("\u{19}")
        session.send("\r")
        session.send("end" + home + "[" + end + "]")
        session.send("\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{4}"), 0)
        XCTAssertEqual(session.committedLines, ["hello world", "alpha beta ", "defabc ", "[end]", ""])
    }

    func testHistory_upAndDownRecallCommittedLines() throws {
        let session = try LiveSession()
        session.send("first\r")
        session.send("second\r")
        session.send("draft")
        session.send(up)
        session.send(up)
        session.send(up)  // stays on the oldest
        session.send(down)
        session.send(down)  // back to the draft
        session.send("!\r")
        session.send(up + "\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{4}"), 0)
        XCTAssertEqual(session.committedLines, ["first", "second", "draft!", "draft!", ""])
    }

    func testCtrlUnderscore_undoesThroughTheField() throws {
        let session = try LiveSession()
        session.send("abc")
        session.send(" def")
        session.send(left)
        session.send("\u{1F}")  // Ctrl-_: the typing was one coalesced step
        session.send("\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{3}"), 0)
        XCTAssertEqual(session.committedLines, ["", ""])
    }

    func testCtrlC_exitsCleanlyLeavingTheLine() throws {
        let session = try LiveSession()
        session.send("unfinished")
        XCTAssertEqual(session.sendAndWaitForExit("\u{3}"), 0)
        XCTAssertEqual(session.committedLines, ["unfinished"])
        assertModesRestored(session)
    }

    func testEvents_printDelegateLinesUnderTheEditedLine() throws {
        let session = try LiveSession(["--events"])
        session.send("a")
        XCTAssertTrue(
            session.text.hasSuffix(
                "\r> a\u{1B}[J\r\ndelegate shouldChangeCharacters {0,0} \"a\" -> true\r\ndelegate didChangeSelection {1,0}"
                    + "\r\nevent editingChanged\u{1B}[3A\r\u{1B}[3C\u{1B}[?25h"), session.text)
        session.send("\r")
        XCTAssertTrue(
            session.text.contains(
                "\r\u{1B}[J> a\r\ndelegate shouldReturn -> true\r\nevent editingDidEndOnExit\r\nevent primaryActionTriggered\r\n"))
        XCTAssertEqual(session.sendAndWaitForExit("\u{4}"), 0)
        XCTAssertTrue(
            session.text.hasSuffix("delegate shouldEndEditing -> true\r\ndelegate didEndEditing committed\r\nevent editingDidEnd\r\n"))
    }

    func testCaretColumn_countsDisplayWidth() throws {
        let session = try LiveSession()
        session.send("漢字👍🏽x")
        XCTAssertEqual(session.lastFrame?.text, "漢字👍🏽x")
        XCTAssertEqual(session.lastFrame?.caretColumn, 2 + 7)
        session.send(left + left)
        XCTAssertEqual(session.lastFrame?.caretColumn, 2 + 4)
        session.send(home)
        XCTAssertEqual(session.lastFrame?.caretColumn, 2)
        _ = session.sendAndWaitForExit("\u{3}")
    }

    func testLongLine_scrollsHorizontallyToKeepTheCaretInView() throws {
        // 30 columns: the prompt, the caret's cell and the marker leave 26 for the text.
        let session = try LiveSession(columns: 30)
        session.send(String(repeating: "字", count: 20) + "abc")
        let typed = try XCTUnwrap(session.lastFrame)
        XCTAssertEqual(typed.prompt, "< ")
        XCTAssertTrue(typed.text.hasSuffix("字字abc"), typed.text)
        XCTAssertLessThanOrEqual(typed.caretColumn, 2 + 26)
        XCTAssertEqual(typed.caretColumn, 2 + 2 * typed.text.filter { $0 == "字" }.count + 3)
        session.send(home)
        let atHome = try XCTUnwrap(session.lastFrame)
        XCTAssertEqual(atHome.prompt, "> ")
        XCTAssertEqual(atHome.text, String(repeating: "字", count: 13) + ">")
        XCTAssertEqual(atHome.caretColumn, 2)
        session.send("\r")
        XCTAssertEqual(session.sendAndWaitForExit("\u{4}"), 0)
        XCTAssertEqual(session.committedLines, [String(repeating: "字", count: 20) + "abc", ""])
    }
}
