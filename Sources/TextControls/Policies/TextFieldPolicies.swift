import Foundation

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
