import TextRope

/// Display width in terminal columns, computed per grapheme cluster from ICU character
/// properties: East Asian Wide or Fullwidth 2; emoji presentation 2 (an emoji, an emoji followed
/// by U+FE0F, a flag, a keycap, a whole ZWJ sequence: one 2-column cluster); zero-width,
/// combining, format and control characters and Hangul medial and final jamo 0; everything else
/// 1. A cluster is as wide as its widest code point. Tabs count 0: expanding them is the
/// caller's business.
extension TextRope {
    /// The columns taken by the grapheme clusters that *start* in `range` (a cluster straddling
    /// the end counts whole), so widths of adjacent ranges add up. For the width of a line's
    /// prefix up to a caret, pass `lineStart..<caret`.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n + range length).
    public func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.displayWidth(of: range) }
    }

    /// The columns `string` takes in a terminal, by the same rules. O(n).
    public static func displayWidth(of string: String) -> Int {
        let rope = TextRope(string)
        // The whole text is a valid range: the call cannot throw.
        return (try? rope.displayWidth(of: 0..<rope.utf16Count)) ?? 0
    }
}

extension TextRope {
    /// Calls `body` with each grapheme cluster that starts in `range` (UTF-16 offsets; a cluster
    /// straddling the end comes whole) and its display width, as ``displayWidth(of:)`` counts
    /// it, in order, until `body` returns false. O(log n + the clusters visited).
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    package func forEachGraphemeCluster(startingIn range: Range<Int>, _ body: (Range<Int>, Int) -> Bool) throws(TextRangeError) {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.forEachGraphemeCluster(startingIn: range, body) }
    }
}
