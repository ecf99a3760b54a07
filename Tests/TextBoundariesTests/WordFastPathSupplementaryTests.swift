import CICU
import ICUTestSupport
import TextRope
import XCTest

@testable import TextBoundaries

/// The word fast path beyond the BMP: supplementary plain letters join like `a`, supplementary
/// code points without a word rule (emoji, symbols, unassigned) stand alone like `-`, and the
/// two surrogates of one code point are never split. These tests check ICU against those claims
/// for every supplementary code point the fast path classifies, and the fast path against ICU on
/// every short string mixing such code points with ASCII.
final class WordFastPathSupplementaryTests: XCTestCase {
    func testWordRange_matchesICU_everyStringOfThreeCodePoints() throws {
        // Letters, digits, word punctuation, spaces, a plain BMP letter, a supplementary letter, an
        // emoji, a skin tone (Extend), ZWJ, a regional indicator and lone surrogates (a lone lead
        // followed by a lone trail makes a pair).
        let alphabet: [[UInt16]] = ["a", "0", "_", ".", "'", " ", "\n", "-", "é", "𝔘", "😀", "\u{1F3FD}", "\u{200D}", "🇫"]
            .map { Array($0.utf16) } + [[0xD83D], [0xDE00]]
        var units: [UInt16] = []
        var starts: [Int] = []
        let n = alphabet.count
        for i in 0..<(n * n * n) {
            starts.append(units.count)
            units += alphabet[i % n] + alphabet[i / n % n] + alphabet[i / n / n] + [0x0A]
        }
        let oracle = FlatICU(CICU_BREAK_WORD, units)
        let isBoundary = Set(oracle.boundaries)
        let breaker = TextBreaker(TextRope(utf16CodeUnits: units))
        var reader = breaker.reader
        var failures = 0
        func fail(_ offset: Int, _ message: String) {
            failures += 1
            let start = starts.last { $0 <= offset } ?? 0
            let string = units[start..<(units[start...].firstIndex(of: 0x0A) ?? units.count)].map { String(format: "%04X", $0) }
            XCTFail("\(string) offset \(offset - start): \(message)")
        }
        for offset in 0...units.count where failures < 20 {
            let expected = oracle.segment(containing: offset).flatMap { $0.status >= CICU_WORD_STATUS_NONE_LIMIT ? $0.range : nil }
            let actual = try breaker.wordRange(atUTF16: offset)
            if actual != expected { fail(offset, "\(String(describing: actual)) != ICU \(String(describing: expected))") }
            // The rules themselves, also where a word range cannot show them (inside an emoji,
            // which is no word however it is split).
            if offset > 0, offset < units.count, let decided = try Self.fastPathBoundary(at: offset, &reader),
                decided != isBoundary.contains(offset)
            {
                fail(offset, "the fast path says \(decided ? "boundary" : "no boundary"), ICU the opposite")
            }
        }
        breaker.checkInvariants()
    }

