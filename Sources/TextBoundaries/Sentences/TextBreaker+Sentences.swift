import TextRope

/// Sentences of ``text``: the same answers and errors as the `TextRope` methods of the same
/// names, using this breaker's ICU sentence iterator.
extension TextBreaker {
    /// See ``TextRope/sentenceBoundary(before:)``. O(log n + sentence length).
    public func sentenceBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == 0 { return nil }
        return Boundaries.before(offset, icu(.sentence, around: offset))
    }

    /// See ``TextRope/sentenceBoundary(after:)``. O(log n + sentence length).
    public func sentenceBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == count { return nil }
        return Boundaries.after(offset, icu(.sentence, around: offset))
    }

    /// See ``TextRope/sentenceRange(atUTF16:)``. O(log n + sentence length).
    public func sentenceRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int> {
        let offset = try checkedOffset(offset)
        if count == 0 { return 0..<0 }
        let unit = Swift.min(offset, count - 1)
        return Boundaries.segment(containing: unit, icu(.sentence, around: unit))
    }
}
