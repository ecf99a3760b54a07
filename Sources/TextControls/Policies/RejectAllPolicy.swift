/// See ``TextFieldPolicies/rejectAll``.
public struct RejectAllPolicy: TextEditPolicy {
    /// Refuses every edit it reviews.
    public init() {}

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision { .reject }
}
