/// The kinds of boundary that ``TextBoundaryQueries`` finds, each from ICU 72's break rules for
/// the root locale. Every kind counts 0 and the text's length as boundaries.
public enum TextBoundaryKind: Hashable, Sendable, CaseIterable {
    /// Extended grapheme cluster boundaries (UAX #29, Unicode 15.0): where a caret may sit.
    case grapheme
    /// Word boundaries (UAX #29, with dictionaries for Thai, Lao, Khmer, Burmese, Chinese and
    /// Japanese): the ends of words, of space runs and of punctuation alike. A segment between
    /// two of them is a *word* when ICU's rule status for it is not "none" (letters, numbers,
    /// kana, ideographs); see ``TextBoundaryQueries/wordRange(atUTF16:)``.
    case word
    /// Sentence boundaries (UAX #29): a sentence includes the spaces and the line terminator
    /// that follow it.
    case sentence
    /// Line-break opportunities (UAX #14): where a line may wrap, before the code unit at the
    /// boundary; after a line terminator the break is mandatory.
    case lineBreak
}
