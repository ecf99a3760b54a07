import TextRope

extension TextRope {
    /// The first match of `query` at or after UTF-16 `offset` (searching forward). Compiles the
    /// query each call: keep a ``TextSearcher`` to search repeatedly.
    /// - Throws: ``SearchError``: `.range` for an offset outside `0...utf16Count`, an invalid
    ///   pattern, `.timedOut`.
    public func firstMatch(of query: SearchQuery, from offset: Int = 0, timeLimit: Duration? = nil) throws(SearchError) -> SearchMatch? {
        try TextSearcher(query).firstMatch(in: self, range: try searchRange(offset, utf16Count), timeLimit: timeLimit)
    }

    /// The last match of `query` that ends at or before UTF-16 `offset` (searching backward;
    /// the end of the text when `nil`): the last of the matches of `0..<offset`.
    /// - Throws: ``SearchError`` as ``firstMatch(of:from:timeLimit:)`` does.
    public func lastMatch(of query: SearchQuery, before offset: Int? = nil, timeLimit: Duration? = nil) throws(SearchError) -> SearchMatch? {
        try TextSearcher(query).lastMatch(in: self, range: try searchRange(0, offset ?? utf16Count), timeLimit: timeLimit)
    }

    /// Every match of `query` in the UTF-16 `range` (the whole text when `nil`).
    /// - Throws: ``SearchError`` as ``firstMatch(of:from:timeLimit:)`` does.
    public func matches(of query: SearchQuery, in range: Range<Int>? = nil, timeLimit: Duration? = nil) throws(SearchError) -> [SearchMatch] {
        try TextSearcher(query).matches(in: self, range: range, timeLimit: timeLimit)
    }

    private func searchRange(_ lower: Int, _ upper: Int) throws(SearchError) -> Range<Int> {
        for offset in [lower, upper] where offset < 0 || offset > utf16Count {
            throw .range(.offsetOutOfBounds(offset: offset, unit: .utf16, limit: utf16Count))
        }
        return lower..<upper
    }
}
