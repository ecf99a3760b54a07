import Foundation
import XCTest

/// `textfield-repl --live` on a pseudo-terminal (`openpty`): keys go in through the master side,
/// the screen output comes back from it, and the terminal modes can be read before and after.
final class LiveSession {
    private let master: Int32
    private let slave: Int32
    private let process = Process()
    /// Everything the REPL wrote.
    private(set) var output: [UInt8] = []
    /// The terminal modes before the REPL started.
    private(set) var attributesBefore = termios()

    init(_ arguments: [String] = [], columns: Int = 100, rows: Int = 30, file: StaticString = #filePath, line: UInt = #line) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
        self.master = master
        self.slave = slave
        tcgetattr(slave, &attributesBefore)
        process.executableURL = try ReplProcess.executable(file: file, line: line)
        process.arguments = ["--live", "--check-invariants"] + arguments
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        // The first frame means raw mode is on: keys sent from now on are not echoed.
        waitForFrames(1)
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
    }

    /// The terminal modes now.
    var attributes: termios {
        var attributes = termios()
        tcgetattr(slave, &attributes)
        return attributes
    }

    var text: String { String(decoding: output, as: UTF8.self) }

    /// Sends `keys` and waits until the REPL has redrawn (once per read it makes) and gone quiet.
    func send(_ keys: String) {
        let before = frameCount
        write(keys)
        waitForFrames(before + 1)
    }

    /// Sends `keys` that end the REPL; returns its exit status (nil if it did not exit).
    func sendAndWaitForExit(_ keys: String) -> Int32? {
        write(keys)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { drain(milliseconds: 20) }
        drain(milliseconds: 50)
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Lines committed with Enter (and the line left on screen when the REPL quits), in order.
    var committedLines: [String] {
        text.components(separatedBy: "\r\u{1B}[J> ").dropFirst().compactMap { part in
            part.range(of: "\r\n").map { String(part[..<$0.lowerBound]) }
        }
    }

    /// The last redraw of the edited line: its prompt ("> ", or "< " when scrolled), the text
    /// shown, whether the "more" marker follows, and the caret's screen column.
    var lastFrame: (prompt: String, text: String, caretColumn: Int)? {
        guard let start = text.range(of: "\u{1B}[?25l\r", options: .backwards) else { return nil }
        let frame = text[start.upperBound...]
        guard let clear = frame.range(of: "\u{1B}[J"), let end = frame.range(of: "C\u{1B}[?25h"),
            let move = frame[..<end.lowerBound].range(of: "\r\u{1B}[", options: .backwards),
            let column = Int(frame[move.upperBound..<end.lowerBound])
        else { return nil }
        let line = frame[..<clear.lowerBound]
        return (String(line.prefix(2)), String(line.dropFirst(2)), column)
    }

    // Redraws end by showing the cursor again.
    private var frameCount: Int { text.components(separatedBy: "\u{1B}[?25h").count - 1 }

    private func write(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { Foundation.write(master, $0.baseAddress, $0.count) }
    }

    private func waitForFrames(_ count: Int) {
        let deadline = Date().addingTimeInterval(10)
        while frameCount < count && Date() < deadline { drain(milliseconds: 20) }
        // Whatever else the same keys caused (a second read of a split write) arrives quickly.
        while drain(milliseconds: 60) {}
    }

    // Reads what the REPL wrote within the time; returns whether anything came.
    @discardableResult
    private func drain(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        output += buffer[..<count]
        return true
    }
}
