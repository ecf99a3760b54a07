import CTextEngine
import TextRope
import XCTest

@testable import TextEngineC
import SeededRandom

/// The C API's UTF-8 handling: errors naming the first ill-formed sequence, and UTF-8 copies of
/// UTF-16 ranges, lone surrogates and split pairs included (against `String(decoding:as:)`).
final class UTF8Tests: XCTestCase {
    // Lead, continuation and never-valid bytes at the edges of Unicode's table, plus ASCII.
    private static let interestingBytes: [UInt8] = [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
        0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFF,
    ]

    func testInvalidUTF8_namesWhereTheSequenceStarts() {
        let cases: [([UInt8], String)] = [
            ([0x61, 0xC0, 0xAF], "text has invalid UTF-8 at byte offset 1"), ([0x61, 0x62, 0xE2, 0x82], "text has invalid UTF-8 at byte offset 2"),
            ([0xE2, 0x28, 0xA1], "text has invalid UTF-8 at byte offset 0"), ([0xED, 0xA0, 0x80], "text has invalid UTF-8 at byte offset 0"),
            ([0xF4, 0x90, 0x80, 0x80], "text has invalid UTF-8 at byte offset 0"), ([0xC3, 0xA9, 0x80], "text has invalid UTF-8 at byte offset 2"),
        ]
        for (bytes, message) in cases {
            var rope: OpaquePointer?
            let status = bytes.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { te_rope_new_utf8($0.baseAddress, Int64(bytes.count), &rope) }
            }
            XCTAssertEqual(status, Int32(TE_ERROR_INVALID_UTF8), "\(bytes)")
            XCTAssertNil(rope)
            XCTAssertEqual(te_last_error().map { String(cString: $0) }, "te_rope_new_utf8: " + message, "\(bytes)")
        }
    }

    // Random UTF-16 with pairs, lone surrogates and multi-byte units, random ranges (splitting
    // pairs too): the size query and the copy equal the standard library's decoding of the range.
    func testCopyUTF8_ofRandomRanges_matchesStringDecoding() {
        let seed: UInt64 = 0x07F8_0002
        print("UTF8Tests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let alphabet: [UInt16] = [0x61, 0x0A, 0xE9, 0x7FF, 0x800, 0x4E2D, 0xFFFF, 0xD83D, 0xDE00, 0xD800, 0xDC00, 0xDBFF, 0xDFFF]
        for round in 0..<300 {
            let units = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0 }
            var rope: OpaquePointer?
            XCTAssertEqual(te_rope_new_utf16(units, Int64(units.count), &rope), Int32(TE_OK))
            for _ in 0..<20 {
                let lower = Int.random(in: 0...units.count, using: &rng)
                let upper = Int.random(in: lower...units.count, using: &rng)
                let expected = Array(String(decoding: units[lower..<upper], as: UTF16.self).utf8)
                var length: Int64 = -1
                XCTAssertEqual(te_rope_copy_utf8(rope, Int64(lower), Int64(upper - lower), nil, 0, &length), Int32(TE_OK))
                XCTAssertEqual(Int(length), expected.count, "round \(round): \(units) {\(lower),\(upper - lower)}")
                var buffer = [CChar](repeating: 0x55, count: expected.count + 1)
                XCTAssertEqual(
                    te_rope_copy_utf8(rope, Int64(lower), Int64(upper - lower), &buffer, Int64(buffer.count), nil), Int32(TE_OK))
                XCTAssertEqual(buffer.map { UInt8(bitPattern: $0) }, expected + [0], "round \(round): \(units) {\(lower),\(upper - lower)}")
            }
            te_rope_free(rope)
        }
    }

    private static func textRopeErrorOffset(_ bytes: [UInt8]) -> Int? {
        do throws(TextLoadError) {
            _ = try TextRope(validatingUTF8: bytes)
            return nil
        } catch {
            guard case let .invalidUTF8(offset) = error else { return -1 }
            return offset
        }
    }
}
