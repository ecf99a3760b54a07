import CTextEngine
import XCTest
import SeededRandom

/// `te_rope_*` through the C entry points against a plain `[UInt16]`: random edits in UTF-16
/// (lone surrogates kept) and UTF-8, copies and counts, and random bad ranges that must fail
/// without changing anything.
final class RopeCAPITests: XCTestCase {
    func testRandomEdits_matchArrayReference() {
        let seed: UInt64 = 0x0C0A_7101
        print("RopeCAPITests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let alphabet: [UInt16] = [0x61, 0x62, 0x20, 0x0A, 0x0D, 0xE9, 0x4E2D, 0xD83D, 0xDE00, 0xD800]
        let strings = ["", "x", "héllo", "👍🏽", "\r\n", "中文 text"]
        var rope: OpaquePointer? = te_rope_new()
        var reference: [UInt16] = []
        for step in 0..<3_000 {
            let lower = Int.random(in: 0...reference.count, using: &rng)
            let upper = Int.random(in: lower...min(reference.count, lower + 8), using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<5:
                let units = (0..<Int.random(in: 0...6, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0 }
                XCTAssertEqual(te_rope_replace_utf16(rope, Int64(lower), Int64(upper - lower), units, Int64(units.count)), Int32(TE_OK))
                reference.replaceSubrange(lower..<upper, with: units)
            case 5..<8:
                let string = strings.randomElement(using: &rng) ?? ""
                XCTAssertEqual(te_rope_replace_utf8(rope, Int64(lower), Int64(upper - lower), string, -1), Int32(TE_OK))
                reference.replaceSubrange(lower..<upper, with: Array(string.utf16))
            default:
                // A range past the end: refused, nothing changes.
                let location = Int64(Int.random(in: 0...reference.count + 2, using: &rng))
                let length = Int64(reference.count) - location + Int64.random(in: 1...3, using: &rng)
                XCTAssertEqual(te_rope_replace_utf16(rope, location, length, nil, 0), Int32(TE_ERROR_RANGE), "step \(step)")
            }
            XCTAssertEqual(te_rope_utf16_count(rope), Int64(reference.count), "step \(step)")
            XCTAssertEqual(te_rope_scalar_count(rope), Int64(Self.scalarCount(reference)), "step \(step)")
            if step % 50 == 0 { XCTAssertEqual(Self.contents(rope), reference, "step \(step)") }
        }
        XCTAssertEqual(Self.contents(rope), reference)
        var clone: OpaquePointer?
        XCTAssertEqual(te_rope_clone(rope, &clone), Int32(TE_OK))
        te_rope_free(rope)
        rope = nil
        XCTAssertEqual(Self.contents(clone), reference)
        te_rope_free(clone)
    }

    private static func contents(_ rope: OpaquePointer?) -> [UInt16] {
        let count = Int(te_rope_utf16_count(rope))
        var units = [UInt16](repeating: 0xFFFF, count: count + 1)
        var length: Int64 = 0
        XCTAssertEqual(te_rope_copy_utf16(rope, 0, Int64(count), &units, Int64(units.count), &length), Int32(TE_OK))
        XCTAssertEqual(length, Int64(count))
        XCTAssertEqual(units.last, 0)
        return Array(units.dropLast())
    }

    // A pair is one scalar; a lone surrogate is one too.
    private static func scalarCount(_ units: [UInt16]) -> Int {
        var count = 0
        for i in units.indices where !(UTF16.isTrailSurrogate(units[i]) && i > 0 && UTF16.isLeadSurrogate(units[i - 1])) {
            count += 1
        }
        return count
    }
}
