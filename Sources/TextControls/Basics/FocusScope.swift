/// The set of controls among which at most one is first responder, like a window.
///
/// A control that becomes first responder first asks the current one to end editing (which its
/// delegate may refuse). Controls created without a scope get one of their own.
public final class FocusScope {
    /// The control currently editing, if any.
    public internal(set) weak var firstResponder: TextInputModel?

    /// A scope with no first responder.
    public init() {}

    /// Ends editing of the current first responder. `force` ignores its delegate's
    /// `shouldEndEditing` answer, like `UIView.endEditing(true)`. Returns whether no control is
    /// editing afterwards.
    @discardableResult
    public func endEditing(force: Bool = false) -> Bool {
        guard let current = firstResponder else { return true }
        return current.endEditing(force: force)
    }

    /// Verifies the scope in debug builds (`TEXTENGINE_CHECKS`): its first responder, if any, is
    /// editing and belongs to this scope, so at most one control of the scope edits. Traps on a
    /// violation; compiled to nothing in other builds. O(1).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        if let current = firstResponder {
            precondition(current.isEditing, "first responder not editing")
            precondition(current.focusScope === self, "first responder of another scope")
        }
        #endif
    }
}
