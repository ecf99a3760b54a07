import Foundation
import TextBoundaries
import TextRope

/// Ready-made delegates for text controls: each applies a list of ``TextEditPolicy`` values in
/// order, and they compose. Limit the length, filter characters, transform case, format as you
/// type, or refuse everything.
///
/// ```swift
/// let policies = TextFieldPolicies.compose(.maxLength(10), .uppercase)
/// field.delegate = policies   // keep a strong reference: delegates are weak
/// ```
///
/// The UIKit-shaped `shouldChange…` methods answer `false` exactly when the policies reject the
/// edit being proposed (``TextInputModel/proposedEdit``), as a UIKit delegate would; a substitute
/// (a truncated paste, upper-cased or reformatted text) is handed over through `shouldApply`.
/// Like a UIKit delegate, the policies judge only the edits UIKit asks a delegate about (user
/// edits, undo and redo; `EditSource.consultsUIKitDelegate`): code setting the text, the
/// clear button and `clearsOnBeginEditing` are not reviewed. Undo and redo, which put back text
/// that was there, may be refused but are not rewritten. Other delegate methods keep their
/// defaults. To combine policies with a delegate of your own, call
/// `policies.review(edit, in: control)` from its `shouldApply` method.
public final class TextFieldPolicies: TextFieldDelegate, TextViewDelegate, SearchBarDelegate {
    // Unchecked exclusivity: `review(_:in:)` copies the array out before calling a policy, so a
    // policy that changes the list while it reviews an edit changes a different buffer.
    /// The policies, applied in order.
    @exclusivity(unchecked) public var policies: [any TextEditPolicy]

    /// A delegate applying `policies` in order.
    public init(_ policies: [any TextEditPolicy]) { self.policies = policies }

    /// All the policies of `parts`, in order.
    public static func compose(_ parts: TextFieldPolicies...) -> TextFieldPolicies {
        TextFieldPolicies(parts.flatMap(\.policies))
    }

    /// At most `limit` units of text (grapheme clusters by default). An insertion that would go
    /// past it is truncated at a grapheme cluster boundary of the inserted text (never half an
    /// emoji), or refused when nothing fits; IME composition is exempt until it is committed.
    public static func maxLength(_ limit: Int, unit: LengthUnit = .graphemes) -> TextFieldPolicies {
        TextFieldPolicies([MaxLengthPolicy(limit: limit, unit: unit)])
    }

    /// Only scalars in `allowed`: others are dropped from insertions, and an insertion left empty
    /// is refused.
    public static func allowedCharacters(_ allowed: CharacterSet) -> TextFieldPolicies {
        TextFieldPolicies([AllowedCharactersPolicy(allowed: allowed)])
    }

    /// Only the decimal digits 0–9.
    public static var digits: TextFieldPolicies {
        allowedCharacters(CharacterSet(charactersIn: "0123456789"))
    }

    /// Inserted text in upper case; the caret stays after what was inserted.
    public static var uppercase: TextFieldPolicies { TextFieldPolicies([UppercasePolicy()]) }

    /// Reformats the whole text after every edit with `formatter`, mapping the caret.
    public static func format(_ formatter: any TextFormatter) -> TextFieldPolicies {
        TextFieldPolicies([FormatPolicy(formatter: formatter)])
    }

    /// Formats digits into `pattern`, where `#` stands for a digit (e.g. `"(###) ###-####"`),
    /// keeping the caret after the same digit.
    public static func pattern(_ pattern: String) -> TextFieldPolicies {
        format(PatternFormatter(pattern: pattern))
    }

    /// Refuses every edit.
    public static var rejectAll: TextFieldPolicies { TextFieldPolicies([RejectAllPolicy()]) }

    private func allows(_ control: TextInputModel) -> Bool {
        guard let edit = control.proposedEdit else { return true }
        return review(edit, in: control) != .reject
    }

    private func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard edit.source.consultsUIKitDelegate else { return .accept }
        let list = policies
        let decision = list.review(edit, in: control)
        // Undo and redo put back text that was there: a policy may refuse them, not rewrite them
        // (a rewrite would reach the whole clusters around the step and leave no step behind).
        if edit.source == .undo || edit.source == .redo, case .substitute = decision { return .accept }
        return decision
    }

    public func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool {
        allows(textField)
    }

    public func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision {
        review(edit, in: textField)
    }

    public func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        allows(textView)
    }

    public func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision {
        review(edit, in: textView)
    }

    public func searchBar(_ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        allows(searchBar)
    }

    public func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision {
        review(edit, in: searchBar)
    }
}

/// See ``TextFieldPolicies/maxLength(_:unit:)``.
public struct MaxLengthPolicy: TextEditPolicy {
    /// The most units of `unit` the text may hold.
    public let limit: Int
    /// What is counted: grapheme clusters, UTF-16 code units, scalars or UTF-8 bytes.
    public let unit: LengthUnit

    /// At most `limit` units of `unit`.
    public init(limit: Int, unit: LengthUnit = .graphemes) {
        self.limit = limit
        self.unit = unit
    }

