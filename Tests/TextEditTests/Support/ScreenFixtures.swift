import Foundation
import XCTest

/// The headless fixtures in `Fixtures/edit`: `NAME.keys` is a key file whose first line is
/// `# args: …` (the editor's arguments, run in a scratch directory) and whose `# copy: PATH`
/// lines name texts copied there first; `NAME.expected` is the exact output. The editor checks
/// its invariants after every line. `RECORD_SCREENS=1` rewrites the expectations (and fails, so
/// that a recording is never mistaken for a pass).
enum ScreenFixtures {
    static let directory = EditProcess.root.appendingPathComponent("Fixtures/edit")

    static func assertMatches(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let keys = directory.appendingPathComponent(name + ".keys")
        let header = try String(contentsOf: keys, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("# ") }
        let scratch = try EditProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var arguments: [String] = []
        for entry in header {
            if entry.hasPrefix("# args:") {
                arguments = entry.dropFirst("# args:".count).split(separator: " ").map(String.init)
            } else if entry.hasPrefix("# copy: ") {
                let source = directory.appendingPathComponent(String(entry.dropFirst("# copy: ".count)))
                try FileManager.default.copyItem(at: source, to: scratch.appendingPathComponent(source.lastPathComponent))
            }
        }
        let run = try EditProcess(arguments + ["--check-invariants", "--keys", keys.path], in: scratch)
        XCTAssertEqual(run.status, 0, "exit status of \(name)", file: file, line: line)
        XCTAssertEqual(run.error, "", "standard error of \(name)", file: file, line: line)
        let expectedURL = directory.appendingPathComponent(name + ".expected")
        if ProcessInfo.processInfo.environment["RECORD_SCREENS"] == "1" {
            try run.output.write(to: expectedURL, atomically: true, encoding: .utf8)
            XCTFail("recorded \(name).expected: review it, then run without RECORD_SCREENS", file: file, line: line)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        guard expected != run.output else { return }
        XCTFail(difference(expected, run.output, name), file: file, line: line)
    }

    // Where the outputs part: the screen (counted from 1) and the line in the output.
    private static func difference(_ expected: String, _ actual: String, _ name: String) -> String {
        let want = expected.components(separatedBy: "\n")
        let got = actual.components(separatedBy: "\n")
        var screen = 0
        for index in 0..<max(want.count, got.count) {
            let a = index < want.count ? want[index] : "(nothing)"
            let b = index < got.count ? got[index] : "(nothing)"
            if a == "screen begin" { screen += 1 }
            if a != b { return "\(name): screen \(screen), output line \(index + 1)\n  expected \"\(a)\"\n  actual   \"\(b)\"" }
        }
        return "\(name): outputs differ"
    }
}
