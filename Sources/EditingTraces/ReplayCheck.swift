/// How a text compares with the text it should hold.
public enum ReplayCheck: Hashable, Sendable, CustomStringConvertible {
    /// The texts are equal.
    case matches
    /// The texts differ first at UTF-16 offset `firstDifference` (the shorter length, when one is
    /// a prefix of the other).
    case differs(firstDifference: Int, expectedCount: Int, actualCount: Int)

    /// Compares `actual` with `expected`, code unit by code unit. O(n).
    public init(expected: [UInt16], actual: [UInt16]) {
        guard expected != actual else {
            self = .matches
            return
        }
        let common = zip(expected, actual).prefix { $0 == $1 }.count
        self = .differs(firstDifference: common, expectedCount: expected.count, actualCount: actual.count)
    }

    public var description: String {
        switch self {
        case .matches:
            return "matches"
        case let .differs(firstDifference, expectedCount, actualCount):
            return "differs at UTF-16 offset \(firstDifference) (expected \(expectedCount) units, got \(actualCount))"
        }
    }
}
