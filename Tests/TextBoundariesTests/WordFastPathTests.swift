import CICU
import ICUTestSupport
import TextRope
import XCTest

@testable import TextBoundaries

/// The word fast path decides segments of ASCII and plain letters itself; these tests compare it
/// with ICU on every short ASCII string over an alphabet that covers every ASCII word class, and
/// check that ICU treats every plain letter exactly like `a`.
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

    func testPlainLetters_areTreatedByICULikeA_inEveryRuleContext() {
        // Each template, with X replaced by a plain letter, must segment exactly as with "a".
        let templates = [
            "XX", "Xa", "aX", "X", "X.a", "a.X", "X'a", "a'X", "X:a", "a:X", "X,a", "X;a", "0X", "X0", "X_", "_X",
            "X b", "X@a", "a@X", "X.0", "0.X", "X'", "'X", "X\"a", "X-a", "X.", " X ", "X\u{301}a", "X\u{200D}a", "1,X",
            "X\u{00AD}a", "日X", "X日", "ไX", "🇫X", "X😀",
        ].map { Array($0.utf16) }
        let tables = UnsafePointer(CharacterTables.shared.entries)
        let letters = (UInt16(0x80)...UInt16(0xFFFF)).filter {
            tables[CharacterTables.plainWordLetters + Int($0 >> 3)] & (1 << ($0 & 7)) != 0
        }
        XCTAssertGreaterThan(letters.count, 8_000)
        let x = UInt16(UInt8(ascii: "X"))
        let a = UInt16(UInt8(ascii: "a"))
        for batch in stride(from: 0, to: letters.count, by: 500) {
            var withLetter: [UInt16] = []
            var withA: [UInt16] = []
            var owners: [UInt16] = []
            for letter in letters[batch..<min(batch + 500, letters.count)] {
                for template in templates {
                    withLetter += template.map { $0 == x ? letter : $0 } + [0x0A]
                    withA += template.map { $0 == x ? a : $0 } + [0x0A]
                    owners += [UInt16](repeating: letter, count: template.count + 1)
                }
            }
            let expected = FlatICU(CICU_BREAK_WORD, withA)
            let actual = FlatICU(CICU_BREAK_WORD, withLetter)
            // Statuses compared as word / not a word, which is all the fast path decides.
            let isWord = { (status: Int32) in status >= CICU_WORD_STATUS_NONE_LIMIT }
            if actual.boundaries != expected.boundaries || actual.statuses.map(isWord) != expected.statuses.map(isWord) {
                let first = zip(actual.boundaries, expected.boundaries).first { $0 != $1 }.map { min($0, $1) } ?? 0
                XCTFail(String(format: "U+%04X is segmented unlike \"a\"", owners[min(first, owners.count - 1)]))
            }
        }
    }

    func testSpaceBesideAnyOtherBMPCodePoint_isABoundaryWhereTheFastPathSaysSo() {
        let tables = UnsafePointer(CharacterTables.shared.entries)
        func bit(_ table: Int, _ unit: UInt16) -> Bool { tables[table + Int(unit >> 3)] & (1 << (unit & 7)) != 0 }
        // The code points the space rule decides: not ASCII, not plain letters, not surrogates,
        // not joining spaces. In "a X", "X a", "  X", "X  ", "日 X" and "X 日" the space and X
        // must be in different segments.
        let decided = (UInt16(0x80)...UInt16(0xFFFF)).filter {
            !bit(CharacterTables.plainWordLetters, $0) && !bit(CharacterTables.wordSpaceJoiners, $0)
                && !UTF16.isLeadSurrogate($0) && !UTF16.isTrailSurrogate($0)
        }
        XCTAssertGreaterThan(decided.count, 40_000)
        var units: [UInt16] = []
        var junctions: [(Int, UInt16)] = []
        for x in decided {
            for (template, junction) in [("a X", 2), ("X a", 1), ("  X", 2), ("X  ", 1), ("日 X", 2), ("X 日", 1)] {
                junctions.append((units.count + junction, x))
                units += template.utf16.map { $0 == UInt16(UInt8(ascii: "X")) ? x : $0 } + [0x0A]
            }
        }
        var isBoundary = [Bool](repeating: false, count: units.count + 1)
        for boundary in FlatICU(CICU_BREAK_WORD, units).boundaries { isBoundary[boundary] = true }
        for (position, x) in junctions where !isBoundary[position] {
            XCTFail(String(format: "ICU joins U+%04X and a space", x))
        }
    }
}
