/// Pieces of text full of what makes boundaries hard, for random texts in tests and fuzzers:
/// emoji ZWJ sequences, modifiers, flags and lone regional indicators, keycaps, tag sequences,
/// combining marks alone and stacked, Hangul jamo and syllables, Indic conjuncts and their
/// parts, prepended concatenation marks, Thai, CJK, every line and paragraph terminator, word and
/// sentence punctuation. Inserted piece by piece at random offsets, they also get cut apart.
public enum HardText {
    /// The pieces as strings (valid Unicode: what a text control can hold).
    public static let strings: [String] = [
        "a", "b", "Z", "q", "0", "7", " ", "  ", "\t", "_", "'", ".", ":", ",", ";", "\"", "-", "!", "?", "(", ")",
        "#", "*", "@", "/", "\r", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}",
        "word", "café", "Zürich", "naïve", "Ωμέγα", "Привет", "ǅ", "ß", "can't", "3.14", "1,000", "U.S.A", "a_b", "__",
        "e-mail", "Hello. World! ", "(ok) ", "Mr. Smith. ", "me@example.com",
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "👩🏽‍💻", "🇫🇷", "🇩🇪", "🇫", "🇺", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "1️⃣", "#️⃣", "\u{20E3}", "❤️", "❤", "😀", "👍🏽", "🏻",
        "e\u{301}", "\u{301}", "a\u{308}\u{301}", "\u{200D}", "\u{200C}", "\u{00AD}", "\u{2060}", "\u{FE0F}",
        "\u{1100}\u{1161}\u{11A8}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "한국어",
        "क्ष", "क्\u{200D}ष", "क\u{93C}\u{94D}ष", "ক্ষ", "क", "ष", "\u{94D}", "\u{0903}", "\u{0600}1", "\u{0600}",
        "กำ", "ภาษาไทย", "漢字", "日本語のテキスト", "カタカナ", "א\"ב", "שלום", "١٢٣", "Ａ", "\u{3000}",
    ]

    /// The pieces as UTF-16, plus lone surrogates of both kinds (a rope can hold them).
    public static let pieces: [[UInt16]] = strings.map { Array($0.utf16) } + [[0xD800], [0xDC00], [0xD83D], [0xDE00]]
}
