import Foundation

/// What a ``TextValidator`` thinks of a text, as Qt's `QValidator::State`.
public enum ValidationState: String, Hashable, Sendable {
    /// Fine as final input.
    case acceptable
    /// Not final, but could become acceptable with more editing: allowed while editing, fixed
    /// up (or refused) when editing ends or Return is pressed.
    case intermediate
    /// Refused: an edit producing it is not applied.
    case invalid
}

/// Checks a control's whole text after every edit, whatever its source (marked IME text is
/// exempt until it is committed). Qt-style: see ``ValidationState``.
public protocol TextValidator {
    /// The state of `text`.
    func validate(_ text: String) -> ValidationState
    /// A repaired version of a text that is not acceptable, tried when editing ends or Return is
    /// pressed. The default returns the text unchanged.
    func fixup(_ text: String) -> String
}

extension TextValidator {
    public func fixup(_ text: String) -> String { text }
}

/// A validator from a regular expression (ICU syntax, as `NSRegularExpression`): a text matching
/// it entirely is acceptable; a text that failed only because it ended too soon (it could still
/// grow into a match) is intermediate; anything else is invalid.
public struct RegexValidator: TextValidator {
    private let expression: NSRegularExpression

    /// - Throws: the `NSRegularExpression` error for an invalid pattern.
    public init(pattern: String) throws {
        expression = try NSRegularExpression(pattern: "(?:" + pattern + ")$")
    }

    public func validate(_ text: String) -> ValidationState {
        let whole = NSRange(location: 0, length: text.utf16.count)
        if expression.firstMatch(in: text, options: [.anchored], range: whole) != nil { return .acceptable }
        var hitEnd = false
        expression.enumerateMatches(in: text, options: [.anchored, .reportCompletion], range: whole) { _, flags, _ in
            if flags.contains(.hitEnd) { hitEnd = true }
        }
        return hitEnd ? .intermediate : .invalid
    }
}
