import CTextEngine

/// The `capi` fuzz target: arbitrary sequences of C ABI calls over ropes, breakers, change sets,
/// documents (with change handlers keeping an LSP mirror and a tree-sitter one), fields and views
/// (with delegates and event handlers that act from inside: focus, blur, mark, edit, change the
/// document, free the control or the document's handle), searches (finding, every match,
/// replace-all on documents and in controls, with patterns ICU may refuse), with NULL and wrong-kind handles, bad
/// ranges, NSNotFound-like values, ill-formed UTF-8 and lone surrogates, NULL out-parameters and
/// bad buffers. After every call (see ``CAPISession/call(_:_:taking:_:)``): a known status,
/// NULL_HANDLE or WRONG_HANDLE for a bad handle whatever else is wrong, the failure named after
/// its function, and a failed call leaving its handle's text, selection, marked range and undo
/// state as they were. After every step: no callback ran for a freed handle, each control's
/// selection and marked range lie in its text, a view made on a document shows its text, and
/// each document's mirrors, updated only from its LSP changes and only from its tree-sitter
/// edits, equal its text (UTF-16 and UTF-8). The library checks its own invariants after every
/// outermost call (TEXTENGINE_CHECKS builds).
enum CAPIFuzzer {
    static let maxSteps = 120

    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        let session = CAPISession(input, trace: trace)
        activeCAPISession = session
        defer {
            session.freeAll()
            activeCAPISession = nil
        }
        setUp(session)
        try verify(session, 0)
        var step = 0
        while !session.input.isAtEnd && step < maxSteps {
            step += 1
            let family = session.input.byte()
            let choice = session.input.byte()
            trace?("step \(step)")
            switch (family % 16, family % 8) {
            case (_, 0): session.ropeOperation(choice)
            case (_, 1): session.changesOperation(choice)
            case (_, 2), (_, 3): session.documentOperation(choice)
            case (15, _): session.searchOperation(choice)
            default: session.controlOperation(choice)
            }
            try verify(session, step)
        }
    }

    // A rope, a change set, a document with a change handler and a view on it (focused), and a
    // field of its own, from the first bytes, so that steps find something to work on.
    private static func setUp(_ session: CAPISession) {
        let units = session.units(raw: true)
        var rope: OpaquePointer?
        _ = te_rope_new_utf16(units, Int64(units.count), &rope)
        session.add(rope, .rope)
        var changes: OpaquePointer?
        _ = te_changes_new(Int64(units.count), &changes)
        session.add(changes, .changes)
        var document: OpaquePointer?
        _ = te_document_new_utf16(units, Int64(units.count), &document)
        session.watch(document)
        var view: OpaquePointer?
        _ = te_view_new_on_document(document, nil, &view)
        session.adopt(view, .view)
        if let view, let document { session.noteView(view, on: document) }
        session.adopt(te_field_new(), .field)
        if let view { session.call("te_control_focus", view, taking: [.view]) { te_control_focus(view, nil) } }
    }

    private static func verify(_ session: CAPISession, _ step: Int) throws(FuzzFailure) {
        if let problem = session.takeProblems().first { throw FuzzFailure("step \(step): \(problem)") }
        for handle in session.handles where handle.kind == .field || handle.kind == .view {
            let units = CAPIReading.controlUnits(handle.pointer)
            var selection = te_range()
            var marked = te_range()
            _ = te_control_selection(handle.pointer, &selection)
            _ = te_control_marked_range(handle.pointer, &marked)
            let length = Int64(units.count)
            guard selection.location >= 0, selection.length >= 0, selection.location + selection.length <= length else {
                throw FuzzFailure("step \(step): \(handle.kind) selection {\(selection.location),\(selection.length)} outside \(length) units")
            }
            if marked.location != -1 {
                guard marked.location >= 0, marked.length > 0, marked.location + marked.length <= length,
                    selection.location >= marked.location, selection.location + selection.length <= marked.location + marked.length
                else {
                    throw FuzzFailure("step \(step): \(handle.kind) marked {\(marked.location),\(marked.length)}, selection {\(selection.location),\(selection.length)}")
                }
            }
        }
        for document in session.documents {
            let units = CAPIReading.documentUnits(document.pointer)
            if let problem = document.mirrorProblem { throw FuzzFailure("step \(step): \(problem)") }
            guard document.mirror.units == units else {
                throw FuzzFailure("step \(step): the LSP mirror holds \(document.mirror.units), the document \(units)")
            }
            guard document.bytes == Array(String(decoding: units, as: UTF16.self).utf8) else {
                throw FuzzFailure("step \(step): the tree-sitter edits left bytes that are not the document's UTF-8")
            }
            for view in session.views(on: document.pointer) {
                guard te_control_document(view) == document.pointer, CAPIReading.controlUnits(view) == units else {
                    throw FuzzFailure("step \(step): a view made on a document shows \(CAPIReading.controlUnits(view)), not \(units)")
                }
            }
        }
    }
}
