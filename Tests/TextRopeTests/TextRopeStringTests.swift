import SeededRandom
import TextRope
import XCTest

/// Strings read from ropes built by random edits (leaves of 8 units in these builds, so that pairs
/// and runs of ASCII straddle them), against the standard library's decoding of the same units:
/// every lone surrogate, including half of a pair a range splits, becomes U+FFFD.
final class TextRopeStringTests: XCTestCase {
    private static let pieces: [[UInt16]] = [
        Array(repeating: 0x61, count: 20), [0x62], [0x0D, 0x0A], [0xE9], [0x7FF], [0x800], [0x4E2D], [0xFFFF],
        [0xD83D, 0xDE00], [0xD83D], [0xDE00], [0xDBFF, 0xDFFF],
    ]

    func testStrings_matchTheStandardLibrarysDecoding() throws {
        let seed: UInt64 = 0x5731_4E67
        print("seed", seed)
        var rng = SplitMix64(seed: seed)
        for round in 0..<300 {
            var rope = TextRope()
            var units: [UInt16] = []
            for _ in 0..<Int.random(in: 0...40, using: &rng) {
                let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)]
                let at = Int.random(in: 0...units.count, using: &rng)
                try rope.replace(utf16Range: at..<at, with: piece)
                units.insert(contentsOf: piece, at: at)
            }
            XCTAssertEqual(String(rope), String(decoding: units, as: UTF16.self), "round \(round)")
            let lower = Int.random(in: 0...units.count, using: &rng)
            let upper = Int.random(in: lower...units.count, using: &rng)
            XCTAssertEqual(
                try rope.string(utf16Range: lower..<upper), String(decoding: units[lower..<upper], as: UTF16.self), "round \(round) \(lower)..<\(upper)")
        }
        XCTAssertThrowsError(try TextRope("ab").string(utf16Range: 1..<3))
    }
}
