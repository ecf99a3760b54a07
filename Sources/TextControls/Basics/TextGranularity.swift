/// Units of caret movement and selection, as `UITextGranularity` names them.
public enum TextGranularity: String, Hashable, Sendable, CaseIterable {
    /// An extended grapheme cluster (ICU).
    case character
    /// A word: an ICU word segment whose rule status is not "none".
    case word
    /// An ICU sentence.
    case sentence
    /// A paragraph as `NSString.paragraphRange(for:)` delimits it.
    case paragraph
    /// A hard line as `NSString.lineRange(for:)` delimits it (there is no layout).
    case line
    /// The whole text.
    case document
}

/// Where a caret can be sent in one step, regardless of where it is.
public enum CaretTarget: String, Hashable, Sendable, CaseIterable {
    /// The start of the hard line holding the caret.
    case lineStart
    /// The end of that line's contents, before its terminator.
    case lineEnd
    /// The start of the paragraph holding the caret.
    case paragraphStart
    /// The end of that paragraph's contents, before its separator.
    case paragraphEnd
    /// UTF-16 offset 0.
    case documentStart
    /// The end of the text (its UTF-16 length).
    case documentEnd
}
