import TextRope

/// Boundary queries on a text: grapheme clusters, words, sentences, line-break opportunities,
/// lines and paragraphs, and display width. `TextRope` and ``TextBreaker`` answer them alike,
/// with the same results and the same errors.
///
/// The requirements are the primitive queries: four by ``TextBoundaryKind`` (the boundary before
/// or after an offset, whether an offset is a boundary, the segment holding a unit) and the few
/// that need more than boundaries (ICU's word rule status, the walk over grapheme clusters, the
/// rope's line index). The named queries, such as `graphemeBoundary(after:)`,
/// `wordBoundary(before:)` or `sentenceRange(atUTF16:)`, are written once over them.
///
/// All offsets are UTF-16 code units. 0 and ``utf16Count`` are boundaries of every kind. An
/// offset outside `0...utf16Count`, or a range that does not lie in it, throws `TextRangeError`
/// (`offsetOutOfBounds` or `rangeOutOfBounds`, naming the text's length).
public protocol TextBoundaryQueries {
    /// The length of the text in UTF-16 code units. O(1).
    var utf16Count: Int { get }

    /// The greatest boundary of `kind` less than `offset`, or nil at 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    func boundary(_ kind: TextBoundaryKind, before offset: Int) throws(TextRangeError) -> Int?

    /// The least boundary of `kind` greater than `offset`, or nil at `utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    func boundary(_ kind: TextBoundaryKind, after offset: Int) throws(TextRangeError) -> Int?

    /// Whether `offset` is a boundary of `kind`: true at 0 and `utf16Count`, never inside a
    /// surrogate pair.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    func isBoundary(_ kind: TextBoundaryKind, at offset: Int) throws(TextRangeError) -> Bool

    /// The segment of `kind` holding the code unit at `offset`: from the greatest boundary at or
    /// before `offset` to the least one after it. An offset inside a surrogate pair gets the
    /// segment holding the pair; `utf16Count` gets the empty range `utf16Count..<utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + segment length).
    func segment(_ kind: TextBoundaryKind, containing offset: Int) throws(TextRangeError) -> Range<Int>

    /// The word at `offset`: the word segment containing the code unit at `offset`, or nil when
    /// that segment is not a word (spaces, punctuation) or the text is empty. A segment is a
    /// word when ICU's rule status for it is not "none" (letters, numbers, kana, ideographs). On
    /// a boundary this is the segment that *starts* there (in "ab cd", 2 gives nil and 3 gives
    /// 3..<5); at `utf16Count` it is the last segment. For the word that ends at a caret, ask
    /// at `offset - 1`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + word length).
    func wordRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>?

    /// Where word-left (and delete-word-backward) goes from `offset`: the start of the word
    /// holding the unit before `offset`, else of the nearest word before it, skipping spaces and
    /// punctuation; 0 if there is none. In "ab, cd", 6 and 5 give 4; 4 to 1 give 0.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance moved).
    func wordStart(before offset: Int) throws(TextRangeError) -> Int

    /// Where word-right (and delete-word-forward) goes from `offset`: the end of the word holding
    /// the unit at `offset`, else of the nearest word after it, skipping spaces and punctuation;
    /// `utf16Count` if there is none. In "ab, cd", 0 and 1 give 2; 2 and 4 give 6.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n + distance moved).
    func wordEnd(after offset: Int) throws(TextRangeError) -> Int

    /// The number of grapheme clusters that *start* in `range`. A cluster that begins before
    /// `range` and reaches into it is not counted; one that begins inside and runs past the end
    /// is. So counts of adjacent ranges add up, and for a range whose ends are cluster
    /// boundaries this is the number of clusters it holds.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n + range length).
    func graphemeCount(in range: Range<Int>) throws(TextRangeError) -> Int

    /// The terminal columns taken by the grapheme clusters that *start* in `range` (a cluster
    /// straddling the end counts whole), so widths of adjacent ranges add up. For the width of a
    /// line's prefix up to a caret, pass `lineStart..<caret`. Widths are computed per cluster
    /// from ICU character properties: East Asian Wide or Fullwidth 2; emoji presentation 2 (an
    /// emoji, an emoji followed by U+FE0F, a flag, a keycap, a whole ZWJ sequence: one 2-column
    /// cluster); zero-width, combining, format and control characters and Hangul medial and
    /// final jamo 0; everything else 1. A cluster is as wide as its widest code point. Tabs
    /// count 0: expanding them is the caller's business.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n + range length).
    func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int

    /// The start, end and contents end of the lines `range` touches, like
    /// `NSString.getLineStart(_:end:contentsEnd:for:)`: in "ab\r\ncd", `{0,0}` gives start 0,
    /// end 4, contents end 2. A line ends after LF, CR, CR LF (one terminator), U+0085 (NEL),
    /// U+2028 (LINE SEPARATOR) or U+2029 (PARAGRAPH SEPARATOR); VT and FF end no line. A
    /// position on a terminator, or between the CR and the LF of a CR LF, belongs to the line
    /// that terminator ends; after a final terminator the last line is empty. Lines come from
    /// the rope's line index, not from ICU.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n).
    func lineBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds

    /// The start, end and contents end of the paragraphs `range` touches, like
    /// `NSString.getParagraphStart(_:end:contentsEnd:for:)`. A paragraph ends only after LF,
    /// CR, CR LF or U+2029: unlike lines, paragraphs run on across U+0085 and U+2028.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n) per line of the paragraphs.
    func paragraphBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds
}
