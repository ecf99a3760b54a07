import TextRope

/// Sentences: ICU 72's sentence break iterator (UAX #29). A sentence segment includes the spaces
/// and the line terminator that follow it. All offsets are UTF-16 code units; 0 and `utf16Count`
/// are boundaries.
extension TextRope {
    /// The greatest sentence boundary less than `offset`, or nil at 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + sentence length).
    public func sentenceBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.sentenceBoundary(before: offset) }
    }

    /// The least sentence boundary greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + sentence length).
    public func sentenceBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.sentenceBoundary(after: offset) }
    }

    /// The sentence containing the code unit at `offset`: on a boundary, the one that starts
    /// there; at `utf16Count`, the last one; `0..<0` for an empty text.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + sentence length).
    public func sentenceRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int> {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.sentenceRange(atUTF16: offset) }
    }
}
