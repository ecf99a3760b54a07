import TextRope

/// Lines and paragraphs of ``text``: the same answers and errors as the `TextRope` methods of the
/// same names (which use the rope's line index, not ICU).
extension TextBreaker {
    /// The UTF-16 range of the lines `range` (UTF-16 offsets) touches, terminators included.
    /// See ``TextRope/TextRope/lineRange(for:)``. O(log n).
    public func lineRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try snapshot.rope.lineRange(for: range)
    }

    /// The start, end and contents end (UTF-16 offsets) of the lines `range` (UTF-16 offsets)
    /// touches. See ``TextRope/TextRope/lineBounds(for:)``. O(log n).
    public func lineBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        try snapshot.rope.lineBounds(for: range)
    }

    /// The UTF-16 range of the paragraphs `range` (UTF-16 offsets) touches, separators included.
    /// See ``TextRope/TextRope/paragraphRange(for:)``. O(log n) per line of the paragraphs.
    public func paragraphRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try snapshot.rope.paragraphRange(for: range)
    }

    /// The start, end and contents end (UTF-16 offsets) of the paragraphs `range` (UTF-16 offsets)
    /// touches. See ``TextRope/TextRope/paragraphBounds(for:)``. O(log n) per line of the paragraphs.
    public func paragraphBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        try snapshot.rope.paragraphBounds(for: range)
    }
}