    /// Truncates the replacement of `edit` to what keeps the text within ``limit`` (a negative
    /// limit allows nothing); an edit whose ranges do not fit the control's text is rejected.
    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard edit.rangesFit(inTextOf: control.document.utf16Count) else { return .reject }
        guard !edit.isComposing, !edit.replacement.isEmpty else { return .accept }
        let length = unit.length(after: edit, in: control)
        let allowed = Swift.max(limit, 0)
        guard length > allowed else { return .accept }
        let excess = length - allowed
        let kept = Self.prefix(of: edit.replacement, dropping: excess, unit: unit)
        return kept.isEmpty ? .reject : .substitute(edit.replacing(with: kept))
    }

    // The longest prefix of `text`, cut at a grapheme cluster boundary, that is at least
    // `excess` units shorter.
    private static func prefix(of text: String, dropping excess: Int, unit: LengthUnit) -> String {
        let target = unit.length(of: text) - excess
        guard target > 0 else { return "" }
        var kept = ""
        for character in text {
            let candidate = kept + String(character)
            if unit.length(of: candidate) > target { break }
            kept = candidate
        }
        return kept
    }
}

/// See ``TextFieldPolicies/allowedCharacters(_:)``.
public struct AllowedCharactersPolicy: TextEditPolicy {
    /// The scalars an insertion may keep.
    public let allowed: CharacterSet

    /// Only scalars in `allowed`.
    public init(allowed: CharacterSet) { self.allowed = allowed }

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard !edit.isComposing, !edit.replacement.isEmpty else { return .accept }
        var filtered = String.UnicodeScalarView()
        filtered.append(contentsOf: edit.replacement.unicodeScalars.filter { allowed.contains($0) })
        let kept = String(filtered)
        if kept == edit.replacement { return .accept }
        return kept.isEmpty ? .reject : .substitute(edit.replacing(with: kept))
    }
}

/// See ``TextFieldPolicies/uppercase``.
public struct UppercasePolicy: TextEditPolicy {
    /// Inserted text in upper case.
    public init() {}

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard !edit.isComposing else { return .accept }
        let upper = edit.replacement.uppercased()
        return upper == edit.replacement ? .accept : .substitute(edit.replacing(with: upper))
    }
}

/// See ``TextFieldPolicies/format(_:)``.
public struct FormatPolicy: TextEditPolicy {
    /// What formats the whole text after each edit.
    public let formatter: any TextFormatter

    /// Reformats with `formatter` after every edit.
    public init(formatter: any TextFormatter) { self.formatter = formatter }

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard !edit.isComposing else { return .accept }
        let result = String(edit.result(applyingTo: control.textRope))
        let (formatted, caret) = formatter.format(result, caret: edit.selectionAfter.location)
        if formatted == result && caret == edit.selectionAfter.location { return .accept }
        // An edit the formatting undoes (a digit past the pattern's last slot) changes nothing:
        // refused, as a UIKit delegate would, so that no change is announced.
        let current = control.selection
        if current.length == 0 && caret == current.location && formatted == String(control.textRope) { return .reject }
        var whole = edit
        whole.ranges = [NSRange(location: 0, length: control.document.utf16Count)]
        whole.replacement = formatted
        whole.selectionAfter = NSRange(location: caret, length: 0)
        return .substitute(whole)
    }
}

/// See ``TextFieldPolicies/rejectAll``.
public struct RejectAllPolicy: TextEditPolicy {
    /// Refuses every edit it reviews.
    public init() {}

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision { .reject }
}

/// Formats digits into a pattern where `#` is a digit slot and every other character is a literal
/// shown before the next digit, e.g. `"(###) ###-####"`: "5551234" becomes "(555) 123-4". Extra
/// digits are dropped. The caret stays after the same digit, or at the end when that digit was
/// dropped.
public struct PatternFormatter: TextFormatter {
    /// The pattern: `#` a digit slot, anything else a literal.
    public let pattern: String

    /// A formatter for `pattern`.
    public init(pattern: String) { self.pattern = pattern }

    /// `text`'s ASCII digits placed into the pattern, and the caret's new UTF-16 offset for the
    /// caret at UTF-16 offset `caret` in `text` (clamped to it). O(text length + pattern length).
    public func format(_ text: String, caret: Int) -> (text: String, caret: Int) {
        let caretIndex = String.Index(utf16Offset: Swift.min(Swift.max(caret, 0), text.utf16.count), in: text)
        let digitsBeforeCaret = text[..<caretIndex].filter(\.isASCIIDigit).count
        var digits = text.filter(\.isASCIIDigit)[...]
        var output = ""
        var pendingLiterals = ""
        var newCaret = 0
        var placed = 0
        for slot in pattern {
            guard let digit = digits.first else { break }
            if slot == "#" {
                output += pendingLiterals + String(digit)
                pendingLiterals = ""
                digits.removeFirst()
                placed += 1
                if placed == digitsBeforeCaret { newCaret = output.utf16.count }
            } else {
                pendingLiterals.append(slot)
            }
        }
        return (output, placed < digitsBeforeCaret ? output.utf16.count : newCaret)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
