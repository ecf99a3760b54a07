import Foundation
import TextControls

/// The text view's delegate: it sees every edit before it is applied and refuses them all in a
/// read-only buffer; it notes that the buffer changed.
final class EditorDelegate: TextViewDelegate {
    var isReadOnly = false
    /// Set when an edit was refused because the buffer is read-only.
    var refusedEdit = false
    /// Set after every applied user edit.
    var changed = false

    func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        if isReadOnly { refusedEdit = true }
        return !isReadOnly
    }

    func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision {
        guard isReadOnly else { return .accept }
        refusedEdit = true
        return .reject
    }

    func textViewDidChange(_ textView: TextView) {
        changed = true
    }
}
