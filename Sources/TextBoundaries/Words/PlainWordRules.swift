import CICU
import TextRope

/// The Word_Break classes of the code points the word fast path understands: ASCII, the letters
/// ICU treats like ASCII letters, and supplementary code points without a word rule.
enum WordClass: UInt8 {
    case letter, digit, extendNumLet, midLetter, midNumLet, singleQuote, midNum, newline, space, other
    /// `@`, which ICU's root rules join to letters and digits (CLDR's tailoring for e-mail
    /// addresses and handles) although UAX #29 gives it no word rule: left to ICU.
    case icuOnly
    /// A supplementary code point without a word rule (`cicu_is_plain_word_other`: emoji,
    /// symbols, unassigned): like `other`, except that its two surrogates stay together.
    case otherPair

    init(ascii unit: UInt8) {
        switch unit {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): self = .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
        case UInt8(ascii: "_"): self = .extendNumLet
        case UInt8(ascii: ":"): self = .midLetter
        case UInt8(ascii: "."): self = .midNumLet
        case UInt8(ascii: "'"): self = .singleQuote
        case UInt8(ascii: ","), UInt8(ascii: ";"): self = .midNum
        case UInt8(ascii: "@"): self = .icuOnly
        case 0x0A, 0x0B, 0x0C, 0x0D: self = .newline
        case UInt8(ascii: " "): self = .space
        // The double quote only joins Hebrew letters; everything else has no word rule.
        default: self = .other
        }
    }

    /// Letters, digits and `_`, which always join each other (WB5, WB8-10, WB13a/b).
    var isWordBody: Bool { self == .letter || self == .digit || self == .extendNumLet }

    /// Punctuation that joins letters when letters surround it (WB6/7).
    var joinsLetters: Bool { self == .midLetter || self == .midNumLet || self == .singleQuote }

    /// Punctuation that joins digits when digits surround it (WB11/12).
    var joinsDigits: Bool { self == .midNum || self == .midNumLet || self == .singleQuote }
}

/// UAX #29 word boundaries among ASCII units, plain letters (`cicu_is_plain_word_letter`, in the
/// BMP and beyond) and supplementary code points without a word rule (emoji, symbols), decided
/// from the two code points around a position and one more on each side (WB6/7 and WB11/12 look
/// one unit past a `.`, `'`, `:`, `,` or `;`), plus the boundary between an ASCII space and
/// anything that cannot join it. Anything else (marks, ZWJ and variation selectors, which WB4
/// attaches to what precedes them, ZWJ before an emoji, dictionary scripts, regional
/// indicators, BMP punctuation beyond ASCII) or an `@` is left to ICU, and so is a
/// letter-colon-letter join, where ICU's root rules differ from UAX #29 (ICU breaks around a
/// colon). `WordFastPathTests` and `WordFastPathSupplementaryTests` compare all of this with ICU.
enum PlainWordRules {
    /// Whether there is a word boundary at `offset` (in `1..<count`) between units of the
    /// classes `before` and `after`: nil when ICU must decide.
    static func isBoundary(
        between before: WordClass, _ after: WordClass, at offset: Int, _ reader: inout CodeUnitReader
    ) throws(TextRangeError) -> Bool? {
        if before == .otherPair || after == .otherPair {
            return try !reader.isInsidePair(offset)  // WB999
        }
        if before == .newline || after == .newline {
            // WB3 keeps CR LF together; WB3a/3b break around every other newline.
            let first = try reader.unit(at: offset - 1)
            let second = try reader.unit(at: offset)
            return !(first == 0x0D && second == 0x0A)
        }
        if before == .space && after == .space { return false }  // WB3d
        if before.isWordBody && after.isWordBody { return false }  // WB5, WB8-10, WB13a/b
        if (before == .letter && after.joinsLetters) || (before == .digit && after.joinsDigits) {
            // WB6, WB12: joined when the unit after the punctuation continues the word.
            guard offset + 1 < reader.count else { return true }
            guard let next = try wordClass(at: offset + 1, &reader) else { return nil }
            return next == before ? (after == .midLetter ? nil : false) : true
        }
        if (before.joinsLetters && after == .letter) || (before.joinsDigits && after == .digit) {
            // WB7, WB11: joined when the unit before the punctuation belongs to the word.
            guard offset >= 2 else { return true }
            guard let previous = try wordClass(at: offset - 2, &reader) else { return nil }
            return previous == after ? (before == .midLetter ? nil : false) : true
        }
        return true  // WB999
    }

    /// Whether there is a boundary between an ASCII space and a unit the fast path does not
    /// classify: always, unless that unit joins spaces (`cicu_word_joins_space`) or is a
    /// surrogate (whose code point the table cannot tell). Nil when ICU must decide.
    static func isBoundaryBesideSpace(at offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> Bool? {
        let before = try reader.unit(at: offset - 1)
        let after = try reader.unit(at: offset)
        let other: UInt16
        if before == 0x20 && after >= 0x80 {
            other = after
        } else if after == 0x20 && before >= 0x80 {
            other = before
        } else {
            return nil
        }
        if UTF16.isLeadSurrogate(other) || UTF16.isTrailSurrogate(other) { return nil }
        let joiners = reader.tables[CharacterTables.wordSpaceJoiners + Int(other >> 3)]
        return joiners & (1 << (other & 7)) != 0 ? nil : true
    }

    /// The class of the unit at `offset` (of the code point it belongs to, for a surrogate), or
    /// nil when the fast path does not handle it.
    @inline(__always)
    static func wordClass(at offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> WordClass? {
        let unit = try reader.unit(at: offset)
        if unit < 0x80 {
            let wordClass = WordClass(rawValue: reader.tables[CharacterTables.asciiWordClasses + Int(unit)])
            return wordClass == .icuOnly ? nil : wordClass
        }
        let bits = reader.tables[CharacterTables.plainWordLetters + Int(unit >> 3)]
        if bits & (1 << (unit & 7)) != 0 { return .letter }
        return UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) ? try pairClass(unit, at: offset, &reader) : nil
    }

    /// The class of the supplementary code point whose surrogate `unit` is at `offset`: `letter`
    /// for a plain letter (`cicu_is_plain_word_letter`), `otherPair`, or nil (also for a lone
    /// surrogate, which ICU reads as a code point of its own).
    @inline(never)
    private static func pairClass(_ unit: UInt16, at offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> WordClass? {
        let (codePoint, length) =
            UTF16.isLeadSurrogate(unit) ? try reader.codePoint(at: offset) : try reader.codePoint(before: offset + 1)
        guard length == 2 else { return nil }
        let traits = cicu_supplementary_traits(codePoint)
        if traits & UInt16(CICU_TRAIT_WORD_LETTER) != 0 { return .letter }
        return traits & UInt16(CICU_TRAIT_WORD_OTHER) != 0 ? .otherPair : nil
    }
}
