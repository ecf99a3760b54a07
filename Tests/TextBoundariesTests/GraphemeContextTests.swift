import CICU
import ICUTestSupport
import TextBoundaries
import TextRope
import XCTest

/// Emoji ZWJ sequences (GB11) and regional indicator runs (GB12/GB13) are decided from the code
/// points before a position rather than by ICU. These tests compare every grapheme query, at every
/// offset, with ICU on the flat text, over every short text made of the code points those rules
/// look at, and over long runs.
final class GraphemeContextTests: XCTestCase {
    private static let alphabet: [UInt32] = [
        0x1F600, 0xA9,  // Extended_Pictographic (astral, BMP)
        0x61,  // Other
        0x0301, 0x1F3FB,  // Extend (a mark, a skin tone)
        0x200D,  // ZWJ
        0x1F1EB, 0x1F1F7,  // Regional_Indicator
        0x0600,  // Prepend
        0x0A,  // LF
        0x0915, 0x094D,  // a Devanagari consonant and virama (ICU's conjunct rule)
    ]

    private let characters = FlatICU.Iterator(CICU_BREAK_CHARACTER)

    func testEveryTextOfUpToFourCodePoints_agreesWithICU() throws {
        let breaker = TextBreaker(TextRope())
        var texts = 0
        for length in 1...4 {
            var digits = [Int](repeating: 0, count: length)
            repeat {
                try check(digits.map { Self.alphabet[$0] }, breaker)
                texts += 1
            } while Self.increment(&digits, base: Self.alphabet.count)
        }
        XCTAssertEqual(texts, 12 + 144 + 1_728 + 20_736)
    }

    func testRegionalIndicatorRuns_pairFromTheStartOfTheRun() throws {
        let breaker = TextBreaker(TextRope())
        for count in 0...13 {
            for before: [UInt32] in [[], [0x61], [0x0600], [0x1F1EB, 0x0301]] {
                for after: [UInt32] in [[], [0x0301], [0x200D, 0x1F600]] {
                    try check(before + [UInt32](repeating: 0x1F1EB, count: count) + after, breaker)
                }
            }
        }
        let flags = TextRope(String(repeating: "🇫🇷", count: 7))
        XCTAssertEqual(try flags.rangeOfComposedCharacterSequence(atUTF16: 13), 12..<16)
        XCTAssertEqual(try flags.graphemeBoundary(before: 14), 12)
        XCTAssertEqual(flags.graphemeCount, 7)
    }

    func testEmojiAfterAJoiner_joinsOnlyAfterAnEmojiAndExtendMarks() throws {
        let breaker = TextBreaker(TextRope())
        for extendCount in 0...6 {
            for first: UInt32 in [0x1F600, 0xA9, 0x61, 0x1F1EB] {
                let marks = [UInt32](repeating: 0x1F3FB, count: extendCount)
                try check([first] + marks + [0x200D, 0x1F600, 0x200D, 0x2764], breaker)
                try check([0x1F600] + marks + [first, 0x200D, 0x1F600], breaker)
            }
        }
        let family = TextRope("a👩🏽‍💻b")
        XCTAssertEqual(try family.rangeOfComposedCharacterSequence(atUTF16: 5), 1..<8)
        XCTAssertEqual(try TextRope("a‍👩").rangeOfComposedCharacterSequence(atUTF16: 2), 2..<4)
    }

    /// Compares every grapheme query on `codePoints` with ICU, on a rope built by appending one
    /// code point at a time (debug leaves hold 8 units, so the longer texts span chunks).
    private func check(_ codePoints: [UInt32], _ breaker: TextBreaker, line: UInt = #line) throws {
        let units = codePoints.flatMap { Self.utf16($0) }
        var rope = TextRope()
        for codePoint in codePoints { try rope.insert(Self.utf16(codePoint), atUTF16: rope.utf16Count) }
        breaker.text = rope
        let name = codePoints.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        try BoundaryChecks.check(.grapheme, rope, against: FlatICU(characters, units), name, breaker: breaker, ropeMethods: false, line: line)
        breaker.checkInvariants()
    }

    private static func utf16(_ codePoint: UInt32) -> [UInt16] {
        guard let scalar = Unicode.Scalar(codePoint) else { return [] }
        return Array(String(Character(scalar)).utf16)
    }

    /// Counts `digits` up in `base`, least significant first; false after the last value.
    private static func increment(_ digits: inout [Int], base: Int) -> Bool {
        for i in digits.indices {
            digits[i] += 1
            if digits[i] < base { return true }
            digits[i] = 0
        }
        return false
    }
}
