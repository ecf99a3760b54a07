import Foundation
import TextDocument

// Focus: becoming and resigning first responder (the sequences of the UIKitBehaviour article),
// shared by the controls, which supply the delegate questions and announcements.
extension TextInputModel {
    /// Begins editing as a tap or `becomeFirstResponder()` does: asks the delegate, then the
    /// current first responder of the same ``focusScope`` to end editing; either may refuse.
    /// Returns whether the control is editing afterwards.
    ///
    /// Delegates may call back into the controls while they answer. What they did decides: if
    /// this control began editing meanwhile, that stands (no second announcement); if it was
    /// disabled, or another control of the scope began editing, this one does not.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        if isEditing { return true }
        guard acceptsUserActions, askShouldBeginEditing() else { return false }
        if isEditing { return true }
        guard acceptsUserActions else { return false }
        if let current = focusScope.firstResponder, current !== self {
            guard current.endEditing(force: false) else { return false }
            if isEditing { return true }
            guard acceptsUserActions, focusScope.firstResponder == nil else { return false }
        }
        isEditing = true
        focusScope.firstResponder = self
        prepareForEditing()
        announceDidBeginEditing()
        return true
    }

    /// Ends editing as `resignFirstResponder()` does: the delegate may refuse. Pending marked
    /// text is committed first. Returns whether the control stopped editing.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        endEditing(force: false)
    }

    /// Ends editing; `force` ignores the delegate's `shouldEndEditing` answer (the delegate is
    /// still asked) and a ``validator`` that finds the text unacceptable even after `fixup`, as
    /// `endEditing(true)` or removal from the window do. Returns whether the control is no longer
    /// editing.
    ///
    /// Without `force`, a validator is consulted first: if the text (marked text included, as
    /// committing would leave it) is not acceptable even after `fixup`, editing goes on, nothing
    /// changes, the delegate is not asked, and refusal observers hear ``ValidatorRefusal/endEditing``.
    /// A delegate that ends editing itself while it is asked makes this call return true with no
    /// second announcement.
    @discardableResult
    public func endEditing(force: Bool) -> Bool {
        guard isEditing else { return true }
        guard force || validatorAllowsLeaving(for: .endEditing) else { return false }
        let allowed = askShouldEndEditing()
        guard isEditing else { return true }
        guard allowed || force else { return false }
        endComposition()
        guard fixUpForEnding() || force else { return !isEditing }
        guard isEditing else { return true }
        isEditing = false
        if focusScope.firstResponder === self { focusScope.firstResponder = nil }
        undoStack.breakCoalescing()
        announceDidEndEditing()
        return true
    }

    /// Calls `observer` when a ``validator`` refuses Return or the end of editing (see
    /// ``ValidatorRefusal``). Returns a token for ``removeRefusalObserver(_:)``.
    @discardableResult
    public func addRefusalObserver(_ observer: @escaping (ValidatorRefusal) -> Void) -> ObserverToken {
        refusalObservers.add(observer)
    }

    /// Removes a refusal observer.
    public func removeRefusalObserver(_ token: ObserverToken) { refusalObservers.remove(token) }

    /// Whether the validator lets editing end or Return act: the text is acceptable, or its
    /// `fixup` is. When it is not, refusal observers hear `refusal` and nothing changes. O(n).
    func validatorAllowsLeaving(for refusal: ValidatorRefusal) -> Bool {
        guard hasValidator, let validator else { return true }
        let current = text
        if validator.validate(current) == .acceptable { return true }
        let fixed = validator.fixup(current)
        if fixed != current && validator.validate(fixed) == .acceptable { return true }
        refusalObservers.notify(refusal)
        return false
    }

    /// Runs the validator's fix-up on text it finds only intermediate (editing ends, or Return);
    /// returns whether the text is acceptable afterwards.
    @discardableResult
    func fixUpForEnding() -> Bool {
        guard let validator else { return true }
        let current = text
        switch validator.validate(current) {
        case .acceptable: return true
        case .intermediate, .invalid:
            let fixed = validator.fixup(current)
            guard fixed != current, validator.validate(fixed) == .acceptable else { return false }
            let whole = NSRange(location: 0, length: document.utf16Count)
            let edit = TextEdit(range: whole, replacement: fixed, source: .autocorrect, selectionBefore: selection)
            return propose(edit) && validator.validate(text) == .acceptable
        }
    }
}
