import TextRope

// Queries of any kind built on the primitives.
extension TextBoundaryQueries {
    /// `offset` if it is a boundary of `kind`, else the nearest boundary before it.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    @inlinable
    public func boundary(_ kind: TextBoundaryKind, atOrBefore offset: Int) throws(TextRangeError) -> Int {
        if try isBoundary(kind, at: offset) { return offset }
        // 0 is a boundary, so there is one before any other offset.
        return try boundary(kind, before: offset) ?? 0
    }

    /// `offset` if it is a boundary of `kind`, else the nearest boundary after it.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    @inlinable
    public func boundary(_ kind: TextBoundaryKind, atOrAfter offset: Int) throws(TextRangeError) -> Int {
        if try isBoundary(kind, at: offset) { return offset }
        // `utf16Count` is a boundary, so there is one after any other offset.
        return try boundary(kind, after: offset) ?? utf16Count
    }

    /// The smallest range of whole segments of `kind` covering `range`, by
    /// `NSString.rangeOfComposedCharacterSequences(for:)`'s rule: the start moves to the start of
    /// its segment (it stays at `utf16Count`); the end is `utf16Count` if `range` ends there, else
    /// the end of the segment holding the last unit of a non-empty range, or of the segment
    /// starting at the location of an empty one.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n + length of the two end segments).
    public func segments(_ kind: TextBoundaryKind, covering range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        let range = try range.checked(count: utf16Count)
        // At `utf16Count` a segment is empty, and the last unit's segment ends there.
        let start = try segment(kind, containing: range.lowerBound).lowerBound
        let last = range.isEmpty ? range.upperBound : range.upperBound - 1
        return start..<(try segment(kind, containing: last).upperBound)
    }
}
