import TextRope

/// Words of ``text``: the same answers and errors as the `TextRope` methods of the same names,
/// using this breaker's ICU word iterator.
extension TextBreaker {
    /// The UTF-16 offset of the word boundary before UTF-16 offset `offset`, or nil at 0.
    /// See ``TextRope/TextRope/wordBoundary(before:)``. O(log n + segment length).
    public func wordBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == 0 { return nil }
        return Boundaries.before(offset, icu(.word, around: offset))
    }

    /// The UTF-16 offset of the word boundary after UTF-16 offset `offset`, or nil at the end.
    /// See ``TextRope/TextRope/wordBoundary(after:)``. O(log n + segment length).
    public func wordBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == count { return nil }
        return Boundaries.after(offset, icu(.word, around: offset))
    }

    /// The UTF-16 range of the word segment holding the unit at UTF-16 offset `offset`, or nil for
    /// an empty text. See ``TextRope/TextRope/wordRange(atUTF16:)``. O(log n + word length).
    public func wordRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>? {
        let offset = try checkedOffset(offset)
        if count == 0 { return nil }
        let unit = Swift.min(offset, count - 1)
        return try Words.word(containing: unit, in: self)
    }

    /// The UTF-16 offset of the start of the word before UTF-16 offset `offset`, or 0.
    /// See ``TextRope/TextRope/wordStart(before:)``. O(log n + distance moved).
    public func wordStart(before offset: Int) throws(TextRangeError) -> Int {
        let offset = try checkedOffset(offset)
        if offset == 0 { return 0 }
        return Words.wordStart(before: offset, in: self)
    }

    /// The UTF-16 offset of the end of the word after UTF-16 offset `offset`, or the text's length.
    /// See ``TextRope/TextRope/wordEnd(after:)``. O(log n + distance moved).
    public func wordEnd(after offset: Int) throws(TextRangeError) -> Int {
        let offset = try checkedOffset(offset)
        if offset == count { return count }
        return Words.wordEnd(after: offset, count: count, in: self)
    }
}
