import TextRope

/// Sentences of ``text``: the same answers and errors as the `TextRope` methods of the same
/// names, using this breaker's ICU sentence iterator.
extension TextBreaker {
    /// The UTF-16 offset of the sentence boundary before UTF-16 offset `offset`, or nil at 0.
    /// See ``TextRope/TextRope/sentenceBoundary(before:)``. O(log n + sentence length).
    public func sentenceBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == 0 { return nil }
        return Boundaries.before(offset, icu(.sentence, around: offset))
    }

    /// The UTF-16 offset of the sentence boundary after UTF-16 offset `offset`, or nil at the end.
    /// See ``TextRope/TextRope/sentenceBoundary(after:)``. O(log n + sentence length).
    public func sentenceBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == count { return nil }
        return Boundaries.after(offset, icu(.sentence, around: offset))
    }

    /// The UTF-16 range of the sentence holding the unit at UTF-16 offset `offset` (`0..<0` for an
    /// empty text). See ``TextRope/TextRope/sentenceRange(atUTF16:)``. O(log n + sentence length).
    public func sentenceRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int> {
        let offset = try checkedOffset(offset)
        if count == 0 { return 0..<0 }
        let unit = Swift.min(offset, count - 1)
        return Boundaries.segment(containing: unit, icu(.sentence, around: unit))
    }
}
