import Foundation
import TextControls

extension TextFieldWrapper {
    /// The field's delegate: writes edits, selection and focus back to the bindings and calls the
    /// wrapper's closures (those of the latest update). Holds no reference to the field.
    public final class Coordinator: TextFieldDelegate, ControlCoordinator {
        // Its state skips dynamic exclusivity checks (read by every update and delegate call): a
        // coordinator is used from one thread, and no access is held across a call that sets it.

        /// The font and color applied to the field.
        @exclusivity(unchecked) public private(set) var appearance = TextAppearance()
        /// How many updates changed ``appearance`` (updates with the same values change nothing).
        @exclusivity(unchecked) public private(set) var appearanceChangeCount = 0

        @exclusivity(unchecked) var parent: TextFieldWrapper
        let sync: TextSynchronizer
        private var commitAction: ActionToken?

        init(_ parent: TextFieldWrapper) {
            self.parent = parent
            sync = TextSynchronizer(text: parent.text)
        }

        /// Verifies the coordinator in debug builds: no update left half-done, its edit observer
        /// registered exactly while it is attached to a control. Traps on a violation.
        public func checkInvariants() {
            sync.checkInvariants()
        }

        func attach(to field: TextField) {
            field.delegate = self
            sync.attach(to: field)
            // An editingDidEndOnExit target also makes Return end editing, as in UIKit.
            commitAction = field.addAction(for: .editingDidEndOnExit) { [weak self] _ in
                guard let self else { return }
                let onCommit = self.parent.onCommit
                self.sync.deliver(onCommit)
            }
        }

        func detach(from field: TextField) {
            if field.delegate === self { field.delegate = nil }
            if let commitAction { field.removeAction(commitAction) }
            commitAction = nil
            sync.detach(from: field)
        }

        func apply(_ newAppearance: TextAppearance) {
            guard newAppearance != appearance else { return }
            appearance = newAppearance
            appearanceChangeCount += 1
        }

        // The delegate methods: the wrapper's own delegate (policies, logging) is asked first and
        // has the last word on every question; then the coordinator does its part.

        public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            parent.delegate?.textFieldShouldBeginEditing(textField) ?? true
        }

        public func textFieldDidBeginEditing(_ textField: TextField) {
            parent.delegate?.textFieldDidBeginEditing(textField)
            sync.modelDidChangeFocus(true, onEditingChanged: parent.onEditingChanged)
        }

        public func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
            parent.delegate?.textFieldShouldEndEditing(textField) ?? true
        }

        public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
            parent.delegate?.textFieldDidEndEditing(textField, reason: reason)
            sync.modelDidChangeFocus(false, onEditingChanged: parent.onEditingChanged)
        }

        public func textField(
            _ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String
        ) -> Bool {
            parent.delegate?.textField(textField, shouldChangeCharactersInRanges: ranges, replacementString: string) ?? true
        }

        public func textFieldShouldClear(_ textField: TextField) -> Bool {
            parent.delegate?.textFieldShouldClear(textField) ?? true
        }

        public func textFieldShouldReturn(_ textField: TextField) -> Bool {
            parent.delegate?.textFieldShouldReturn(textField) ?? true
        }

        public func textFieldDidChangeSelection(_ textField: TextField) {
            parent.delegate?.textFieldDidChangeSelection(textField)
            sync.modelDidChangeSelection(textField)
        }

        public func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision {
            parent.delegate?.textField(textField, shouldApply: edit) ?? .accept
        }
    }
}
