import Foundation
import XCTest

/// The editor on a real (pseudo-)terminal: raw mode, the alternate screen and bracketed paste
/// while it runs, every key through the terminal's byte sequences, a save that writes the file,
/// and the terminal restored on quitting and when a signal ends it.
final class TerminalTests: XCTestCase {
    private let enterSequence = "\u{1B}[?1049h\u{1B}[?2004h"
    private let leaveSequence = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = try EditProcess.scratchDirectory()
        try "first line\nsecond line\n".write(to: scratch.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func assertRestored(_ session: TerminalSession, file: StaticString = #filePath, line: UInt = #line) {
        let (before, after) = (session.modesBefore, session.modes)
        XCTAssertEqual(after.c_lflag, before.c_lflag, "local modes (ICANON, ECHO, ISIG)", file: file, line: line)
        XCTAssertEqual(after.c_iflag, before.c_iflag, "input modes", file: file, line: line)
        XCTAssertEqual(after.c_oflag, before.c_oflag, "output modes", file: file, line: line)
        XCTAssertTrue(session.text.hasSuffix(leaveSequence), "ends by leaving the alternate screen", file: file, line: line)
    }

    func testTypingSavingAndQuitting_restoresTheTerminal() throws {
        let session = try TerminalSession(["notes.txt"], in: scratch)
        XCTAssertTrue(session.wait { $0.contains("second line") && $0.contains("\u{1B}[?25h") }, session.text)
        XCTAssertTrue(session.text.hasPrefix(enterSequence))
        XCTAssertEqual(session.modes.c_lflag & tcflag_t(ICANON | ECHO | ISIG), 0, "raw mode while editing")
        session.send("\u{1B}[B")  // Down
        session.send("\u{1B}[1;5C")  // Ctrl-Right
        session.send("!")
        XCTAssertTrue(session.wait { $0.contains("second! line") }, "typed after the first word of line 2")
        session.send("\u{1B}[200~pasted\rtext\u{1B}[201~")
        XCTAssertTrue(session.wait { $0.contains("second!pasted") && $0.contains("text line") })
        session.send("\u{13}")  // Ctrl-S
        XCTAssertTrue(session.wait { $0.contains("Saved notes.txt: 35 bytes, LF") }, session.text)
        XCTAssertEqual(
            try String(contentsOf: scratch.appendingPathComponent("notes.txt"), encoding: .utf8),
            "first line\nsecond!pasted\ntext line\n")
        session.send("x")
        session.send("\u{11}")  // Ctrl-Q: unsaved again, so it asks
        XCTAssertTrue(session.wait { $0.contains("Save changes?") })
        session.send("n")
        XCTAssertEqual(session.exitStatus(), 0)
        assertRestored(session)
        XCTAssertEqual(
            try String(contentsOf: scratch.appendingPathComponent("notes.txt"), encoding: .utf8),
            "first line\nsecond!pasted\ntext line\n", "the last key was not saved")
    }

    func testResize_redrawsAtTheNewSize() throws {
        let session = try TerminalSession(["notes.txt"], in: scratch, columns: 60, rows: 12)
        XCTAssertTrue(session.wait { $0.contains("second line") })
        session.resize(columns: 30, rows: 6)
        // The status line moves to row 6.
        XCTAssertTrue(session.wait { $0.contains("\u{1B}[6;1H") }, "status line redrawn on row 6")
        session.send("\u{11}")
        XCTAssertEqual(session.exitStatus(), 0)
        assertRestored(session)
    }

    func testSignals_restoreTheTerminal() throws {
        // Termination requests from outside (in raw mode Ctrl-C is a key), and the signals of a
        // crash (a failed precondition is SIGILL or SIGTRAP; a bad access SIGSEGV or SIGBUS, a
        // division trap SIGFPE, abort() SIGABRT).
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGABRT, SIGILL, SIGTRAP] {
            let session = try TerminalSession(["notes.txt"], in: scratch)
            XCTAssertTrue(session.wait { $0.contains("second line") })
            kill(session.process.processIdentifier, signal)
            XCTAssertNotNil(session.exitStatus(), "signal \(signal) ends the editor")
            XCTAssertEqual(session.process.terminationReason, .uncaughtSignal)
            assertRestored(session)
        }
    }
}
