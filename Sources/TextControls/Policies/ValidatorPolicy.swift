import Foundation

/// A ``TextValidator`` as an edit policy: it rejects an edit whose resulting text the validator
/// finds ``ValidationState/invalid`` and accepts every other one. An edit that leaves marked text
/// (an IME composition) is accepted: a composition is judged once it commits.
///
/// This is how a control judges each edit against its own ``TextInputModel/validator`` (the
/// pipeline's third step); put one in a ``TextFieldPolicies`` list to judge edits with a validator
/// in a delegate instead. O(n) per edit in the length of the text, which the validator reads whole.
public struct ValidatorPolicy: TextEditPolicy {
    /// What judges the text.
    public let validator: any TextValidator

    /// Rejects the edits that make `validator` find the text invalid.
    public init(_ validator: any TextValidator) { self.validator = validator }

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard !edit.isComposing else { return .accept }
        let result = String(edit.result(applyingTo: control.textRope))
        return validator.validate(result) == .invalid ? .reject : .accept
    }
}
