import TextRope

extension TextBreaker {
    /// Calls `body` with each grapheme cluster that starts in `range` (UTF-16 offsets; a cluster
    /// straddling the end comes whole) and its display width, as ``displayWidth(of:)`` counts
    /// it, in order, until `body` returns false. O(log n + the clusters visited).
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    package func forEachGraphemeCluster(startingIn range: Range<Int>, _ body: (Range<Int>, Int) -> Bool) throws(TextRangeError) {
        try Graphemes.forEachCluster(startingIn: checkedRange(range), in: self, body)
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
