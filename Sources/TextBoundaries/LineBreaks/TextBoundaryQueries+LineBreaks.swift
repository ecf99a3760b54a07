import TextRope

/// Line-break opportunities for wrapping: ICU 72's line break iterator (UAX #14, root locale).
/// An opportunity at `i` means a line may end before the code unit at `i`; after a line
/// terminator it is a mandatory break. All offsets are UTF-16 code units; like every ICU
/// boundary set, 0 and `utf16Count` are included.
extension TextBoundaryQueries {
    /// The greatest line-break opportunity less than `offset`, or nil at 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance between opportunities).
    @inlinable
    public func lineBreakOpportunity(before offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.lineBreak, before: offset)
    }

    /// The least line-break opportunity greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance between opportunities).
    @inlinable
    public func lineBreakOpportunity(after offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.lineBreak, after: offset)
    }

    /// Whether a line may break at `offset` (true at 0 and `utf16Count`).
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance between opportunities).
    @inlinable
    public func isLineBreakOpportunity(_ offset: Int) throws(TextRangeError) -> Bool {
        try isBoundary(.lineBreak, at: offset)
    }
}