    /// Whether the fast path puts a word boundary at `offset`, as `Words` asks it: nil when it
    /// leaves the answer to ICU.
    private static func fastPathBoundary(at offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> Bool? {
        guard let before = try PlainWordRules.wordClass(at: offset - 1, &reader),
            let after = try PlainWordRules.wordClass(at: offset, &reader)
        else {
            return try PlainWordRules.isBoundaryBesideSpace(at: offset, &reader)
        }
        return try PlainWordRules.isBoundary(between: before, after, at: offset, &reader)
    }

    func testSupplementaryPlainLetters_areTreatedByICULikeA_inEveryRuleContext() {
        let letters = Self.supplementary(withTrait: CICU_TRAIT_WORD_LETTER)
        XCTAssertTrue(letters.contains(0x1D518))  // 𝔘, MATHEMATICAL FRAKTUR CAPITAL U
        XCTAssertGreaterThan(letters.count, 9_000)
        let templates = [
            "XX", "Xa", "aX", "X", "X.a", "a.X", "X'a", "a'X", "X:a", "a:X", "X,a", "X;a", "0X", "X0", "X_", "_X",
            "X b", "X@a", "a@X", "X.0", "0.X", "X'", "'X", "X\"a", "X-a", "X.", " X ", "X\u{301}a", "X\u{200D}a", "1,X",
            "X\u{00AD}a", "日X", "X日", "ไX", "🇫X", "X😀", "éX", "X𝔘",
        ]
        assertSegmentedAlike(letters, "a", in: templates)
    }

    func testSupplementaryCodePointsWithoutWordRules_areTreatedByICULikeAHyphen() {
        let all = Self.supplementary(withTrait: CICU_TRAIT_WORD_OTHER)
        XCTAssertTrue(all.contains(0x1F600))  // 😀
        XCTAssertTrue(all.contains(0x10FFFD))  // private use
        XCTAssertFalse(all.contains(0x1F3FD))  // a skin tone is Extend
        XCTAssertFalse(all.contains(0x1F1EB))  // a regional indicator
        XCTAssertFalse(all.contains(0x20000))  // an ideograph
        let others = Self.assignedOrEndsOfUnassignedRuns(all)
        XCTAssertGreaterThan(others.count, 5_000)
        // Contexts the fast path decides, and a few it leaves to ICU but where ICU must still not
        // tell the two apart (marks and ZWJ after X attach to it whatever it is). Not "ZWJ X":
        // ICU joins an emoji to a ZWJ before it (WB3c), and the fast path leaves that to ICU.
        let templates = [
            "XX", "Xa", "aX", "X", "X.a", "a.X", "X'a", "a'X", "X:a", "X,0", "0,X", "X.0", "0.X", "0X", "X0", "X_",
            "_X", "X b", "  X  ", "X\n", "\r\nX", "éX", "Xé", "𝔘X", "X𝔘", "X😀", "😀X", "a\"X", "X-a", "X\u{301}a",
            "X\u{200D}a", "X\u{FE0F}",
        ]
        assertSegmentedAlike(others, "-", in: templates)
    }

    /// The assigned code points of `codePoints` (ascending), and of the unassigned and private-use
    /// ones only the first and last of each run of consecutive code points with equal traits.
    /// ICU's rules see code points through their properties, and the traits hold every property
    /// its word rules read (Word_Break and the script, ideograph, Hangul and Complex_Context
    /// exclusions through the word bits, Extended_Pictographic, Emoji), so the code points of
    /// such a run are alike to ICU. Checking all 900,000 unassigned ones would take minutes.
    private static func assignedOrEndsOfUnassignedRuns(_ codePoints: [UInt32]) -> [UInt32] {
        var chosen: [UInt32] = []
        var run: (traits: UInt16, last: UInt32)?
        for codePoint in codePoints {
            let category = Unicode.Scalar(codePoint)?.properties.generalCategory
            guard category == .unassigned || category == .privateUse else {
                chosen.append(codePoint)
                continue
            }
            let traits = cicu_supplementary_traits(codePoint)
            if let current = run, current.traits == traits, current.last + 1 == codePoint {
                run = (traits, codePoint)
                continue
            }
            if let current = run, chosen.last != current.last { chosen.append(current.last) }
            chosen.append(codePoint)
            run = (traits, codePoint)
        }
        if let current = run, chosen.last != current.last { chosen.append(current.last) }
        return chosen.sorted()
    }

    /// The supplementary code points whose `cicu_supplementary_traits` include `trait`.
    private static func supplementary(withTrait trait: Int) -> [UInt32] {
        (UInt32(0x10000)...0x10FFFF).filter { cicu_supplementary_traits($0) & UInt16(trait) != 0 }
    }

    /// Checks that ICU segments each template (one `X` each) the same with any of `codePoints`
    /// in place of X as with `representative` (a BMP scalar): the same boundaries, counted in
    /// code points, and the same segments are words. Each batch of code points is one text of
    /// every template with every code point, each followed by a line feed (a boundary that resets
    /// every rule), checked against each template's segmentation with the representative.
    private func assertSegmentedAlike(
        _ codePoints: [UInt32], _ representative: Unicode.Scalar, in templates: [String],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let iterator = FlatICU.Iterator(CICU_BREAK_WORD)
        let prepared = templates.map { PreparedTemplate($0, representative, iterator) }
        for batch in stride(from: 0, to: codePoints.count, by: 4_096) {
            var text: [UInt16] = []
            var expected: [Segment] = []
            var owners: [UInt32] = []
            for codePoint in codePoints[batch..<min(batch + 4_096, codePoints.count)] {
                let lead = UInt16(0xD800 + ((codePoint - 0x10000) >> 10))
                let trail = UInt16(0xDC00 + ((codePoint - 0x10000) & 0x3FF))
                for template in prepared {
                    let start = text.count
                    text += template.units
                    for x in template.placeholders {
                        text[start + x] = lead
                        text[start + x + 1] = trail
                    }
                    for segment in template.segments {
                        expected.append(Segment(boundary: start + segment.boundary, isWord: segment.isWord))
                        owners.append(codePoint)
                    }
                }
            }
            let actual = Self.segmentation(iterator, text)
            guard actual != expected else { continue }
            let first = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
            XCTFail(
                String(format: "U+%04X is segmented unlike U+%04X", owners[min(first, owners.count - 1)], representative.value),
                file: file, line: line)
            return
        }
    }

    /// A template with two placeholder units for X, and its segmentation with the representative
    /// in place of X, moved to the template's offsets.
    private struct PreparedTemplate {
        let units: [UInt16]
        let placeholders: [Int]
        /// The boundaries after the start of the template, with the line feed that ends it.
        let segments: [Segment]

        init(_ template: String, _ representative: Unicode.Scalar, _ iterator: FlatICU.Iterator) {
            var units: [UInt16] = []
            var placeholders: [Int] = []
            var withRepresentative: [UInt16] = []
            // Offsets in `withRepresentative` mapped to `units`: each X there is one unit longer.
            var shift: [Int] = []
            for scalar in (template + "\n").unicodeScalars {
                let encoded = Array((scalar == "X" ? representative : scalar).utf16)
                shift += [Int](repeating: units.count - withRepresentative.count, count: encoded.count)
                withRepresentative += encoded
                if scalar == "X" {
                    placeholders.append(units.count)
                    units += [0xD800, 0xDC00]
                } else {
                    units += scalar.utf16
                }
            }
            shift.append(units.count - withRepresentative.count)
            self.units = units
            self.placeholders = placeholders
            segments = WordFastPathSupplementaryTests.segmentation(iterator, withRepresentative).map {
                Segment(boundary: $0.boundary + shift[$0.boundary], isWord: $0.isWord)
            }
        }
    }

    /// ICU's boundaries in `units` after 0, each with whether the segment ending there is a word.
    private static func segmentation(_ iterator: FlatICU.Iterator, _ units: [UInt16]) -> [Segment] {
        let icu = FlatICU(iterator, units)
        return zip(icu.boundaries, icu.statuses).dropFirst().map {
            Segment(boundary: $0.0, isWord: $0.1 >= CICU_WORD_STATUS_NONE_LIMIT)
        }
    }

    private struct Segment: Equatable {
        let boundary: Int
        let isWord: Bool
    }
}
