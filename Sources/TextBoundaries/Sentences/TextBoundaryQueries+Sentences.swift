import TextRope

/// Sentences: ICU 72's sentence break iterator (UAX #29). A sentence segment includes the spaces
/// and the line terminator that follow it. All offsets are UTF-16 code units; 0 and `utf16Count`
/// are boundaries.
extension TextBoundaryQueries {
    /// The sentence containing the code unit at `offset`: on a boundary, the one that starts
    /// there; at `utf16Count`, the last one; `0..<0` for an empty text.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + sentence length).
    @inlinable
    public func sentenceRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int> {
        let sentence = try segment(.sentence, containing: offset)
        // Only `utf16Count` has an empty segment: it gets the sentence that ends there.
        guard sentence.isEmpty, offset > 0 else { return sentence }
        return try segment(.sentence, containing: offset - 1)
    }
}
