import TextRope

/// Words: ICU 72's word break iterator (UAX #29, with dictionaries for Thai, Lao, Khmer, Burmese,
/// Chinese and Japanese). The text is cut into segments; a segment is a *word* when ICU's rule
/// status for it is not "none" (letters, numbers, kana, ideographs), so spaces and punctuation
/// are segments but not words (see ``TextBoundaryQueries/wordRange(atUTF16:)``). All offsets are
/// UTF-16 code units; 0 and `utf16Count` are boundaries.
extension TextBoundaryQueries {
    /// The greatest word boundary less than `offset`, or nil at 0. Raw ICU boundaries: the ends
    /// of words, of space runs and of punctuation alike.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    @inlinable
    public func wordBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.word, before: offset)
    }

    /// The least word boundary greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    @inlinable
    public func wordBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.word, after: offset)
    }
}
