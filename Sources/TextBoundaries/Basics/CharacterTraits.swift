import CICU

/// What the boundary fast paths and display width need to know about a code point, read from ICU:
/// the Grapheme_Cluster_Break class (low 4 bits, `CICU_GCB_*`) and the width flags (high 4 bits,
/// `CICU_WIDTH_*`).
struct CharacterTraits {
    let bits: UInt8

    @inline(__always) var graphemeClass: UInt8 { bits & 0x0F }
    @inline(__always) var widthFlags: UInt8 { bits >> 4 }

    /// The traits of `codePoint`: from `tables` (see `CharacterTables`) for the BMP, from CICU's
    /// lazily built table of supplementary code points otherwise.
    @inline(__always)
    init(_ codePoint: UInt32, _ tables: UnsafePointer<UInt8>) {
        bits = codePoint < 0x10000 ? tables[Int(codePoint)] : UInt8(truncatingIfNeeded: cicu_supplementary_traits(codePoint))
    }

    /// Whether `codePoint` is Extended_Pictographic, from the same tables.
    static func isExtendedPictographic(_ codePoint: UInt32, _ tables: UnsafePointer<UInt8>) -> Bool {
        guard codePoint < 0x10000 else {
            return cicu_supplementary_traits(codePoint) & UInt16(CICU_TRAIT_EXTENDED_PICTOGRAPHIC) != 0
        }
        return tables[CharacterTables.pictographic + Int(codePoint >> 3)] & (1 << (codePoint & 7)) != 0
    }
}

/// The traits of all 65,536 BMP code points, followed by the 256 grapheme pair rules
/// (`GraphemePairRule`, indexed by `before << 4 | after`), the 128 ASCII word classes
/// (`WordClass`), a bit per BMP code point telling plain word letters
/// (`cicu_is_plain_word_letter`), one telling those that join a space
/// (`cicu_word_joins_space`) and one telling Extended_Pictographic ones: 88 KiB built once, in
/// a few milliseconds, on first use.
final class CharacterTables: @unchecked Sendable {
    // Unchecked: written once in init, read-only afterwards.
    let entries: UnsafeMutablePointer<UInt8>

    static let shared = CharacterTables()
    static let pairRules = 0x10000
    static let asciiWordClasses = pairRules + 256
    static let plainWordLetters = asciiWordClasses + 128
    static let wordSpaceJoiners = plainWordLetters + 0x10000 / 8
    static let pictographic = wordSpaceJoiners + 0x10000 / 8
    private static let size = pictographic + 0x10000 / 8

    private init() {
        entries = .allocate(capacity: Self.size)
        entries.initialize(repeating: 0, count: Self.size)
        for codePoint in 0..<0x10000 {
            let traits = cicu_traits(UInt32(codePoint))
            entries[codePoint] = UInt8(truncatingIfNeeded: traits)
            if traits & UInt16(CICU_TRAIT_EXTENDED_PICTOGRAPHIC) != 0 {
                entries[Self.pictographic + (codePoint >> 3)] |= 1 << (codePoint & 7)
            }
            if traits & UInt16(CICU_TRAIT_WORD_LETTER) != 0 {
                entries[Self.plainWordLetters + (codePoint >> 3)] |= 1 << (codePoint & 7)
            }
            if cicu_word_joins_space(UInt32(codePoint)) {
                entries[Self.wordSpaceJoiners + (codePoint >> 3)] |= 1 << (codePoint & 7)
            }
        }
        for pair in 0..<256 {
            entries[Self.pairRules + pair] = GraphemePairRule(before: UInt8(pair >> 4), after: UInt8(pair & 0x0F)).rawValue
        }
        for unit in 0..<128 {
            entries[Self.asciiWordClasses + unit] = WordClass(ascii: UInt8(unit)).rawValue
        }
    }

    deinit { entries.deallocate() }
}
