import Foundation
import XCTest

/// A 100 MB file in headless mode: its first screen, its end (Ctrl-End), typing there and Ctrl-S
/// (the file has the typed text where it was typed).
/// The screens are laid out from the viewport, so only the lines shown are read.
final class LargeFileTests: XCTestCase {
    func testHundredMegabytes_firstScreenEndTypeSave() throws {
        let scratch = try EditProcess.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // 1 MiB of 64-byte lines, written 100 times.
        let line = "the quick brown fox jumps over the dogs, 漢字 and ❤️ too.\n"
        XCTAssertEqual(line.utf8.count, 64)
        let block = Data(String(repeating: line, count: (1 << 20) / 64).utf8)
        let url = scratch.appendingPathComponent("big.txt")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        for _ in 0..<100 { try handle.write(contentsOf: block) }
        try handle.close()
        let lines = 100 * (1 << 20) / 64
        let keys = ["screen", "key ctrl-end", "key up", "key end", "screen", "type \" typed\"", "key ctrl-s", "screen"]
        let run = try EditProcess(["big.txt", "--size", "60x6", "--keys", try keyFile(keys, in: scratch)], in: scratch)
        XCTAssertEqual(run.status, 0, run.error)
        let gutter = String(repeating: " ", count: 8)
        XCTAssertEqual(run.screens.count, 3)
        let text = "the quick brown fox jumps over the dogs, 漢字 and"
        XCTAssertEqual(run.screens.first, [
            "      1 \(text)", "\(gutter)❤️ too.", "      2 \(text)", "\(gutter)❤️ too.", "",
            "big.txt                             Ln 1, Col 1, Cell 1  LF",
        ])
        // Ctrl-End: the empty line after the last line break, at the bottom; Up and End: the end
        // of the last line's second row, in clusters (❤️ is one) and in cells (漢字 and ❤️ take 2).
        XCTAssertEqual(run.screens.dropFirst().first, [
            "\(gutter)❤️ too.", "\(lines) \(text)", "\(gutter)❤️ too.", "\(lines + 1)", "",
            "big.txt                     Ln \(lines), Col 55, Cell 58  LF",
        ])
        XCTAssertEqual(run.screens.last, [
            "\(gutter)❤️ too.", "\(lines) \(text)", "\(gutter)❤️ too. typed", "\(lines + 1)",
            "Saved big.txt: \((100 << 20) + 6) bytes, LF",
            "big.txt                     Ln \(lines), Col 61, Cell 64  LF",
        ])
        let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int
        XCTAssertEqual(size, (100 << 20) + 6)
        let reader = try FileHandle(forReadingFrom: url)
        try reader.seek(toOffset: UInt64((100 << 20) - 64))
        XCTAssertEqual(try reader.readToEnd().map { String(decoding: $0, as: UTF8.self) }, String(line.dropLast()) + " typed\n")
    }

    private func keyFile(_ lines: [String], in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("keys.txt")
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
