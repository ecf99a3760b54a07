import Foundation
import XCTest

/// `--live` through a pseudo-terminal: keys as a terminal sends them, including escape sequences
/// for arrows, Alt and Ctrl; committed lines; caret columns by display width; horizontal
/// scrolling; and the terminal modes restored on exit.
final class LiveModeTests: XCTestCase {
    private let left = "\u{1B}[D", right = "\u{1B}[C", up = "\u{1B}[A", down = "\u{1B}[B"
    private let home = "\u{1B}[H", end = "\u{1B}[F", delete = "\u{1B}[3~", backspace = "\u{7F}"
    private let ctrlC = "\u{3}", ctrlD = "\u{4}"

    // Sends each of `keys` in turn to a new live session, each waiting for the frame it draws,
    // then `exitKey`, which must end the REPL with status 0; asserts the lines it committed.
    @discardableResult
    private func assertLive(
        _ keys: [String], exitingOn exitKey: String, commits expected: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> LiveSession {
        let session = try LiveSession()
        for key in keys { session.send(key) }
        XCTAssertEqual(session.sendAndWaitForExit(exitKey), 0, file: file, line: line)
        XCTAssertEqual(session.committedLines, expected, file: file, line: line)
        return session
    }

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
        let session = try assertLive(
            [
                "a👨‍👩‍👧b", left + left, backspace, "\r", "x🇫🇷y", left, left, delete, "\r",
                "e\u{301}👍🏽", home + delete + right + "!", "\r",
            ],
            exitingOn: ctrlC, commits: ["👨‍👩‍👧b", "xy", "👍🏽!", ""])
        assertModesRestored(session)
    }

    func testAltAndCtrlArrows_moveByWord() throws {
        // Alt-Left and Ctrl-Right as xterm sends them, Alt-B and Alt-F as readline reads them, and
        // Alt-Left as ESC + arrow.
        let altLeft = "\u{1B}[1;3D", altB = "\u{1B}b", ctrlRight = "\u{1B}[1;5C", altF = "\u{1B}f"
        let escapeThenLeft = "\u{1B}\u{1B}[D"
        try assertLive(
            ["one two three", altLeft, altB, "X", ctrlRight, "Y", escapeThenLeft + escapeThenLeft, "Z", altF, "\r"],
            exitingOn: ctrlD, commits: ["Zone XtwoY three", ""])
    }

    func testLineEndsKillsAndYank() throws {
        // Ctrl-K cuts everything after the caret, Ctrl-W the word before it, Ctrl-U all before it;
        // Ctrl-Y pastes the cut text back.
        let ctrlA = "\u{1}", ctrlE = "\u{5}", ctrlK = "\u{B}", ctrlU = "\u{15}", ctrlW = "\u{17}", ctrlY = "\u{19}"
        try assertLive(
            [
                "hello world", ctrlA, ctrlK, ctrlY, "\r", "alpha beta gamma", ctrlW, "\r",
                "abc def", left + left + left, ctrlU, ctrlE, ctrlY, "\r", "end" + home + "[" + end + "]", "\r",
            ],
            exitingOn: ctrlD, commits: ["hello world", "alpha beta ", "defabc ", "[end]", ""])
    }

    func testHistory_upAndDownRecallCommittedLines() throws {
        // The third up stays on the oldest line; the second down is back at the draft.
        try assertLive(
            ["first\r", "second\r", "draft", up, up, up, down, down, "!\r", up + "\r"],
            exitingOn: ctrlD, commits: ["first", "second", "draft!", "draft!", ""])
    }

    func testCtrlUnderscore_undoesThroughTheField() throws {
        // Ctrl-_ undoes the typing, which was one coalesced step.
        try assertLive(["abc", " def", left, "\u{1F}", "\r"], exitingOn: ctrlC, commits: ["", ""])
    }

    func testCtrlC_exitsCleanlyLeavingTheLine() throws {
        assertModesRestored(try assertLive(["unfinished"], exitingOn: ctrlC, commits: ["unfinished"]))
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
