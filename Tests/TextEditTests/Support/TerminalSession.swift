import Foundation
import XCTest

/// `text-edit` on a pseudo-terminal: what it writes is read from the master side, keys are
/// written there, and the slave's modes can be compared before and after.
final class TerminalSession {
    let process = Process()
    private var master: Int32 = -1
    private var slave: Int32 = -1
    private(set) var modesBefore = termios()
    private(set) var written: [UInt8] = []

    init(_ arguments: [String], in directory: URL, columns: UInt16 = 60, rows: UInt16 = 12) throws {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENXIO) }
        tcgetattr(slave, &modesBefore)
        process.executableURL = try EditProcess.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        (process.standardInput, process.standardOutput, process.standardError) = (handle, handle, handle)
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
        close(slave)
    }

    var text: String { String(decoding: written, as: UTF8.self) }

    var modes: termios {
        var modes = termios()
        tcgetattr(slave, &modes)
        return modes
    }

    /// Reads until `condition` holds of everything written so far, for at most 10 seconds.
    @discardableResult
    func wait(until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while !condition(text) && Date() < deadline { readAvailable(within: 50) }
        return condition(text)
    }

    /// Writes `keys`, then reads until the editor has drawn a frame after them.
    func send(_ keys: String) {
        let frames = frameCount
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        wait { _ in frameCount > frames }
    }

    /// Changes the window size, as a terminal does, and tells the editor.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        let frames = frameCount
        kill(process.processIdentifier, SIGWINCH)
        wait { _ in frameCount > frames }
    }

    /// Waits for the editor to exit; its status, nil if it is still running.
    func exitStatus() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { readAvailable(within: 20) }
        readAvailable(within: 50)
        return process.isRunning ? nil : process.terminationStatus
    }

    // Frames end by showing the cursor again.
    private var frameCount: Int { text.components(separatedBy: "\u{1B}[?25h").count - 1 }

    private func readAvailable(within milliseconds: Int32) {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, milliseconds) > 0 {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            written += buffer[..<count]
        }
    }
}
