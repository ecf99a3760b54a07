import TextRope

/// Grapheme clusters: ICU 72's extended grapheme clusters (UAX #29, Unicode 15.0), the units a
/// caret, a backspace or a selection must never split. All offsets are UTF-16 code units.
///
/// Most answers come from the two code points around a position (ASCII, marks, Hangul, controls,
/// plain emoji), emoji ZWJ sequences and regional indicator pairs from the code points before it,
/// in O(log n + cluster length); ICU decides Indic conjuncts (consonant + virama + consonant),
/// reading the rope's chunks in place.
///
/// Known differences from `NSString` composed character sequences: CR LF is one cluster (NSString
/// splits it) and Thai U+0E01 U+0E33 is one cluster (NSString splits it). ICU agrees with
/// NSString on Indic conjuncts (one cluster) and on a skin-tone modifier after a letter (it
/// joins the letter).
extension TextBoundaryQueries {
    /// The UTF-16 range of the grapheme cluster containing the code unit at `offset`; the empty
    /// range `utf16Count..<utf16Count` at the end of the text. An offset inside a surrogate pair
    /// gets the cluster holding the pair.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + cluster length).
    @inlinable
    public func rangeOfComposedCharacterSequence(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int> {
        try segment(.grapheme, containing: offset)
    }

    /// `range` widened to whole grapheme clusters, by `NSString.rangeOfComposedCharacterSequences(for:)`'s
    /// rule: the start moves to the start of its cluster (it stays at `utf16Count`); the end is
    /// `utf16Count` if `range` ends there, else the end of the cluster holding the last unit of a
    /// non-empty range, or of the cluster starting at the location of an empty one (so `{1,0}` in
    /// "a👍🏽b" becomes `{1,4}`).
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n + length of the two end clusters).
    @inlinable
    public func rangeOfComposedCharacterSequences(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try segments(.grapheme, covering: range)
    }

    /// The number of grapheme clusters in the text.
    /// - Complexity: O(n).
    @inlinable
    public var graphemeCount: Int {
        // The whole text is a valid range: the call cannot throw.
        (try? graphemeCount(in: 0..<utf16Count)) ?? 0
    }

    /// `range` with its ends moved outward to grapheme cluster boundaries, the range a user
    /// action may select or replace: a non-empty range starts at the boundary at or before its
    /// start and ends at the boundary at or after its end; an empty range (a caret) inside a
    /// cluster moves to the end of that cluster. Unlike ``rangeOfComposedCharacterSequences(for:)``,
    /// a caret stays empty, and an end on a boundary stays put.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n + length of the two end clusters).
    public func rangeSnappedToGraphemeClusters(_ range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        let range = try range.checked(count: utf16Count)
        if range.isEmpty {
            let caret = try boundary(.grapheme, atOrAfter: range.lowerBound)
            return caret..<caret
        }
        return try boundary(.grapheme, atOrBefore: range.lowerBound)..<boundary(.grapheme, atOrAfter: range.upperBound)
    }
}
