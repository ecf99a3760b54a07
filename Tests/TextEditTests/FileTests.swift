import ConsoleSupport
@testable import EditorCore
import Foundation
import XCTest

/// Saving through the files layer: atomic saves that keep the byte order mark and the line
/// endings, a file changed on disk overwritten only when the user says so, a failed save that
/// keeps the buffer, saving before quitting, and a saved file reopened as it was left.
final class FileTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws { scratch = try EditProcess.scratchDirectory() }
    override func tearDown() { try? FileManager.default.removeItem(at: scratch) }

    private func bytes(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: scratch.appendingPathComponent(name))) }

    func testSaveAndReopen_keepsTheByteOrderMarkAndCRLF() throws {
        try Data([0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\r\n".utf8)).write(to: scratch.appendingPathComponent("bom.txt"))
        let first = try EditProcess.headless(
            ["key down", "key end", "key enter", "type \"three é\"", "key ctrl-s", "screen"], size: "40x6", file: "bom.txt", in: scratch)
        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(first.screens.last?.suffix(2), ["Saved bom.txt: 23 bytes, CRLF", "bom.txt       Ln 3, Col 8, Cell 8  CRLF"])
        XCTAssertEqual(try bytes("bom.txt"), [0xEF, 0xBB, 0xBF] + Array("one\r\ntwo\r\nthree é\r\n".utf8))
        let second = try EditProcess.headless(["screen"], size: "40x6", file: "bom.txt", in: scratch)
        XCTAssertEqual(second.screens, [["1 one", "2 two", "3 three é", "4", "", "bom.txt       Ln 1, Col 1, Cell 1  CRLF"]])
    }

    func testQuit_savesWhenAskedThenQuits() throws {
        try "text\n".write(to: scratch.appendingPathComponent("q.txt"), atomically: true, encoding: .utf8)
        let run = try EditProcess.headless(["type \"more \"", "key ctrl-q", "type \"y\"", "screen"], size: "30x5", file: "q.txt", in: scratch)
        XCTAssertEqual(run.output.split(separator: "\n").last, "quit")
        XCTAssertEqual(run.screens, [], "nothing runs after quitting")
        XCTAssertEqual(try bytes("q.txt"), Array("more text\n".utf8))
    }

    func testChangedOnDisk_isOverwrittenOnlyWhenTheUserSaysSo() throws {
        let url = scratch.appendingPathComponent("c.txt")
        try "mine\n".write(to: url, atomically: true, encoding: .utf8)
        let storage = TextFileStorage()
        let editor = Editor(file: try storage.open(url.path, lossy: false), path: nil, columns: 50, rows: 5, storage: storage)
        editor.handle(.key(.text("edited ")))
        try "someone else's, longer\n".write(to: url, atomically: false, encoding: .utf8)
        editor.handle(.key(.character("s", .control)))
        XCTAssertEqual(lines(editor)[3], "Changed on disk. Overwrite? (y/n)")
        editor.handle(.key(.text("n")))
        XCTAssertEqual(editor.message, "Not saved")
        XCTAssertTrue(editor.isModified)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "someone else's, longer\n")
        editor.handle(.key(.character("s", .control)))
        editor.handle(.key(.text("y")))
        XCTAssertFalse(editor.isModified)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "edited mine\n")
        XCTAssertEqual(editor.message, "Saved \(url.path): 12 bytes, LF")
    }

    func testFailedSave_saysWhyAndKeepsTheBuffer() throws {
        let directory = scratch.appendingPathComponent("gone")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("f.txt")
        try "kept\n".write(to: url, atomically: true, encoding: .utf8)
        let storage = TextFileStorage()
        let editor = Editor(file: try storage.open(url.path, lossy: false), path: nil, columns: 120, rows: 5, storage: storage)
        editor.handle(.key(.text("still ")))
        try FileManager.default.removeItem(at: directory)
        editor.handle(.key(.character("s", .control)))
        XCTAssertTrue(editor.message?.hasPrefix("Not saved: cannot ") ?? false, editor.message ?? "no message")
        XCTAssertTrue(editor.isModified)
        XCTAssertEqual(String(editor.view.textRope), "still kept\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path), "nothing written")
    }

    private func lines(_ editor: Editor) -> [String] {
        var screen = Screen(columns: editor.columns, rows: editor.rows)
        editor.draw(into: &screen)
        return screen.plainLines
    }
}
