import CTextEngine

// Fields and views: user actions, code, focus, IME, undo, settings and reading.
extension CAPISession {
    static let controls: [Kind] = [.field, .view]

    /// Keeps a new control, usually with the callbacks that act from inside.
    func adopt(_ control: OpaquePointer?, _ kind: Kind) {
        guard let control else { return }
        add(control, kind)
        guard input.byte() >= 32 else { return }
        if kind == .field {
            var delegate = CAPICallbacks.fieldDelegate()
            _ = te_field_set_delegate(control, &delegate)
            _ = te_field_set_event_handler(control, CAPICallbacks.event, nil)
        } else {
            var delegate = CAPICallbacks.viewDelegate()
            _ = te_view_set_delegate(control, &delegate)
        }
    }

    func controlOperation(_ choice: UInt8) {
        let control = pick(Self.controls)
        let count = te_control_utf16_count(control)
        checkFallback("te_control_utf16_count", control, taking: Self.controls, count, -1)
        let kinds = Self.controls
        var changed = false
        switch choice % 24 {
        case 0: makeControl()
        case 1: call("te_control_focus", control, taking: kinds) { out(&changed) { te_control_focus(control, $0) } }
        case 2: call("te_control_blur", control, taking: kinds) { out(&changed) { te_control_blur(control, $0) } }
        case 3:
            withUTF8 { text, bytes in call("te_control_type_utf8", control, taking: kinds) { te_control_type_utf8(control, text, bytes) } }
        case 4:
            withUTF16 { text, units in
                call("te_control_insert_utf16", control, taking: kinds) { te_control_insert_utf16(control, text, units, &changed) }
            }
        case 5:
            withUTF8 { text, bytes in call("te_control_paste_utf8", control, taking: kinds) { te_control_paste_utf8(control, text, bytes, nil) } }
        case 6:
            switch input.byte() % 5 {
            case 0: call("te_control_delete_backward", control, taking: kinds) { te_control_delete_backward(control) }
            case 1: call("te_control_delete_forward", control, taking: kinds) { te_control_delete_forward(control) }
            case 2: call("te_control_delete_word_backward", control, taking: kinds) { te_control_delete_word_backward(control) }
            case 3: call("te_control_cut", control, taking: kinds) { te_control_cut(control, nil) }
            default: call("te_control_paste", control, taking: kinds) { te_control_paste(control, nil) }
            }
        case 7:
            let (location, length) = range(in: count)
            withUTF8 { text, bytes in
                call("te_control_user_replace_utf8", control, taking: kinds) {
                    te_control_user_replace_utf8(control, location, length, text, bytes, nil)
                }
            }
        case 8:
            let (location, length) = range(in: count)
            if input.byte() % 2 == 0 {
                call("te_control_select", control, taking: kinds) { te_control_select(control, location, length) }
            } else {
                call("te_control_set_selection", control, taking: kinds) { te_control_set_selection(control, location, length) }
            }
        case 9:
            let granularity = code(6)
            let steps = Int64(input.int(in: 0...6)) - 3
            let extending = input.byte() % 2 == 0
            call("te_control_move_caret", control, taking: kinds) { te_control_move_caret(control, granularity, steps, extending) }
        case 10:
            let target = code(6)
            call("te_control_move_caret_to", control, taking: kinds) { te_control_move_caret_to(control, target, input.byte() % 2 == 0) }
        case 11:
            let (location, length) = range(in: 4)
            withUTF16 { text, units in
                call("te_control_set_marked_text_utf16", control, taking: kinds) {
                    te_control_set_marked_text_utf16(control, text, units, location, length, nil)
                }
            }
        case 12: call("te_control_unmark_text", control, taking: kinds) { te_control_unmark_text(control) }
        case 13: call("te_control_undo", control, taking: kinds) { out(&changed) { te_control_undo(control, $0) } }
        case 14: call("te_control_redo", control, taking: kinds) { te_control_redo(control, &changed) }
        case 15:
            if input.byte() % 2 == 0 {
                call("te_control_begin_undo_grouping", control, taking: kinds) { te_control_begin_undo_grouping(control) }
            } else {
                call("te_control_end_undo_grouping", control, taking: kinds) { te_control_end_undo_grouping(control) }
            }
        case 16:
            withUTF8 { text, bytes in call("te_control_set_text_utf8", control, taking: kinds) { te_control_set_text_utf8(control, text, bytes) } }
        case 17:
            let (location, length) = range(in: count)
            withUTF16 { text, units in
                call("te_control_replace_text_utf16", control, taking: kinds) {
                    te_control_replace_text_utf16(control, location, length, text, units)
                }
            }
        case 18: reading(control)
        case 19: fieldOperation()
        case 20: viewOperation()
        case 21:
            withUTF8 { text, bytes in
                call("te_control_set_pasteboard_utf8", control, taking: kinds) { te_control_set_pasteboard_utf8(control, text, bytes) }
            }
        case 22:
            call("te_control_end_editing", control, taking: kinds) { out(&changed) { te_control_end_editing(control, input.byte() % 2 == 0, $0) } }
        default:
            freeOne(input.byte() % 2 == 0 ? .field : .view)
        }
    }

