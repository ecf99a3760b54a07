import CTextEngine

/// The session the C callbacks below report to (a run and its callbacks use one thread).
nonisolated(unsafe) var activeCAPISession: CAPISession?

/// The callbacks every control and document of a run gets: each records a problem if it is
/// called for a handle that is not live (freed, or never made), answers from the fuzzer's
/// bytes, and may act on the library from inside (focus, blur, mark, edit, change the document,
/// free the control or the document's handle), up to ``CAPISession/maxDepth`` levels deep.
enum CAPICallbacks {
    static func fieldDelegate() -> te_field_delegate {
        var delegate = te_field_delegate()
        delegate.should_begin_editing = { field, _ in activeCAPISession?.react("shouldBeginEditing", field, asking: true) ?? true }
        delegate.did_begin_editing = { field, _ in _ = activeCAPISession?.react("didBeginEditing", field, asking: false) }
        delegate.should_end_editing = { field, _ in activeCAPISession?.react("shouldEndEditing", field, asking: true) ?? true }
        delegate.did_end_editing = { field, _, _ in _ = activeCAPISession?.react("didEndEditing", field, asking: false) }
        delegate.should_change_characters = { field, _, _, _, utf8, _, utf16, utf16Count in
            activeCAPISession?.checkReplacement(utf8, utf16, utf16Count)
            return activeCAPISession?.react("shouldChangeCharacters", field, asking: true, proposing: true) ?? true
        }
        delegate.should_clear = { field, _ in activeCAPISession?.react("shouldClear", field, asking: true) ?? true }
        delegate.should_return = { field, _ in activeCAPISession?.react("shouldReturn", field, asking: true) ?? true }
        delegate.did_change_selection = { field, _ in _ = activeCAPISession?.react("didChangeSelection", field, asking: false) }
        return delegate
    }

    static func viewDelegate() -> te_view_delegate {
        var delegate = te_view_delegate()
        delegate.should_begin_editing = { view, _ in activeCAPISession?.react("shouldBeginEditing", view, asking: true) ?? true }
        delegate.did_begin_editing = { view, _ in _ = activeCAPISession?.react("didBeginEditing", view, asking: false) }
        delegate.should_end_editing = { view, _ in activeCAPISession?.react("shouldEndEditing", view, asking: true) ?? true }
        delegate.did_end_editing = { view, _ in _ = activeCAPISession?.react("didEndEditing", view, asking: false) }
        delegate.should_change_text = { view, _, _, _, utf8, _, utf16, utf16Count in
            activeCAPISession?.checkReplacement(utf8, utf16, utf16Count)
            return activeCAPISession?.react("shouldChangeText", view, asking: true, proposing: true) ?? true
        }
        delegate.did_change = { view, _ in _ = activeCAPISession?.react("didChange", view, asking: false) }
        delegate.did_change_selection = { view, _ in _ = activeCAPISession?.react("didChangeSelection", view, asking: false) }
        return delegate
    }

    static let event: te_event_fn = { field, _, _ in _ = activeCAPISession?.react("event", field, asking: false) }

    static let change: te_document_change_fn = { document, _, info in activeCAPISession?.documentChanged(document, info) }
}

extension CAPISession {
    /// A control callback: checks the control is live (and, asked about an edit, that the edit
    /// is there to read), maybe acts from inside, and answers.
    func react(_ callback: String, _ control: OpaquePointer?, asking: Bool, proposing: Bool = false) -> Bool {
        guard let control, isLive(control) else {
            problem("\(callback) called for a control that is not live")
            return true
        }
        trace?("\(String(repeating: "  ", count: depth))callback \(callback)")
        if proposing {
            var edit = te_edit_info()
            let status = te_control_proposed_edit(control, &edit)
            if status != Int32(TE_OK) { problem("\(callback): te_control_proposed_edit gave \(status) while asked") }
        }
        guard depth < Self.maxDepth else { return true }
        let answer = !asking || input.byte() % 8 != 0
        depth += 1
        actFromInside(control)
        depth -= 1
        return answer
    }

    /// The replacement text a should-change callback is given: NUL-terminated both ways.
    func checkReplacement(_ utf8: UnsafePointer<CChar>?, _ utf16: UnsafePointer<UInt16>?, _ utf16Count: Int64) {
        guard utf8 != nil, let utf16, utf16Count >= 0, utf16[Int(utf16Count)] == 0 else {
            problem("a replacement text is missing or not terminated")
            return
        }
    }

