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