    private func makeControl() {
        let kind: Kind = input.byte() % 2 == 0 ? .field : .view
        guard canAdd(kind) else { return }
        if input.byte() % 2 == 0 {
            adopt(kind == .field ? te_field_new() : te_view_new(), kind)
            return
        }
        let sibling = pick(Self.controls)
        if kind == .field {
            adopt(made("te_field_new_in_scope", sibling, taking: Self.controls) { te_field_new_in_scope(sibling, $0) }, kind)
        } else {
            adopt(made("te_view_new_in_scope", sibling, taking: Self.controls) { te_view_new_in_scope(sibling, $0) }, kind)
        }
    }

    private func reading(_ control: OpaquePointer?) {
        let kinds = Self.controls
        var written: Int64 = 0
        var edit = te_edit_info()
        switch input.byte() % 5 {
        case 0:
            withBuffer(of: CChar.self) { buffer, capacity in
                call("te_control_copy_text_utf8", control, taking: kinds) { te_control_copy_text_utf8(control, buffer, capacity, &written) }
            }
        case 1:
            withBuffer(of: CChar.self) { buffer, capacity in
                call("te_control_pasteboard_utf8", control, taking: kinds) { te_control_pasteboard_utf8(control, buffer, capacity, &written) }
            }
        case 2:
            // Outside a should-change callback there is no edit being proposed.
            let status = call("te_control_proposed_edit", control, taking: kinds) { te_control_proposed_edit(control, &edit) }
            if status == Int32(TE_OK) { problem("te_control_proposed_edit succeeded outside a callback") }
        case 3:
            guard canAdd(.rope) else { return }
            var rope: OpaquePointer?
            call("te_control_text_rope", control, taking: kinds) { out(&rope) { te_control_text_rope(control, $0) } }
            add(rope, .rope)
        default:
            let document = te_control_document(control)
            checkFallback("te_control_document", control, taking: kinds, document, nil)
            if let kind = kind(of: control), kinds.contains(kind), document == nil { problem("te_control_document of a live control is NULL") }
        }
    }

    private func fieldOperation() {
        let field = pick([.field])
        let kinds: [Kind] = [.field]
        switch input.byte() % 7 {
        case 0: call("te_field_press_return", field, taking: kinds) { te_field_press_return(field) }
        case 1: call("te_field_tap_clear_button", field, taking: kinds) { te_field_tap_clear_button(field) }
        case 2:
            let mode = code(4)
            call("te_field_set_clear_button_mode", field, taking: kinds) { te_field_set_clear_button_mode(field, mode) }
        case 3:
            let secure = input.byte() % 2 == 0
            call("te_field_set_secure_text_entry", field, taking: kinds) { te_field_set_secure_text_entry(field, secure) }
        case 4:
            let enabled = input.byte() % 4 != 0
            call("te_field_set_enabled", field, taking: kinds) { te_field_set_enabled(field, enabled) }
        case 5:
            let ends = input.byte() % 2 == 0
            call("te_field_set_return_ends_editing", field, taking: kinds) { te_field_set_return_ends_editing(field, ends) }
        default:
            let clears = input.byte() % 2 == 0
            call("te_field_set_clears_on_begin_editing", field, taking: kinds) { te_field_set_clears_on_begin_editing(field, clears) }
        }
    }

    private func viewOperation() {
        let view = pick([.view])
        switch input.byte() % 3 {
        case 0: call("te_view_press_return", view, taking: [.view]) { te_view_press_return(view) }
        case 1:
            let editable = input.byte() % 4 != 0
            call("te_view_set_editable", view, taking: [.view]) { te_view_set_editable(view, editable) }
        default:
            let reports = input.byte() % 2 == 0
            call("te_control_set_reports_commit_as_insertion_point", view, taking: Self.controls) {
                te_control_set_reports_commit_as_insertion_point(view, reports)
            }
        }
    }
}
