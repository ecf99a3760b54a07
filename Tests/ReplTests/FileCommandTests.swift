import Foundation
import XCTest

/// `open`, `save`, `line-endings`, `find` and `replace-all` in the built REPL: the golden
/// transcript, then saves that fail (a file-size limit, a directory removed, a file changed on
/// disk) and a process killed while it saves, each in a child process whose files the test checks.
final class FileCommandTests: XCTestCase {
    private static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    func testFilesTranscript_matchesExpected() throws {
        let directory = try scratchDirectory()
        let crlf = Self.bom + Array("one\r\ntwo\r\n".utf8)
        try write(crlf, to: directory, "crlf.txt")
        try write(Array("one\ntwo\nthree".utf8), to: directory, "lf.txt")
        try write(Array("a\nb\r\nc\rd".utf8), to: directory, "mixed.txt")
        try write([0x61, 0x62, 0xC3, 0x28], to: directory, "invalid.txt")
        try Transcripts.assertScript("files", in: directory)
        XCTAssertEqual(try bytes(directory, "copy.txt"), crlf)
        XCTAssertEqual(try bytes(directory, "lf.txt"), Array("noe\ntwo\nthree".utf8))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["copy.txt", "crlf.txt", "invalid.txt", "lf.txt", "mixed.txt"])
    }

    func testSave_pastTheFileSizeLimit_failsAndLeavesTheFile() throws {
        let directory = try scratchDirectory()
        let original = Array(String(repeating: "0123456789abcdef\n", count: 6000).utf8)
        try write(original, to: directory, "big.txt")
        // dash counts `ulimit -f` in blocks of 512 bytes: 64 KiB, less than the file.
        let result = try ReplProcess.run(
            ["-c", "ulimit -f 128; exec \"$0\" --view", try ReplProcess.executable().path],
            input: Data("open big.txt\nreplace 0 0 \"more \"\nsave big.txt\nsave small.txt\n".utf8), in: directory,
            launcher: URL(fileURLWithPath: "/bin/sh"))
        XCTAssertEqual(result.reason, .exit, "SIGXFSZ must not end the process")
        XCTAssertEqual(result.status, 0)
        let lines = result.outputText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "opened big.txt \(original.count) bytes lf")
        XCTAssertEqual(lines.dropFirst().first, "error: cannot save big.txt: File too large; the file is unchanged")
        XCTAssertEqual(try bytes(directory, "big.txt"), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["big.txt"], "no temporary file is left")
    }

    func testSave_intoADirectoryRemovedMeanwhile_failsAndTheTextStays() throws {
        let directory = try scratchDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try write(Array("text\n".utf8), to: directory, "sub/file.txt")
        let repl = try InteractiveRepl(["--view"], in: directory)
        XCTAssertEqual(repl.run("open sub/file.txt"), "opened sub/file.txt 5 bytes lf")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("sub"))
        XCTAssertEqual(repl.run("save sub/file.txt"), "error: cannot create a temporary file in sub: No such file or directory")
        XCTAssertEqual(repl.run("save file.txt"), "saved file.txt 5 bytes lf")
        XCTAssertEqual(repl.finish(), 0)
        XCTAssertEqual(try bytes(directory, "file.txt"), Array("text\n".utf8))
    }

    func testSave_overAFileChangedOnDisk_isRefusedUnlessForced() throws {
        let directory = try scratchDirectory()
        try write(Array("mine\n".utf8), to: directory, "file.txt")
        let repl = try InteractiveRepl(["--view"], in: directory)
        XCTAssertEqual(repl.run("open file.txt"), "opened file.txt 5 bytes lf")
        try write(Array("theirs, changed\r\n".utf8), to: directory, "file.txt")
        XCTAssertEqual(repl.run("save file.txt"), "error: file.txt changed on disk since it was read; save with force to overwrite it")
        XCTAssertEqual(try bytes(directory, "file.txt"), Array("theirs, changed\r\n".utf8))
        XCTAssertEqual(repl.run("save file.txt force"), "saved file.txt 5 bytes lf")
        XCTAssertEqual(try bytes(directory, "file.txt"), Array("mine\n".utf8))
        // What was saved is the new snapshot: saving again needs no force.
        XCTAssertEqual(repl.run("save file.txt"), "saved file.txt 5 bytes lf")
        XCTAssertEqual(repl.finish(), 0)
    }

    func testKilledWhileSaving_leavesTheOldFileOrTheNewOneComplete() throws {
        let directory = try scratchDirectory()
        let old = Array(String(repeating: "old contents of the file\n", count: 8000).utf8)
        let new = Array(String(repeating: "a new text, longer than the old one\n", count: 15000).utf8)
        try write(new, to: directory, "new.txt")
        var outcomes: [String] = []
        // Killed as soon as the temporary file appears, a little later, and after the save (nil).
        for delay in [0, 1_000, 10_000, nil] {
            try write(old, to: directory, "target.txt")
            let repl = try InteractiveRepl(["--view"], in: directory)
            XCTAssertEqual(repl.run("open new.txt"), "opened new.txt \(new.count) bytes lf")
            repl.send("save target.txt")
            guard let delay else {
                XCTAssertEqual(repl.nextLine(), "saved target.txt \(new.count) bytes lf")
                repl.kill()
                XCTAssertEqual(try bytes(directory, "target.txt"), new)
                continue
            }
            let started = Date()
            while try !FileManager.default.contentsOfDirectory(atPath: directory.path).contains(where: { $0.hasSuffix(".tmp") }),
                Date().timeIntervalSince(started) < 30, (try? bytes(directory, "target.txt")) == old
            {
                usleep(100)
            }
            usleep(useconds_t(delay))
            repl.kill()
            let target = try bytes(directory, "target.txt")
            XCTAssertTrue(target == old || target == new, "delay \(delay): target.txt is neither the old file nor the new one (\(target.count) bytes)")
            outcomes.append(target == old ? "old" : "new")
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".tmp") {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
        print("outcomes of the kills during the save", outcomes)
    }

    private func scratchDirectory(_ name: String = #function) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("repl-files-\(name.filter(\.isLetter))-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func write(_ bytes: [UInt8], to directory: URL, _ name: String) throws {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
    }

    private func bytes(_ directory: URL, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }
}
