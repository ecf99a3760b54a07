import Foundation
import XCTest

@testable import TextRope
import SeededRandom

final class TextRopeLoadTests: XCTestCase {
    func testValidatingUTF8_acceptsWellFormed() throws {
        let text = "ascii é 中 😀 \u{10FFFF}\r\n"
        let rope = try TextRope(validatingUTF8: Array(text.utf8))
        XCTAssertEqual(String(rope), text)
        rope.checkInvariants()
    }

    func testBuiltLeaves_holdTheirGapInTheMiddle() throws {
        // Debug builds fill bulk leaves with 8 units: each is read as two chunks of 4, its parts
        // before and after the gap.
        let text = String(repeating: "abcdefgh", count: 10)
        for rope in [TextRope(text), try TextRope(validatingUTF8: Array(text.utf8))] {
            XCTAssertEqual(rope.chunks.map(\.utf16Count), Array(repeating: 4, count: 20))
            XCTAssertEqual(String(rope), text)
            rope.checkInvariants()
        }
    }

    func testValidatingUTF8_namesFirstIllFormedByte() {
        let cases: [([UInt8], Int)] = [
            ([0x61, 0x80], 1),  // stray continuation
            ([0x61, 0x62, 0xC0, 0xAF], 2),  // overlong
            ([0xE0, 0x80, 0x80], 0),  // overlong 3-byte
            ([0x61, 0xED, 0xA0, 0x80], 1),  // encoded surrogate
            ([0xF4, 0x90, 0x80, 0x80], 0),  // above U+10FFFF
            ([0x61, 0xE4, 0xB8], 1),  // truncated at the end
            ([0xE4, 0xB8, 0x41], 0),  // truncated by ASCII
            ([0xFF], 0),
        ]
        for (bytes, offset) in cases {
            XCTAssertThrowsError(try TextRope(validatingUTF8: bytes), "\(bytes)") { error in
                XCTAssertEqual(error as? TextLoadError, .invalidUTF8(byteOffset: offset))
            }
        }
        XCTAssertEqual(TextLoadError.invalidUTF8(byteOffset: 7).description, "invalid UTF-8 at byte offset 7")
    }

