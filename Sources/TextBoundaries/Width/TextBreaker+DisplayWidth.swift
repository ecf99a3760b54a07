import TextRope

/// Display width of ``text``: the same answers and errors as the `TextRope` method.
extension TextBreaker {
    /// The terminal columns taken by the grapheme clusters starting in `range` (UTF-16 offsets).
    /// See ``TextRope/displayWidth(of:)``. O(log n + range length).
    public func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int {
        let range = try checkedRange(range)
        var columns = 0
        try Graphemes.forEachCluster(startingIn: range, in: self) { columns += $1 }
        return columns
    }
}
