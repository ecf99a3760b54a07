import CICU

/// Terminal columns, per grapheme cluster: the widest of its code points, where a code point is
/// 0 columns if it is zero-width (control, format, nonspacing or enclosing mark, line or
/// paragraph separator, default-ignorable, Hangul medial vowel or final consonant jamo), 2 if it
/// is East Asian Wide or Fullwidth or has Emoji_Presentation, else 1; U+FE0F after a code point
/// with the Emoji property makes the cluster 2 (emoji presentation of "1", "❤", "©"...).
/// So an emoji ZWJ sequence, a flag or a keycap is one 2-column cluster, "e" + U+0301 is 1, and a
/// lone combining mark or a control is 0.
enum DisplayWidth {
    private static let zero = UInt8(CICU_WIDTH_ZERO)
    private static let twoColumns = UInt8(CICU_WIDTH_WIDE | CICU_WIDTH_EMOJI_PRESENTATION)
    private static let emoji = UInt8(CICU_WIDTH_EMOJI)

    @inline(__always)
    static func columns(_ flags: UInt8) -> Int {
        flags & zero != 0 ? 0 : (flags & twoColumns != 0 ? 2 : 1)
    }

    /// The columns of `codePoint` (with `flags`) following a code point with `previous` flags.
    @inline(__always)
    static func columns(_ flags: UInt8, after previous: UInt8, codePoint: UInt32) -> Int {
        codePoint == 0xFE0F && previous & emoji != 0 ? 2 : columns(flags)
    }
}
