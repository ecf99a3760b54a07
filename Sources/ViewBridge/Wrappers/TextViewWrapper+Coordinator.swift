import Foundation
import TextControls

extension TextViewWrapper {
    /// The text view's delegate: writes edits, selection and focus back to the bindings, after
    /// asking and telling the wrapper's own delegate.
    public final class Coordinator: TextViewDelegate, ControlCoordinator {
        // Its state skips dynamic exclusivity checks (read by every update and delegate call): a
        // coordinator is used from one thread, and no access is held across a call that sets it.

        /// The font and color applied to the view.
        @exclusivity(unchecked) public private(set) var appearance = TextAppearance()
        /// How many updates changed ``appearance``.
        @exclusivity(unchecked) public private(set) var appearanceChangeCount = 0

        @exclusivity(unchecked) var parent: TextViewWrapper
        let sync: TextSynchronizer

        init(_ parent: TextViewWrapper) {
            self.parent = parent
            sync = TextSynchronizer(text: parent.text)
        }

        /// Verifies the coordinator in debug builds: no update left half-done, its edit observer
        /// registered exactly while it is attached to a control. Traps on a violation.
        public func checkInvariants() {
            sync.checkInvariants()
        }

        func attach(to view: TextView) {
            view.delegate = self
            sync.attach(to: view)
        }

        func detach(from view: TextView) {
            if view.delegate === self { view.delegate = nil }
            sync.detach(from: view)
        }

        func apply(_ newAppearance: TextAppearance) {
            guard newAppearance != appearance else { return }
            appearance = newAppearance
            appearanceChangeCount += 1
        }

        public func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
            parent.delegate?.textViewShouldBeginEditing(textView) ?? true
        }

        public func textViewDidBeginEditing(_ textView: TextView) {
            parent.delegate?.textViewDidBeginEditing(textView)
            sync.modelDidChangeFocus(true, onEditingChanged: parent.onEditingChanged)
        }

        public func textViewShouldEndEditing(_ textView: TextView) -> Bool {
            parent.delegate?.textViewShouldEndEditing(textView) ?? true
        }

        public func textViewDidEndEditing(_ textView: TextView) {
            parent.delegate?.textViewDidEndEditing(textView)
            sync.modelDidChangeFocus(false, onEditingChanged: parent.onEditingChanged)
        }

        public func textView(
            _ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String
        ) -> Bool {
            parent.delegate?.textView(textView, shouldChangeTextInRanges: ranges, replacementText: text) ?? true
        }

        public func textViewDidChange(_ textView: TextView) {
            parent.delegate?.textViewDidChange(textView)
        }

        public func textViewDidChangeSelection(_ textView: TextView) {
            parent.delegate?.textViewDidChangeSelection(textView)
            sync.modelDidChangeSelection(textView)
        }

        public func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision {
            parent.delegate?.textView(textView, shouldApply: edit) ?? .accept
        }
    }
}