    func testRandomBytes_matchSwiftDecoder() {
        let seed: UInt64 = 0x0077_F8ED
        print("TextRopeLoadTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let pieces: [[UInt8]] = [[0x61], [0x0A], [0xC3, 0xA9], [0xE4, 0xB8, 0xAD], [0xF0, 0x9F, 0x98, 0x80],
                                 [0x80], [0xC3], [0xE4, 0xB8], [0xED, 0xA0, 0x80], [0xF0, 0x9F], [0xFE]]
        for round in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &rng) { bytes += pieces.randomElement(using: &rng)! }
            checkDecoding(bytes, "round \(round)") { (lossy) throws(TextLoadError) in
                lossy ? TextRope(decodingUTF8: bytes) : try TextRope(validatingUTF8: bytes)
            }
        }
    }

    func testLongInputsInBlocks_matchSwiftDecoder() {
        // Runs of ASCII longer than the decoder's sixteen-byte steps, the second bytes with
        // narrower ranges (after E0, ED, F0, F4) on both sides of their limits, overlong leads,
        // and blocks cut anywhere, so that sequences straddle them.
        let seed: UInt64 = 0x0078_D3C0
        print("TextRopeLoadTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let pieces: [[UInt8]] = [
            Array(repeating: 0x61, count: 20), [0x62], [0x0A], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xC1, 0xBF], [0xE0, 0xA0, 0x80],
            [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80], [0xE4, 0xB8], [0x80], [0xC3, 0xA9], [0xD0, 0x96, 0xD0, 0xB8],
        ]
        for round in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...120, using: &rng) {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
            }
            let cuts = ([0] + (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...bytes.count, using: &rng) } + [bytes.count]).sorted()
            func load(lossy: Bool) throws(TextLoadError) -> TextRope {
                var loader = TextRope.UTF8Loader(lossy: lossy)
                for (start, end) in zip(cuts, cuts.dropFirst()) {
                    try bytes[start..<end].withUnsafeBufferPointer { buffer throws(TextLoadError) in try loader.feed(buffer) }
                }
                return try loader.finish()
            }
            checkDecoding(bytes, "round \(round) cuts \(cuts)", load: load)
        }
    }

    // Checks `load` (lossy when given true) against the standard library on `bytes`: the lossy
    // text is its repaired decoding; the strict one its text when the bytes are valid, or else
    // an error naming the offset where the valid prefix ends.
    private func checkDecoding(_ bytes: [UInt8], _ label: String, load: (_ lossy: Bool) throws(TextLoadError) -> TextRope) {
        do throws(TextLoadError) {
            let lossy = try load(true)
            XCTAssertEqual(try lossy.utf16CodeUnits(in: 0..<lossy.utf16Count), Array(String(decoding: bytes, as: UTF8.self).utf16), label)
        } catch {
            XCTFail("a lossy load threw \(error), \(label)")
        }
        let valid = String(validating: bytes, as: UTF8.self)
        do throws(TextLoadError) {
            let rope = try load(false)
            XCTAssertEqual(String(rope), valid, label)
        } catch {
            XCTAssertNil(valid, label)
            guard case let .invalidUTF8(offset) = error else { return XCTFail("\(error)") }
            XCTAssertNotNil(String(validating: bytes[..<offset], as: UTF8.self), label)
            XCTAssertNil(String(validating: bytes[offset...], as: UTF8.self)?.first, "\(label) offset \(offset)")
        }
    }

    func testFailedLoads_freeTheBufferTheyWereWriting() throws {
        // Found by `make test-asan` (LeakSanitizer): a load that threw on ill-formed UTF-8 leaked
        // the leaf buffer it was filling, one per failed load (about 7 MB for 200 000 of them in a
        // debug build). The resident memory must not grow with their number (beyond the noise of
        // the allocator's own bookkeeping, well under 4 MB).
        let bytes: [UInt8] = [0x61, 0xFF]
        func loadAndFail(_ times: Int) {
            for _ in 0..<times where (try? TextRope(validatingUTF8: bytes)) != nil { XCTFail("loaded ill-formed UTF-8") }
        }
        loadAndFail(1_000)
        let before = try residentBytes()
        loadAndFail(200_000)
        let growth = try residentBytes() - before
        XCTAssertLessThan(growth, 4 << 20, "resident memory grew by \(growth) bytes over 200 000 failed loads")
    }

    // The process's resident set, from /proc/self/statm (in pages).
    private func residentBytes() throws -> Int {
        let fields = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8).split(separator: " ")
        return try XCTUnwrap(Int(fields[1])) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    func testContentsOfFile_streamsBlocksAndReportsErrors() throws {
        let path = NSTemporaryDirectory() + "textrope-load-\(getpid()).txt"
        defer { unlink(path) }
        // Larger than one read block, with a multi-byte sequence straddling the 1 MiB boundary.
        var bytes = [UInt8](repeating: 0x61, count: (1 << 20) - 1)
        bytes += [0xF0, 0x9F, 0x98, 0x80] + Array("tail".utf8)
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        let rope = try TextRope(contentsOfFile: path)
        XCTAssertEqual(rope.utf16Count, (1 << 20) - 1 + 2 + 4)
        XCTAssertEqual(try rope.string(utf16Range: (rope.utf16Count - 6)..<rope.utf16Count), "😀tail")
        bytes[10] = 0xFF
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        XCTAssertThrowsError(try TextRope(contentsOfFile: path)) { error in
            XCTAssertEqual(error as? TextLoadError, .invalidUTF8(byteOffset: 10))
        }
        XCTAssertEqual(try TextRope(contentsOfFile: path, lossy: true).utf16Count, rope.utf16Count)
        XCTAssertThrowsError(try TextRope(contentsOfFile: "/nonexistent/file")) { error in
            XCTAssertEqual(error as? TextLoadError, .cannotRead(path: "/nonexistent/file", code: ENOENT))
            XCTAssertEqual("\(error)", "cannot read /nonexistent/file: No such file or directory")
        }
        // The system would stop reading the path at the NUL and open the file before it.
        XCTAssertThrowsError(try TextRope(contentsOfFile: path + "\u{0}.other")) { error in
            XCTAssertEqual(error as? TextLoadError, .cannotRead(path: path + "\u{0}.other", code: EINVAL))
        }
    }
}
