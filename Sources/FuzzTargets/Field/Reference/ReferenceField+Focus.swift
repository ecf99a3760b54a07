import Foundation
import TextControls

// Beginning and ending editing, as the UIKitBehaviour article orders them. Whether a control
// began editing is read from its records (it depends on the other controls of the scope, which
// the reference does not model); what it does then is predicted.
extension ReferenceField {
    /// After the control began editing: a field with `clearsOnBeginEditing` and text asks whether
    /// to clear and clears; a secure field with text is to discard it at its next edit.
    mutating func didBeginEditing() throws(ReferenceMismatch) {
        settings.isEditing = true
        guard settings.kind == .field else { return }
        if settings.clearsOnBeginEditing && hasText, try answers.shouldClear() {
            try propose(ReferenceEdit(NSRange(location: 0, length: length), [], .clearOnBegin))
        }
        if settings.isSecure && hasText { secureWipePending = true }
    }

    /// Ending editing: a validator refusing the text even after fixup keeps focus (unless forced)
    /// without asking the delegate; then the delegate is asked (its no ignored when forced), the
    /// marked text is committed and the text fixed up.
    mutating func endEditing(force: Bool) throws(ReferenceMismatch) {
        guard settings.isEditing, force || validatorLetsGo() else { return }
        guard try answers.shouldEnd() || force else { return }
        try endComposition()
        guard try fixUp() || force else { return }
        settings.isEditing = false
    }
}
