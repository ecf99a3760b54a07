import Foundation
import XCTest

/// A `textfield-repl` child driven a line at a time: a command is sent, then its output lines read
/// as they come (the REPL flushes after every command), so that a test can change files between
/// commands or kill the process in the middle of one.
final class InteractiveRepl {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending: [UInt8] = []

    init(_ arguments: [String], in directory: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        process.executableURL = try ReplProcess.executable(file: file, line: line)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func send(_ command: String) {
        input.fileHandleForWriting.write(Data((command + "\n").utf8))
    }

    /// The next output line, or nil when the output ends or nothing comes for `timeout` seconds.
    func nextLine(timeout: Int32 = 300) -> String? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, timeout * 1000) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            pending += chunk[..<count]
        }
    }

    /// Sends `command` and returns its first output line.
    func run(_ command: String) -> String? {
        send(command)
        return nextLine()
    }

    /// Ends the REPL's input and waits for it; returns its exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Ends the process at once (SIGKILL) and waits for it.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
