import TextRope

// Queries of any kind built on the primitives.
extension TextBoundaryQueries {
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
