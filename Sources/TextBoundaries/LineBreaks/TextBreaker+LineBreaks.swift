import TextRope

/// Line-break opportunities of ``text``: the same answers and errors as the `TextRope` methods
/// of the same names, using this breaker's ICU line iterator.
extension TextBreaker {
    /// The UTF-16 offset of the line-break opportunity before UTF-16 offset `offset`, or nil at 0.
    /// See ``TextRope/TextRope/lineBreakOpportunity(before:)``. O(log n + distance between opportunities).
    public func lineBreakOpportunity(before offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == 0 { return nil }
        return Boundaries.before(offset, icu(.line, around: offset))
    }

    /// The UTF-16 offset of the line-break opportunity after UTF-16 offset `offset`, or nil at
    /// the end. See ``TextRope/TextRope/lineBreakOpportunity(after:)``.
    /// O(log n + distance between opportunities).
    public func lineBreakOpportunity(after offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == count { return nil }
        return Boundaries.after(offset, icu(.line, around: offset))
    }

    /// Whether a line may break at UTF-16 offset `offset` (true at 0 and at the end).
    /// See ``TextRope/TextRope/isLineBreakOpportunity(_:)``. O(log n + distance between opportunities).
    public func isLineBreakOpportunity(_ offset: Int) throws(TextRangeError) -> Bool {
        let offset = try checkedOffset(offset)
        if offset == 0 || offset == count { return true }
        return Boundaries.isBoundary(offset, icu(.line, around: offset))
    }
}
