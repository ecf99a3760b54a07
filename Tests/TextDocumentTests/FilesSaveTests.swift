import Foundation
import TextDocument
import TextRope
import XCTest

/// Saving a TextFile: symbolic links, permissions, files changed on disk, failures that leave
/// the file as it was, and the modified flag.
final class FilesSaveTests: XCTestCase {
    func testSave_throughSymlink_writesTheRealFileAndKeepsTheLink() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.file("real"), withIntermediateDirectories: true)
        try scratch.write(Array("old\n".utf8), to: "real/target.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("hop"), withDestinationPath: "real/target.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: scratch.file("hop"))
        let file = try TextFile(contentsOf: scratch.file("link"))
        try file.document.replace(utf16Range: 0..<3, with: "new")
        let result = try file.save()
        XCTAssertEqual(result.path, scratch.file("real/target.txt"))
        XCTAssertEqual(try scratch.bytes(of: "real/target.txt"), Array("new\n".utf8))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("link")), scratch.file("hop"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.file("hop")), "real/target.txt")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.file("real")), ["target.txt"])
    }

    func testSave_danglingSymlink_createsItsTarget() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link"), withDestinationPath: "made.txt")
        try TextFile.write(TextRope("x"), to: scratch.file("link"))
        XCTAssertEqual(try scratch.bytes(of: "made.txt"), [0x78])
    }

    func testSave_symlinkLoop_throws() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createSymbolicLink(atPath: scratch.file("a"), withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("b"), withDestinationPath: "a")
        XCTAssertThrowsError(try TextFile.write(TextRope("x"), to: scratch.file("a"))) {
            XCTAssertEqual($0 as? TextFileError, .cannotFollowLinks(path: scratch.file("a"), code: ELOOP))
        }
    }

    func testSave_keepsPermissions() throws {
        let scratch = try ScratchDirectory()
        for mode in [0o640, 0o755, 0o400, 0o4711] {
            let path = try scratch.write(Array("text".utf8), to: "file")
            XCTAssertEqual(chmod(path, mode_t(mode)), 0)
            _ = try TextFile(contentsOf: path).save()
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0)
            XCTAssertEqual(Int(info.st_mode & 0o7777), mode, String(mode, radix: 8))
        }
    }

    func testSave_newFile_getsTheUsualMode() throws {
        let scratch = try ScratchDirectory()
        let mask = umask(0o022)
        defer { umask(mask) }
        try TextFile.write(TextRope("x"), to: scratch.file("new"))
        var info = stat()
        XCTAssertEqual(stat(scratch.file("new"), &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o644)
    }

    func testSave_fileChangedOnDisk_isRefusedUnlessForced() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("original".utf8), to: "file")
        let file = try TextFile(contentsOf: path)
        try file.document.replace(utf16Range: 0..<0, with: "mine ")
        try scratch.write(Array("theirs, longer".utf8), to: "file")
        XCTAssertTrue(try file.hasChangedOnDisk())
        XCTAssertThrowsError(try file.save()) {
            XCTAssertEqual($0 as? TextFileError, .changedOnDisk(path: path))
            XCTAssertEqual("\($0)", "\(path) changed on disk since it was read; save with force to overwrite it")
        }
        XCTAssertEqual(try scratch.bytes(of: "file"), Array("theirs, longer".utf8))
        XCTAssertTrue(file.isModified)
        file.checkInvariants()
        try file.save(force: true)
        file.checkInvariants()
        XCTAssertEqual(try scratch.bytes(of: "file"), Array("mine original".utf8))
        XCTAssertFalse(try file.hasChangedOnDisk())
    }

    func testSave_sameSizeNewContent_isAChange() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("aaaa".utf8), to: "file")
        let file = try TextFile(contentsOf: path)
        try scratch.write(Array("bbbb".utf8), to: "file")
        try setModificationTime(path, seconds: 1_000_000)
        XCTAssertThrowsError(try file.save()) { XCTAssertEqual($0 as? TextFileError, .changedOnDisk(path: path)) }
    }

    func testSave_touchedButSameContent_isNoChange() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("same".utf8), to: "file")
        let file = try TextFile(contentsOf: path)
        try setModificationTime(path, seconds: 1_000_000)
        XCTAssertFalse(try file.hasChangedOnDisk())
        try file.document.replace(utf16Range: 0..<4, with: "mine")
        try file.save()
        XCTAssertEqual(try scratch.bytes(of: "file"), Array("mine".utf8))
    }

    func testSave_sameSizeAndTimeButNewContent_isNotNoticed() throws {
        // The documented limit of the check: size and modification time unchanged is unchanged.
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("aaaa".utf8), to: "file")
        try setModificationTime(path, seconds: 1_000_000)
        let file = try TextFile(contentsOf: path)
        try scratch.write(Array("bbbb".utf8), to: "file")
        try setModificationTime(path, seconds: 1_000_000)
        XCTAssertFalse(try file.hasChangedOnDisk())
    }

    func testSave_fileDeletedOnDisk_writesItAnew() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("gone".utf8), to: "file")
        let file = try TextFile(contentsOf: path)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertTrue(try file.hasChangedOnDisk())
        try file.save()
        XCTAssertEqual(try scratch.bytes(of: "file"), Array("gone".utf8))
    }

    func testSave_asAnotherFile_doesNotCompareWithIt() throws {
        let scratch = try ScratchDirectory()
        let first = try scratch.write(Array("one".utf8), to: "first")
        let second = try scratch.write(Array("other".utf8), to: "second")
        let file = try TextFile(contentsOf: first)
        try file.save(to: second)
        XCTAssertEqual(file.path, second)
        XCTAssertEqual(try scratch.bytes(of: "second"), Array("one".utf8))
        try scratch.write(Array("changed".utf8), to: "second")
        XCTAssertThrowsError(try file.save()) { XCTAssertEqual($0 as? TextFileError, .changedOnDisk(path: second)) }
    }

    func testSave_intoRemovedDirectory_throwsAndLeavesNothing() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.file("dir"), withIntermediateDirectories: true)
        let path = try scratch.write(Array("text".utf8), to: "dir/file")
        let file = try TextFile(contentsOf: path)
        try FileManager.default.removeItem(atPath: scratch.file("dir"))
        try file.document.replace(utf16Range: 0..<0, with: "more ")
        XCTAssertThrowsError(try file.save()) {
            XCTAssertEqual($0 as? TextFileError, .cannotCreateTemporaryFile(directory: scratch.file("dir"), code: ENOENT))
            XCTAssertEqual("\($0)", "cannot create a temporary file in \(scratch.file("dir")): No such file or directory")
        }
        XCTAssertTrue(file.isModified)
        XCTAssertEqual(try scratch.names(), [])
    }

    func testSave_overADirectory_throws() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.file("dir"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try TextFile.write(TextRope("x"), to: scratch.file("dir"))) {
            XCTAssertEqual($0 as? TextFileError, .notARegularFile(path: scratch.file("dir")))
        }
        XCTAssertThrowsError(try TextFile.write(TextRope("x"), to: "")) { XCTAssertEqual($0 as? TextFileError, .invalidPath("")) }
    }

    func testModified_followsChangesAndSaves() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("abc".utf8), to: "file")
        let file = try TextFile(contentsOf: path)
        XCTAssertFalse(file.isModified)
        file.checkInvariants()
        try file.document.replace(utf16Range: 0..<1, with: "A")
        XCTAssertTrue(file.isModified)
        file.checkInvariants()
        try file.save()
        XCTAssertFalse(file.isModified)
        file.checkInvariants()
        XCTAssertEqual(file.lineEndingsOnDisk, LineEndingStyle.none)
        let new = TextFile(path: scratch.file("new"))
        XCTAssertTrue(new.isModified)
        new.checkInvariants()
    }

    func testOpen_intoADocument_isOneChangeMappingItsAnchors() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Array("from disk".utf8), to: "file")
        let document = TextDocument("old text")
        let anchor = try document.makeAnchor(at: 8, bias: .after)
        var origins: [EditSource] = []
        document.addObserver { origins.append($0.origin) }
        let file = try TextFile(contentsOf: path, document: document)
        XCTAssertEqual(String(document.text), "from disk")
        XCTAssertEqual(document.offset(of: anchor), 9)
        try scratch.write(Array("reloaded".utf8), to: "file")
        try file.reload()
        XCTAssertEqual(String(document.text), "reloaded")
        XCTAssertEqual(origins, [.programmatic, .remote])
        XCTAssertFalse(file.isModified)
    }

    func testSave_withByteOrderMarkAndConversion_asTheFileSays() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write([0xEF, 0xBB, 0xBF] + Array("a\nb\r\n".utf8), to: "file")
        let file = try TextFile(contentsOf: path)
        XCTAssertTrue(file.hasByteOrderMark)
        XCTAssertEqual(file.lineEndingsOnDisk, .mixed)
        file.lineEndingConversion = .crlf
        file.hasByteOrderMark = false
        let result = try file.save()
        XCTAssertEqual(try scratch.bytes(of: "file"), Array("a\r\nb\r\n".utf8))
        XCTAssertEqual(result.lineEndings, .crlf)
        XCTAssertEqual(file.lineEndingsOnDisk, .crlf)
        XCTAssertEqual(String(file.document.text), "a\nb\r\n")
    }

    private func setModificationTime(_ path: String, seconds: Int) throws {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
    }
}
