import Foundation

/// A program this package builds, run by the tests as a child process. SwiftPM puts the
/// executables next to the test bundle, in `.build/<triple>/<configuration>/`.
public enum BuiltProgram {
    /// How a run ended and what the program wrote.
    public struct Result: Sendable {
        public var reason: Process.TerminationReason
        public var status: Int32
        public var output: Data
        public var error: Data

        /// Standard output as UTF-8 (ill-formed bytes as U+FFFD).
        public var outputText: String { String(decoding: output, as: UTF8.self) }
        /// Standard error as UTF-8 (ill-formed bytes as U+FFFD).
        public var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    /// Where built programs are looked for: each loaded bundle's directory and the one holding it.
    public static var searchedDirectories: [URL] {
        ([Bundle.main] + Bundle.allBundles).flatMap { [$0.bundleURL, $0.bundleURL.deletingLastPathComponent()] }
    }

    /// The built executable `name`, or nil when none of ``searchedDirectories`` holds one.
    public static func url(_ name: String) -> URL? {
        searchedDirectories.map { $0.appendingPathComponent(name) }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `executable` with `arguments` in `directory` (the current one when nil) and waits for
    /// it to end. `input` goes to standard input through a pipe, written whole before anything is
    /// read, so it must fit a pipe's buffer (64 KiB); with nil, standard input is `/dev/null`. A
    /// program that ends or closes its input before reading it all (on a bad option, say) leaves
    /// the rest unwritten, which is no error: its result tells what it did.
    /// Standard output is read to its end before standard error, so a program must not write more
    /// than a pipe holds to standard error before it closes standard output.
    public static func run(_ executable: URL, _ arguments: [String], input: Data? = nil, in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = input.map { _ in Pipe() }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin ?? FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        _ = ignoreBrokenPipes
        try process.run()
        if let stdin, let input {
            try write(input, to: stdin.fileHandleForWriting)
            try stdin.fileHandleForWriting.close()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(reason: process.terminationReason, status: process.terminationStatus, output: output, error: error)
    }

    // A write to a pipe whose reader is gone raises SIGPIPE, which would end the test process.
    private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

    private static func write(_ input: Data, to handle: FileHandle) throws {
        do {
            try handle.write(contentsOf: input)
        } catch let error as NSError {
            let cause = error.userInfo[NSUnderlyingErrorKey] as? NSError
            guard cause?.domain == NSPOSIXErrorDomain, cause?.code == Int(EPIPE) else { throw error }
        }
    }
}
