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

/// What a ``TextValidator`` stopped: editing ending, or Return, refused because the text is not
/// acceptable even after `fixup`. The control is left exactly as it was (text, selection, marked
/// text, undo), and the delegate was not asked (`shouldEndEditing` / `shouldReturn`).
public enum ValidatorRefusal: String, Hashable, Sendable {
    /// Return (a text field's or search bar's Return key).
    case returnKey = "return"
    /// Ending editing (`resignFirstResponder`, focus moving to another control).
    case endEditing = "end-editing"
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

/// A validator from a regular expression (ICU syntax): a text matching it entirely is
/// acceptable; a text that failed only because it ended too soon (it could still grow into a
/// match) is intermediate; anything else is invalid, and so is a text the expression cannot
/// decide within ICU's time limit (catastrophic backtracking), so that no keystroke freezes
/// the control.
public struct RegexValidator: TextValidator {
    private let expression: PartialMatchRegex

    /// - Throws: `PartialMatchRegex.PatternError` for a pattern ICU rejects.
    public init(pattern: String) throws(PartialMatchRegex.PatternError) {
        expression = try PartialMatchRegex(pattern: pattern)
    }

    public func validate(_ text: String) -> ValidationState {
        switch expression.match(text) {
        case .full: return .acceptable
        case .prefix: return .intermediate
        case .none: return .invalid
        }
    }
}
