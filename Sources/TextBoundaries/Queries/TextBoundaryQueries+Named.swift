import TextRope

/// The named boundary queries: for each kind, the boundary before and after an offset and
/// whether an offset is one, under the names `NSString` and UIKit text code use. Each is
/// ``boundary(_:before:)``, ``boundary(_:after:)`` or ``isBoundary(_:at:)`` of its kind (see
/// ``TextBoundaryKind`` for each kind's rules). All offsets are UTF-16 code units; 0 and
/// `utf16Count` are boundaries of every kind.
extension TextBoundaryQueries {
    // MARK: Grapheme clusters

    /// The greatest grapheme cluster boundary less than `offset` (the caret position one
    /// character left), or nil at 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + cluster length).
    @inlinable
    public func graphemeBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.grapheme, before: offset)
    }

    /// The least grapheme cluster boundary greater than `offset` (the caret position one
    /// character right), or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + cluster length).
    @inlinable
    public func graphemeBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.grapheme, after: offset)
    }

    /// Whether a caret may sit at `offset`: 0 and `utf16Count` always, never inside a surrogate
    /// pair or a cluster.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n).
    @inlinable
    public func isGraphemeBoundary(_ offset: Int) throws(TextRangeError) -> Bool {
        try isBoundary(.grapheme, at: offset)
    }

    // MARK: Words

    /// The greatest word boundary less than `offset`, or nil at 0. Raw ICU boundaries: the ends
    /// of words, of space runs and of punctuation alike.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    @inlinable
    public func wordBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.word, before: offset)
    }

    /// The least word boundary greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    @inlinable
    public func wordBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.word, after: offset)
    }

    // MARK: Sentences

    /// The greatest sentence boundary less than `offset`, or nil at 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + sentence length).
    @inlinable
    public func sentenceBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.sentence, before: offset)
    }

    /// The least sentence boundary greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + sentence length).
    @inlinable
    public func sentenceBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        try boundary(.sentence, after: offset)
    }

    // MARK: Line-break opportunities

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
