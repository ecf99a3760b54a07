import TextRope

/// Display width of ``text``: the same answers and errors as the `TextRope` method.
extension TextBreaker {
    /// The terminal columns taken by the grapheme clusters starting in `range` (UTF-16 offsets).
    /// See ``TextRope/TextRope/displayWidth(of:)-swift.method``. O(log n + range length).
    public func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int {
        let range = try checkedRange(range)
        var columns = 0
        try Graphemes.forEachCluster(startingIn: range, in: self) {
            columns += $1
            return true
        }
        return columns
    }
}

extension TextBreaker {
    /// Calls `body` with each grapheme cluster that starts in `range` (UTF-16 offsets; a cluster
    /// straddling the end comes whole) and its display width, as ``displayWidth(of:)`` counts
    /// it, in order, until `body` returns false. O(log n + the clusters visited).
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    package func forEachGraphemeCluster(startingIn range: Range<Int>, _ body: (Range<Int>, Int) -> Bool) throws(TextRangeError) {
        try Graphemes.forEachCluster(startingIn: checkedRange(range), in: self, body)
    }
}
