import CTextEngine
import Foundation
import TextControls

/// A ``TextFieldDelegate`` made of a `te_field_delegate`'s function pointers: a NULL question
/// gets UIKit's default answer, a NULL notice is skipped.
final class FieldDelegateAdapter: TextFieldDelegate {
    private let callbacks: te_field_delegate
    private let field: OpaquePointer

    init(_ callbacks: te_field_delegate, field: OpaquePointer) {
        self.callbacks = callbacks
        self.field = field
    }

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        callbacks.should_begin_editing.map { $0(field, callbacks.context) } ?? true
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        callbacks.did_begin_editing?(field, callbacks.context)
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        callbacks.should_end_editing.map { $0(field, callbacks.context) } ?? true
    }

    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        callbacks.did_end_editing?(field, callbacks.context, EndReasonCode.code(of: reason))
    }

    // The field always asks the multi-range form (range by range for an edit giving each range
    // its own text); C gets the first range of each question (the others are in
    // te_control_proposed_edit).
    func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool {
        guard let ask = callbacks.should_change_characters else { return true }
        let range = ranges.first ?? NSRange(location: 0, length: 0)
        return CallbackText.with(string) { utf8, utf8Count, utf16, utf16Count in
            ask(field, callbacks.context, Int64(range.location), Int64(range.length), utf8, utf8Count, utf16, utf16Count)
        }
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        callbacks.should_clear.map { $0(field, callbacks.context) } ?? true
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        callbacks.should_return.map { $0(field, callbacks.context) } ?? true
    }

    func textFieldDidChangeSelection(_ textField: TextField) {
        callbacks.did_change_selection?(field, callbacks.context)
    }
}

/// `TE_END_*`.
enum EndReasonCode {
    static let committed: Int32 = 0
    static let cancelled: Int32 = 1

    static func code(of reason: TextField.DidEndEditingReason) -> Int32 {
        reason == .committed ? committed : cancelled
    }
}
