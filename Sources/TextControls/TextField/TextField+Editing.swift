import Foundation
import TextRope

// The text field's own user actions: the clear button and Return.
extension TextField {
    /// Taps the clear button (only when visible): asks ``TextFieldDelegate/textFieldShouldClear(_:)``,
    /// then empties the text (no `shouldChangeCharactersIn`), then sends `editingChanged`. A tap
    /// while not editing does not begin editing (a search bar's does).
    public func tapClearButton() {
        guard acceptsUserActions, isClearButtonVisible else { return }
        endComposition()
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        breakUndoCoalescing()
        clear(source: .clearButton)
    }

    /// Presses Return: nothing while ``canReturn`` is false or a ``TextInputModel/validator`` refuses the text
    /// (after `fixup`; checked first, before anything changes or the delegate is asked, as when
    /// editing ends: refusal observers hear ``ValidatorRefusal/returnKey``); otherwise commits
    /// marked text, asks ``TextFieldDelegate/textFieldShouldReturn(_:)``, then sends
    /// `editingDidEndOnExit` and `primaryActionTriggered`, and ends editing if an action is
    /// registered for `editingDidEndOnExit`. Return never inserts a newline into a field.
    public func pressReturn() {
        guard acceptsUserActions, isEditing, canReturn, validatorAllowsLeaving(for: .returnKey) else { return }
        endComposition()
        guard fixUpForEnding() else { return }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let exits = actions.hasTarget(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if exits && isEditing { resignFirstResponder() }
    }

    func clear(source: TextEdit.Source) {
        let whole = NSRange(location: 0, length: document.utf16Count)
        propose(TextEdit(range: whole, replacement: "", source: source, selectionBefore: selection))
    }
}
