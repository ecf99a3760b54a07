import CICU

/// An ICU regular expression that tells, when a text does not match, whether it could still grow
/// into a match: what Qt-style validators need ("intermediate" input). It lives here because this
/// module owns the ICU bridge; Linux Foundation's `NSRegularExpression` reports `hitEnd` for every
/// failed match, so it cannot answer the question.
///
/// Not thread-safe: use one instance from one thread at a time.
public final class PartialMatchRegex {
    /// How a whole text relates to the expression.
    public enum Match: Hashable, Sendable {
        /// The whole text matches.
        case full
        /// No match, but the attempt ran out of text: more text could complete a match.
        case prefix
        /// No match, and no continuation of the text can match.
        case none
    }

    /// Why a pattern did not compile.
    public struct PatternError: Error, Hashable, Sendable, CustomStringConvertible {
        /// ICU's name for the problem, e.g. `U_REGEX_MISSING_CLOSE_BRACKET`.
        public let status: String
        /// The UTF-16 offset in the pattern where ICU stopped, or -1.
        public let offset: Int

        public var description: String {
            offset >= 0 ? "invalid regular expression (\(status) at offset \(offset))" : "invalid regular expression (\(status))"
        }
    }

    private let regex: OpaquePointer

    /// Compiles `pattern` in ICU syntax (the empty pattern matches the empty text).
    /// - Throws: ``PatternError`` for a pattern ICU rejects, or one of 2³¹ UTF-16 units or more.
    public init(pattern: String) throws(PatternError) {
        let units = Array(pattern.utf16)
        guard let length = Int32(exactly: units.count) else {
            throw PatternError(status: "U_REGEX_PATTERN_TOO_BIG", offset: -1)
        }
        var offset: Int32 = -1
        var status: Int32 = 0
        let compiled = units.withUnsafeBufferPointer { cicu_regex_open($0.baseAddress, length, &offset, &status) }
        guard let compiled else {
            throw PatternError(status: String(cString: cicu_status_name(status)), offset: Int(offset))
        }
        regex = compiled
    }

    deinit { cicu_regex_close(regex) }

    /// Matches the whole of `text`. O(n) for ordinary patterns. A match that runs past ICU's time
    /// limit (a pattern that backtracks catastrophically, such as `(a+)+b`, on a long enough
    /// text) counts as `.none`, as does a text of 2³¹ UTF-16 units or more.
    public func match(_ text: String) -> Match {
        let units = Array(text.utf16)
        guard units.count <= Int32.max else { return .none }
        var hitEnd = false
        var status: Int32 = 0
        let matched = units.withUnsafeBufferPointer {
            cicu_regex_matches(regex, $0.baseAddress, Int32(units.count), &hitEnd, &status)
        }
        if matched { return .full }
        return hitEnd && !cicu_failed(status) ? .prefix : .none
    }
}