    private func actFromInside(_ control: OpaquePointer) {
        let kinds: [Kind] = [.field, .view]
        switch input.byte() % 24 {
        case 0: call("te_control_focus", control, taking: kinds) { te_control_focus(control, nil) }
        case 1: call("te_control_blur", control, taking: kinds) { te_control_blur(control, nil) }
        case 2: call("te_control_set_marked_text_utf8", control, taking: kinds) { te_control_set_marked_text_utf8(control, "xy", 2, 1, 0, nil) }
        case 3: call("te_control_insert_utf8", control, taking: kinds) { te_control_insert_utf8(control, "q", 1, nil) }
        case 4:
            if let document = te_control_document(control) {
                let units = self.units(raw: true)
                call("te_document_replace_utf16", document, taking: [.document]) {
                    te_document_replace_utf16(document, 0, 0, units, Int64(units.count), Int32(TE_EDIT_REMOTE))
                }
            }
        case 5: freeControl(control)
        case 6: call("te_control_undo", control, taking: kinds) { te_control_undo(control, nil) }
        case 7: call("te_control_set_text_utf8", control, taking: kinds) { te_control_set_text_utf8(control, "set", 3) }
        case 8: call("te_control_select_all", control, taking: kinds) { te_control_select_all(control) }
        case 9: call("te_control_end_editing", control, taking: kinds) { te_control_end_editing(control, true, nil) }
        case 10: call("te_control_unmark_text", control, taking: kinds) { te_control_unmark_text(control) }
        case 11: call("te_control_move_caret_to", control, taking: kinds) { te_control_move_caret_to(control, Int32(TE_CARET_DOCUMENT_START), false) }
        default: break
        }
    }

    /// Frees a control (from a step or a callback) and forgets it.
    func freeControl(_ control: OpaquePointer) {
        let kind = self.kind(of: control)
        trace?("\(String(repeating: "  ", count: depth))free \(kind.map { "\($0)" } ?? "?")")
        forget(control)
        if kind == .view { te_view_free(control) } else { te_field_free(control) }
    }

    /// The change handler: the mirror follows the LSP changes; the info must be consistent; the
    /// handler may change the document from inside, or free its handle or a view showing it.
    func documentChanged(_ pointer: OpaquePointer?, _ info: UnsafePointer<te_document_change_info>?) {
        guard let info = info?.pointee, let document = document(pointer) else {
            problem("a change handler called for a document the session does not hold")
            return
        }
        let replacements = te_changes_count(info.changes)
        trace?("\(String(repeating: "  ", count: depth))change \(te_edit_source_name(info.origin).map { String(cString: $0) } ?? "?"), \(replacements) replacements")
        if info.lsp_change_count != replacements || info.tree_sitter_edit_count != replacements {
            problem("a change of \(replacements) replacements came with \(info.lsp_change_count) LSP changes, \(info.tree_sitter_edit_count) tree-sitter edits")
        }
        for index in 0..<Int(max(info.lsp_change_count, 0)) {
            guard let change = info.lsp_changes?[index] else { break }
            let text = Array(UnsafeBufferPointer(start: change.text_utf16, count: Int(change.text_utf16_length)))
            let event = LSPEvent(
                startLine: change.start_line, startCharacter: change.start_character, endLine: change.end_line,
                endCharacter: change.end_character, text: text)
            if document.mirrorProblem == nil, let problem = document.mirror.apply(event) { document.mirrorProblem = problem }
        }
        let edits = (0..<Int(max(info.tree_sitter_edit_count, 0))).compactMap { info.tree_sitter_edits?[$0] }
        if document.mirrorProblem == nil, let problem = TreeSitterReplay.apply(edits, to: &document.bytes, leaving: document.mirror.units) {
            document.mirrorProblem = problem
        }
        if te_changes_add_utf8(info.changes, 0, 0, "x", 1) != Int32(TE_ERROR_INVALID_ARGUMENT) {
            problem("a lent change set accepted a replacement")
        }
        guard depth < Self.maxDepth else { return }
        depth += 1
        defer { depth -= 1 }
        let views = self.views(on: document.pointer)
        switch input.byte() % 16 {
        case 0:
            let units = self.units(raw: true)
            let end = te_document_utf16_count(document.pointer)
            call("te_document_replace_utf16", document.pointer, taking: [.document]) {
                te_document_replace_utf16(document.pointer, end, 0, units, Int64(units.count), Int32(TE_EDIT_REMOTE))
            }
        case 1:
            trace?("\(String(repeating: "  ", count: depth))free document")
            forget(document.pointer)
            te_document_free(document.pointer)
        case 2:
            if let view = views.first { freeControl(view) }
        case 3:
            if let view = views.last { call("te_control_type_utf8", view, taking: [.view]) { te_control_type_utf8(view, "z", 1) } }
        default: break
        }
    }
}
