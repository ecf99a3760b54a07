/// Raw ICU boundary queries shared by graphemes, words, sentences and line breaks. Offsets are
/// UTF-16 and already validated; `iterator` was prepared around the offset.
enum Boundaries {
    /// The greatest boundary less than `offset` (> 0). `following(offset - 1)` is the least
    /// boundary at or after `offset`, and the one before it is the answer. (ICU's
    /// `preceding(offset)` would first move an offset inside a surrogate pair back to the pair's
    /// start, and so miss a boundary there.)
    static func before(_ offset: Int, _ iterator: ICUBreakIterator) -> Int {
        _ = iterator.following(offset - 1)
        return iterator.previous() ?? 0
    }

    /// The least boundary greater than `offset` (< the text's length).
    static func after(_ offset: Int, _ iterator: ICUBreakIterator) -> Int {
        iterator.following(offset) ?? offset + 1
    }

    /// Whether `offset` is a boundary.
    static func isBoundary(_ offset: Int, _ iterator: ICUBreakIterator) -> Bool {
        iterator.isBoundary(offset)
    }

    /// The segment containing the unit at `offset` (< the text's length).
    static func segment(containing offset: Int, _ iterator: ICUBreakIterator) -> Range<Int> {
        let end = iterator.following(offset) ?? offset + 1
        return (iterator.previous() ?? 0)..<end
    }
}
