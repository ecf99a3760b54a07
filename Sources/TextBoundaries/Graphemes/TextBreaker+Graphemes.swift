import TextRope

/// Grapheme clusters of ``text``: the same answers and errors as the `TextRope` methods of the
/// same names, using this breaker's ICU character iterator.
extension TextBreaker {
    /// The UTF-16 range of the grapheme cluster holding the unit at UTF-16 offset `offset`
    /// (empty at the end of the text). See ``TextRope/TextRope/rangeOfComposedCharacterSequence(atUTF16:)``.
    /// O(log n + cluster length).
    public func rangeOfComposedCharacterSequence(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int> {
        let offset = try checkedOffset(offset)
        if offset == count { return offset..<offset }
        return try Graphemes.cluster(containing: offset, in: self)
    }

    /// `range` (UTF-16 offsets) grown to whole grapheme clusters, as a UTF-16 range.
    /// See ``TextRope/TextRope/rangeOfComposedCharacterSequences(for:)``. O(log n + end cluster lengths).
    public func rangeOfComposedCharacterSequences(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        let range = try checkedRange(range)
        return try Graphemes.clusters(covering: range, in: self)
    }

    /// The UTF-16 offset of the grapheme cluster boundary before UTF-16 offset `offset`, or nil
    /// at 0. See ``TextRope/TextRope/graphemeBoundary(before:)``. O(log n + cluster length).
    public func graphemeBoundary(before offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == 0 { return nil }
        return try Graphemes.boundary(before: offset, in: self)
    }

    /// The UTF-16 offset of the grapheme cluster boundary after UTF-16 offset `offset`, or nil at
    /// the end. See ``TextRope/TextRope/graphemeBoundary(after:)``. O(log n + cluster length).
    public func graphemeBoundary(after offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == count { return nil }
        return try Graphemes.boundary(after: offset, in: self)
    }

    /// Whether UTF-16 offset `offset` is a grapheme cluster boundary.
    /// See ``TextRope/TextRope/isGraphemeBoundary(_:)``. O(log n).
    public func isGraphemeBoundary(_ offset: Int) throws(TextRangeError) -> Bool {
        let offset = try checkedOffset(offset)
        return try Graphemes.isBoundary(offset, in: self)
    }

    /// The number of grapheme clusters in the whole text. See ``TextRope/TextRope/graphemeCount``. O(n).
    public var graphemeCount: Int {
        // The whole text is a valid range: the call cannot throw.
        (try? graphemeCount(in: 0..<count)) ?? 0
    }

    /// The number of grapheme clusters starting in `range` (UTF-16 offsets).
    /// See ``TextRope/TextRope/graphemeCount(in:)``. O(log n + range length).
    public func graphemeCount(in range: Range<Int>) throws(TextRangeError) -> Int {
        let range = try checkedRange(range)
        var count = 0
        try Graphemes.forEachCluster(startingIn: range, in: self) { _, _ in
            count += 1
            return true
        }
        return count
    }
}
