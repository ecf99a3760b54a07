import CTextEngine
import Foundation
import TextControls

/// A ``TextViewDelegate`` made of a `te_view_delegate`'s function pointers: a NULL question gets
/// UIKit's default answer, a NULL notice is skipped.
final class ViewDelegateAdapter: TextViewDelegate {
    private let callbacks: te_view_delegate
    private let view: OpaquePointer

    init(_ callbacks: te_view_delegate, view: OpaquePointer) {
        self.callbacks = callbacks
        self.view = view
    }

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        callbacks.should_begin_editing.map { $0(view, callbacks.context) } ?? true
    }

    func textViewDidBeginEditing(_ textView: TextView) {
        callbacks.did_begin_editing?(view, callbacks.context)
    }

    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        callbacks.should_end_editing.map { $0(view, callbacks.context) } ?? true
    }

    func textViewDidEndEditing(_ textView: TextView) {
        callbacks.did_end_editing?(view, callbacks.context)
    }

    // The view always asks the multi-range form (range by range for an edit giving each range
    // its own text); C gets the first range of each question.
    func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        guard let ask = callbacks.should_change_text else { return true }
        let range = ranges.first ?? NSRange(location: 0, length: 0)
        return CallbackText.with(text) { utf8, utf8Count, utf16, utf16Count in
            ask(view, callbacks.context, Int64(range.location), Int64(range.length), utf8, utf8Count, utf16, utf16Count)
        }
    }

    func textViewDidChange(_ textView: TextView) {
        callbacks.did_change?(view, callbacks.context)
    }

    func textViewDidChangeSelection(_ textView: TextView) {
        callbacks.did_change_selection?(view, callbacks.context)
    }
}
