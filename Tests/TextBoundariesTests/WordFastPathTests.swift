import CICU
import TextBoundaries
import TextRope
import XCTest

/// The word fast path decides ASCII segments itself; these tests compare it with ICU on every
/// short ASCII string over an alphabet that covers every ASCII word class.
final class WordFastPathTests: XCTestCase {
    /// Letters, digits, `_`, `@`, the mid-word punctuation, quotes, spaces, controls, newlines
    /// and punctuation without a word rule.
    private static let alphabet = Array("aZ09_@:.',;\" \t\r\n-!#".utf16)

    func testWordRange_matchesICU_everyASCIIStringOfFourUnits() throws {
        // Every string of four units, each followed by a line feed (a boundary that resets
        // every word rule), in one text.
        var units: [UInt16] = []
        let n = Self.alphabet.count
        for i in 0..<(n * n * n * n) {
            units += [Self.alphabet[i % n], Self.alphabet[i / n % n], Self.alphabet[i / n / n % n], Self.alphabet[i / n / n / n], 0x0A]
        }
        let oracle = FlatICU(CICU_BREAK_WORD, units)
        let breaker = TextBreaker(TextRope(utf16CodeUnits: units))
        var failures = 0
        for offset in 0...units.count where failures < 20 {
            let expected = oracle.segment(containing: offset).flatMap { $0.status >= CICU_WORD_STATUS_NONE_LIMIT ? $0.range : nil }
            let actual = try breaker.wordRange(atUTF16: offset)
            if actual != expected {
                failures += 1
                let start = offset - offset % 5
                XCTFail("\"\(String(decoding: units[start..<(start + 4)], as: UTF16.self))\" offset \(offset % 5): \(String(describing: actual)) != ICU \(String(describing: expected))")
            }
        }
        breaker.checkInvariants()
    }
}
