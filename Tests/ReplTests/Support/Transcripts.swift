import Foundation
import XCTest

/// The golden transcripts in `Fixtures/repl`: `NAME.txt` is a script whose first line is
/// `# args: …` (the REPL's options), `NAME.expected` the exact output. Scripts run with
/// `--check-invariants`, so the model's invariants are checked after every command too. `RECORD_TRANSCRIPTS=1`
/// rewrites the expectations (and fails, so that a recording is never mistaken for a pass).
enum Transcripts {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/repl")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_TRANSCRIPTS"] == "1" }

    /// The options on the script's first line, `# args: --view`.
    static func arguments(ofScript script: URL) throws -> [String] {
        let text = try String(contentsOf: script, encoding: .utf8)
        let firstLine = text.prefix { $0 != "\n" }
        guard firstLine.hasPrefix("# args:") else { return [] }
        return firstLine.dropFirst("# args:".count).split(separator: " ").map(String.init)
    }

    /// Runs `NAME.txt` (in `workingDirectory`, the test's own when `nil`) and compares the output
    /// with `NAME.expected`, byte for byte.
    static func assertScript(_ name: String, in workingDirectory: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let script = directory.appendingPathComponent(name + ".txt")
        let arguments = try arguments(ofScript: script) + ["--check-invariants", "--script", script.path]
        let result = try ReplProcess.run(arguments, in: workingDirectory, file: file, line: line)
        XCTAssertEqual(result.status, 0, "exit status of \(name).txt", file: file, line: line)
        XCTAssertEqual(result.errorText, "", "standard error of \(name).txt", file: file, line: line)
        try assertOutput(result.output, matches: name, file: file, line: line)
    }

    /// Compares `output` with `NAME.expected` (or records it).
    static func assertOutput(_ output: Data, matches name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expectedURL = directory.appendingPathComponent(name + ".expected")
        if isRecording {
            try output.write(to: expectedURL)
            XCTFail("recorded \(expectedURL.lastPathComponent): review it, then run without RECORD_TRANSCRIPTS", file: file, line: line)
            return
        }
        let expected = try Data(contentsOf: expectedURL)
        guard output != expected else { return }
        XCTFail(firstDifference(String(decoding: expected, as: UTF8.self), String(decoding: output, as: UTF8.self), name: name), file: file, line: line)
    }

    private static func firstDifference(_ expected: String, _ actual: String, name: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
            if want != got {
                return "\(name).expected differs at line \(index + 1):\n  expected: \(want)\n  actual:   \(got)"
            }
        }
        return "\(name).expected differs (same lines, different bytes)"
    }
}
