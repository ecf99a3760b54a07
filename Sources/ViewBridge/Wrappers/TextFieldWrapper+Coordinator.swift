import Foundation
import TextControls

extension TextFieldWrapper {
    /// The field's delegate: writes edits, selection and focus back to the bindings and calls the
    /// wrapper's closures (those of the latest update). Holds no reference to the field.
    public final class Coordinator: TextFieldDelegate {
        /// The font and color applied to the field.
        public private(set) var appearance = TextAppearance()
        /// How many updates changed ``appearance`` (updates with the same values change nothing).
        public private(set) var appearanceChangeCount = 0

        var parent: TextFieldWrapper
        let sync: TextSynchronizer
        private var commitAction: ActionToken?

        init(_ parent: TextFieldWrapper) {
            self.parent = parent
            sync = TextSynchronizer(text: parent.text)
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

        public func textFieldDidBeginEditing(_ textField: TextField) {
            sync.modelDidChangeFocus(true)
            let onEditingChanged = parent.onEditingChanged
            sync.deliver { onEditingChanged(true) }
        }

        public func textFieldDidEndEditing(_ textField: TextField) {
            sync.modelDidChangeFocus(false)
            let onEditingChanged = parent.onEditingChanged
            sync.deliver { onEditingChanged(false) }
        }

        public func textFieldDidChangeSelection(_ textField: TextField) {
            sync.modelDidChangeSelection(textField)
        }
    }
}
