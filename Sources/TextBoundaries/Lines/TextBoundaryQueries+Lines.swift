import TextRope

/// Lines and paragraphs as `NSString.lineRange(for:)` and `paragraphRange(for:)` find them (see
/// ``TextBoundaryQueries/lineBounds(for:)`` for what ends a line and a paragraph). All offsets
/// are UTF-16 code units.
extension TextBoundaryQueries {
    /// The lines `range` touches, terminators included: in "ab\ncd\nef", `{2,0}` gives `0..<3`,
    /// `{1,3}` gives `0..<6`, `{8,0}` gives `6..<8`. The empty range at the end of "ab\n" gives
    /// `3..<3`.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n).
    @inlinable
    public func lineRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try lineBounds(for: range).range
    }

    /// The paragraphs `range` touches, separators included. Unlike lines, paragraphs run on
    /// across U+0085 and U+2028.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n) per line of the paragraphs.
    @inlinable
    public func paragraphRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try paragraphBounds(for: range).range
    }
}
