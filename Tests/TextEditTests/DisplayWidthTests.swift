import CICU
@testable import EditorCore
import TextBoundaries
import TextRope
import XCTest

/// Display width, which every screen depends on, checked against the Unicode data files: every
/// code point on its own, then every emoji sequence as one 2-cell cluster; and ICU's emoji
/// properties, which the widths come from, against the emoji data file.
final class DisplayWidthTests: XCTestCase {
    // The width rule from the data files: zero-width categories (nonspacing and enclosing marks,
    // format, control, line and paragraph separators), default-ignorable code points and Hangul
    // medial vowels and final consonants take 0; East Asian Wide or Fullwidth, or
    // Emoji_Presentation, 2; anything else 1.
    private struct Oracle {
        let categories: [UInt32: String]
        let ignorable: Set<UInt32>
        let jamo: Set<UInt32>
        let wide: Set<UInt32>
        let emojiPresentation: Set<UInt32>
        let extending: Set<UInt32>

        init() throws {
            categories = try UnicodeDataFiles.generalCategories()
            ignorable = try UnicodeDataFiles.codePoints("DerivedCoreProperties.txt", value: "Default_Ignorable_Code_Point")
            jamo = try UnicodeDataFiles.codePoints("HangulSyllableType.txt", value: "V")
                .union(try UnicodeDataFiles.codePoints("HangulSyllableType.txt", value: "T"))
            wide = try UnicodeDataFiles.codePoints("EastAsianWidth.txt", value: "W")
                .union(try UnicodeDataFiles.codePoints("EastAsianWidth.txt", value: "F"))
            emojiPresentation = try UnicodeDataFiles.codePoints("emoji/emoji-data.txt", value: "Emoji_Presentation")
            extending = try UnicodeDataFiles.codePoints("auxiliary/GraphemeBreakProperty.txt", value: "Extend")
                .union(try UnicodeDataFiles.codePoints("auxiliary/GraphemeBreakProperty.txt", value: "SpacingMark"))
        }

        func width(_ point: UInt32) -> Int {
            let category = categories[point] ?? "Cn"
            if ["Mn", "Me", "Cf", "Cc", "Zl", "Zp"].contains(category) || ignorable.contains(point) || jamo.contains(point) { return 0 }
            return wide.contains(point) || emojiPresentation.contains(point) ? 2 : 1
        }

        /// Whether a code point extends the cluster before it: alone, it needs a base to show on.
        func needsBase(_ point: UInt32) -> Bool { extending.contains(point) }
    }

    // Every scalar but the surrogates, each between two U+0001: a control is a cluster of its own.
    private static let scalars: [Unicode.Scalar] = (Array(0...0xD7FF) + Array(0xE000...0x10FFFF)).compactMap(Unicode.Scalar.init)

    func testEveryCodePoint_widthMatchesEastAsianWidthAndEmojiPresentation() throws {
        let oracle = try Oracle()
        var units: [UInt16] = []
        units.reserveCapacity(Self.scalars.count * 3)
        for scalar in Self.scalars {
            units.append(0x01)
            units += Array(String(scalar).utf16)
        }
        let rope = TextRope(utf16CodeUnits: units)
        var clusters = 0
        var mismatches: [String] = []
        try rope.forEachGraphemeCluster(startingIn: 0..<rope.utf16Count) { range, width in
            defer { clusters += 1 }
            // Even clusters are the separators.
            guard clusters % 2 == 1, clusters / 2 < Self.scalars.count else { return true }
            let point = Self.scalars[clusters / 2].value
            let expected = oracle.width(point)
            if width != expected && mismatches.count < 20 { mismatches.append("U+\(String(point, radix: 16, uppercase: true)): \(width), expected \(expected)") }
            return true
        }
        XCTAssertEqual(clusters, 2 * Self.scalars.count, "one cluster per code point")
        XCTAssertEqual(mismatches, [])
    }

    func testEveryCodePoint_ICUEmojiPropertiesMatchEmojiData() throws {
        let file = "emoji/emoji-data.txt"
        let emoji = try UnicodeDataFiles.codePoints(file, value: "Emoji")
        let presentation = try UnicodeDataFiles.codePoints(file, value: "Emoji_Presentation")
        let pictographic = try UnicodeDataFiles.codePoints(file, value: "Extended_Pictographic")
        XCTAssertEqual([emoji.count, presentation.count, pictographic.count], [1424, 1205, 3537], "Unicode 15.0's counts")
        var mismatches: [String] = []
        for point in UInt32(0)...0x10FFFF {
            let flags = Int(cicu_width_flags(point))
            let icu = [flags & CICU_WIDTH_EMOJI != 0, flags & CICU_WIDTH_EMOJI_PRESENTATION != 0, cicu_is_extended_pictographic(point)]
            let data = [emoji.contains(point), presentation.contains(point), pictographic.contains(point)]
            if icu != data && mismatches.count < 20 { mismatches.append("U+\(String(point, radix: 16, uppercase: true)): ICU \(icu), file \(data)") }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testEveryCodePoint_editorCellsShowControlsAndLoneMarksVisibly() throws {
        let oracle = try Oracle()
        var mismatches: [String] = []
        for scalar in Self.scalars {
            let point = scalar.value
            let units = Array(String(scalar).utf16)
            let width = oracle.width(point)
            let glyph = units.withUnsafeBufferPointer { Glyph.shown(units: $0, column: 0, width: width).glyph }
            let expected: Int
            switch point {
            case 0x09: expected = Glyph.tabWidth
            case 0x00..<0x20, 0x7F: expected = 2
            case 0x80..<0xA0: expected = 4
            default: expected = width == 0 && oracle.needsBase(point) ? 1 : width
            }
            if glyph.width != expected && mismatches.count < 20 { mismatches.append("U+\(String(point, radix: 16)): \(glyph.width), expected \(expected)") }
        }
        XCTAssertEqual(mismatches, [])
    }

    func testLoneSurrogates_showTheirCode() {
        for unit: UInt16 in [0xD800, 0xDBFF, 0xDC00, 0xDFFF] {
            let (glyph, text) = [unit].withUnsafeBufferPointer { Glyph.shown(units: $0, column: 0, width: 0) }
            XCTAssertEqual(text, "<\(String(unit, radix: 16, uppercase: true))>")
            XCTAssertEqual(glyph.width, 6)
            XCTAssertEqual(glyph.kind, .control)
        }
    }

    func testEmojiSequences_areOneClusterOfTwoCells() throws {
        let files = ["emoji-sequences.txt", "emoji-zwj-sequences.txt", "emoji-variation-sequences.txt"]
        var checked = 0
        var mismatches: [String] = []
        for file in files {
            for sequence in try UnicodeDataFiles.sequences(file) {
                // Text-style variation sequences (U+FE0E) are not emoji presentation.
                if sequence.last == 0xFE0E { continue }
                let string = String(String.UnicodeScalarView(sequence.compactMap(Unicode.Scalar.init)))
                let rope = TextRope(string)
                var clusters: [Int] = []
                try rope.forEachGraphemeCluster(startingIn: 0..<rope.utf16Count) { _, width in
                    clusters.append(width)
                    return true
                }
                checked += 1
                if clusters != [2] && mismatches.count < 20 {
                    mismatches.append("\(sequence.map { String($0, radix: 16) }) in \(file): \(clusters)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 2500, "keycaps, flags, tags, modifiers, ZWJ and VS16 sequences")
        XCTAssertEqual(mismatches, [])
    }
}
