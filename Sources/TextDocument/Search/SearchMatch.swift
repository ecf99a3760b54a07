/// One match of a search: its UTF-16 range and, for a regular expression, the ranges of its
/// capture groups.
public struct SearchMatch: Hashable, Sendable {
    /// The matched UTF-16 range.
    public var range: Range<Int>
    /// The UTF-16 ranges of capture groups 1, 2, … of a regular expression (`nil` for a group
    /// that took no part in the match); empty for a literal search.
    public var captureGroups: [Range<Int>?]

    /// A match of `range` with these capture groups.
    public init(range: Range<Int>, captureGroups: [Range<Int>?] = []) {
        self.range = range
        self.captureGroups = captureGroups
    }

    /// The range of group `group`: 0 is the whole match. `nil` for a group that took no part in
    /// the match or that the pattern does not have.
    public func range(ofGroup group: Int) -> Range<Int>? {
        if group == 0 { return range }
        guard group > 0, group <= captureGroups.count else { return nil }
        return captureGroups[group - 1]
    }
}
