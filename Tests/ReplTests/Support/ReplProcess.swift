import Foundation
import XCTest

/// Runs the built `textfield-repl` executable, which SwiftPM puts next to the test bundle in
/// `.build/<triple>/<configuration>/`.
enum ReplProcess {
    struct Result {
        var reason: Process.TerminationReason
        var status: Int32
        var output: Data
        var error: Data

        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    /// The executable, or a test failure naming where it was looked for.
    static func executable(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for directory in candidates {
            let url = directory.appendingPathComponent("textfield-repl")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        XCTFail("textfield-repl not found next to the test bundle in \(candidates.map(\.path)); build it first", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs the REPL (or `launcher`, a program that starts it) with `arguments`, `input` on
    /// standard input (a pipe, so not a terminal), in `directory` (the test's own when `nil`).
    static func run(
        _ arguments: [String], input: Data = Data(), in directory: URL? = nil, launcher: URL? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        let process = Process()
        process.executableURL = try launcher ?? executable(file: file, line: line)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Inputs are small (well under a pipe's buffer): write them all, then read.
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let error = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(reason: process.terminationReason, status: process.terminationStatus, output: output, error: error)
    }
}
