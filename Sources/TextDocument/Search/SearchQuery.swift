/// What a search looks for: a literal string or an ICU regular expression, with or without case.
///
/// A literal search compares UTF-16 code units (case-sensitive), or the texts' full case foldings
/// (Unicode's default folding, as ICU computes it: "ß" finds "SS" and "ss", "ς" and "Σ" find
/// "σ"; a match never ends inside the folding of one character, so "s" does not find "ß"). A
/// literal search keeps only matches that begin and end on grapheme cluster boundaries unless
/// ``matchesWholeClusters`` is off; an empty literal finds nothing.
///
/// A regular expression uses ICU's syntax, with `^` and `$` matching at the start and end of
/// every line; with ``ignoresCase``, ICU's case-insensitive matching. Its matches are ICU's,
/// clusters or not.
public struct SearchQuery: Hashable, Sendable {
    /// How ``pattern`` is read.
    public enum Kind: Hashable, Sendable {
        /// The pattern is the text to find.
        case literal
        /// The pattern is an ICU regular expression.
        case regularExpression
    }

    /// The text or the expression.
    public var pattern: String
    /// How the pattern is read.
    public var kind: Kind
    /// Whether case is ignored (full case folding).
    public var ignoresCase: Bool
    /// Whether a literal match must begin and end on grapheme cluster boundaries (it never
    /// splits "e\u{301}" or an emoji sequence). Ignored by regular expressions.
    public var matchesWholeClusters: Bool

    /// A search for the text `literal`.
    public init(literal: String, ignoresCase: Bool = false, matchesWholeClusters: Bool = true) {
        pattern = literal
        kind = .literal
        self.ignoresCase = ignoresCase
        self.matchesWholeClusters = matchesWholeClusters
    }

    /// A search for matches of the ICU regular expression `regularExpression`.
    public init(regularExpression: String, ignoresCase: Bool = false) {
        pattern = regularExpression
        kind = .regularExpression
        self.ignoresCase = ignoresCase
        matchesWholeClusters = false
    }
}
