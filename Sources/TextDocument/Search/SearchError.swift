import TextRope

/// Why a search or a replacement did not complete. Nothing is changed when one is thrown.
public enum SearchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU refused the regular expression: `status` is ICU's name for the problem, `offset` the
    /// UTF-16 offset in the pattern where it was found (-1 when ICU did not say).
    case invalidPattern(pattern: String, status: String, offset: Int)
    /// The search ran past its time limit and stopped.
    case timedOut(limit: Duration)
    /// A range to search that the text does not contain.
    case range(TextRangeError)
    /// A replacement template that cannot be expanded: `reason` says which part and why.
    case invalidTemplate(template: String, reason: String)
    /// ICU stopped matching (its backtracking stack overflowed, say): `status` is ICU's name.
    case matchFailed(status: String)

    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let status, let offset):
            let place = offset >= 0 ? " at offset \(offset)" : ""
            return "invalid regular expression \(Self.quoted(pattern)): \(status)\(place)"
        case .timedOut(let limit):
            return "search stopped after its time limit of \(limit)"
        case .range(let error):
            return error.description
        case .invalidTemplate(let template, let reason):
            return "invalid replacement template \(Self.quoted(template)): \(reason)"
        case .matchFailed(let status):
            return "regular expression matching failed: \(status)"
        }
    }

    private static func quoted(_ text: String) -> String { "\"" + text + "\"" }
}
