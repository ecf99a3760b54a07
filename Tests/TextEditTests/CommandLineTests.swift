import Foundation
import XCTest

/// The command line: bad options, files that cannot be opened, invalid UTF-8 refused with its
/// byte offset or opened read-only with --lossy, and key files with mistakes.
final class CommandLineTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws { scratch = try EditProcess.scratchDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: scratch) }

    func testInvalidUTF8_isRefusedWithTheByteOffset() throws {
        try Data([0x6F, 0x6B, 0x20, 0xFF, 0x0A]).write(to: scratch.appendingPathComponent("bad.txt"))
        let run = try EditProcess.headless(["screen"], size: "30x5", file: "bad.txt", in: scratch)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.error, "text-edit: bad.txt: invalid UTF-8 at byte offset 3; --lossy opens it read-only\n")
        XCTAssertEqual(run.output, "")
    }

    func testLossy_opensReadOnlyAndRefusesEditsAndSaves() throws {
        let bytes: [UInt8] = [0x6F, 0x6B, 0x20, 0xFF, 0x0A]
        try Data(bytes).write(to: scratch.appendingPathComponent("bad.txt"))
        let keys = try keyFile(["type \"x\"", "screen", "key ctrl-s", "screen"])
        let run = try EditProcess(["bad.txt", "--lossy", "--size", "60x5", "--keys", keys], in: scratch)
        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(run.screens, [
            ["1 ok \u{FFFD}", "2", "", "Read-only: the file was opened with --lossy", "bad.txt [read-only]                 Ln 1, Col 1, Cell 1  LF"],
            ["1 ok \u{FFFD}", "2", "", "Not saved: opened with --lossy, the buffer is read-only", "bad.txt [read-only]                 Ln 1, Col 1, Cell 1  LF"],
        ])
        XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent("bad.txt")), Data(bytes), "never written back")
    }

    func testMissingFile_startsANewBuffer() throws {
        let run = try EditProcess.headless(["screen"], size: "30x4", file: "new.txt", in: scratch)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.screens, [["1", "", "New file: new.txt", "new.txt            1:1/1 none"]])
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("new.txt").path), "nothing written")
    }

    func testBadKeyLines_sayWhyAndTheRestRuns() throws {
        let run = try EditProcess.headless(
            ["type \"a", "key sideways", "resize 0x5", "jump", "type \"\\q\"", "type a", "ctrl-", "type \"b\"", "screen"], size: "20x4",
            file: nil, in: scratch)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(
            run.output.split(separator: "\n").prefix(7),
            [
                "error: line 1: unterminated string", "error: line 2: unknown key \"sideways\"",
                "error: line 3: bad size \"0x5\": expected COLSxROWS",
                "error: line 4: unknown command \"jump\" (type, paste, key, resize, screen)", "error: line 5: bad escape \"\\q\"",
                "error: line 6: usage: type \"TEXT\"", "error: line 7: unknown command \"ctrl-\" (type, paste, key, resize, screen)",
            ])
        XCTAssertEqual(run.screens.last?.first, "1 b")
    }

    func testUsage_badOptionsExitWithStatus2() throws {
        for arguments in [["--size", "80x24"], ["--size", "eighty", "--keys", "k"], ["--frobnicate"], ["a", "b"]] {
            let run = try EditProcess(arguments, in: scratch)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertTrue(run.error.hasPrefix("text-edit: "), run.error)
        }
        let missing = try EditProcess(["--size", "20x5", "--keys", "absent.keys"], in: scratch)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.error, "text-edit: cannot read key file absent.keys\n")
        let piped = try EditProcess([], in: scratch)
        XCTAssertEqual(piped.status, 1, "no terminal on standard input")
    }

    private func keyFile(_ lines: [String]) throws -> String {
        let url = scratch.appendingPathComponent("keys.txt")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
