import CTextEngine

// Change sets and documents.
extension CAPISession {
    func changesOperation(_ choice: UInt8) {
        let changes = pick([.changes])
        let lengthBefore = te_changes_length_before(changes)
        checkFallback("te_changes_length_before", changes, taking: [.changes], lengthBefore, -1)
        switch choice % 9 {
        case 0:
            guard canAdd(.changes) else { return }
            var made: OpaquePointer?
            let length = input.byte() < 16 ? -1 : Int64(input.int(in: 0...12))
            callWithoutHandle("te_changes_new") { out(&made) { te_changes_new(length, $0) } }
            add(made, .changes)
        case 1:
            let (location, length) = range(in: lengthBefore)
            withUTF16 { text, units in
                call("te_changes_add_utf16", changes, taking: [.changes]) { te_changes_add_utf16(changes, location, length, text, units) }
            }
        case 2:
            let (location, length) = range(in: lengthBefore)
            withUTF8 { text, bytes in
                call("te_changes_add_utf8", changes, taking: [.changes]) { te_changes_add_utf8(changes, location, length, text, bytes) }
            }
        case 3:
            var range = te_range()
            let index = Int64(input.int(in: -1...4))
            withBuffer(of: UInt16.self) { buffer, capacity in
                call("te_changes_replacement_utf16", changes, taking: [.changes]) {
                    out(&range) { te_changes_replacement_utf16(changes, index, $0, buffer, capacity, nil) }
                }
            }
        case 4:
            let rope = pick([.rope])
            call("te_changes_apply", changes, taking: [.changes]) { te_changes_apply(changes, rope) }
        case 5:
            var mapped: Int64 = 0
            var deleted = false
            let offset = self.offset(in: lengthBefore)
            let bias = code(2)
            call("te_changes_map", changes, taking: [.changes]) { out(&mapped) { te_changes_map(changes, offset, bias, $0, &deleted) } }
        case 6:
            algebra(changes)
        case 7:
            jsonRoundTrip(changes)
        default:
            freeOne(.changes)
        }
    }

    private func algebra(_ changes: OpaquePointer?) {
        guard canAdd(.changes) else { return }
        let result: OpaquePointer?
        switch input.byte() % 3 {
        case 0:
            let other = pick([.changes])
            result = made("te_changes_compose", changes, taking: [.changes]) { te_changes_compose(changes, other, $0) }
        case 1:
            let rope = pick([.rope])
            result = made("te_changes_invert", changes, taking: [.changes]) { te_changes_invert(changes, rope, $0) }
        default:
            let other = pick([.changes])
            let first = input.byte() % 2 == 0
            result = made("te_changes_transform", changes, taking: [.changes]) { te_changes_transform(changes, other, first, $0) }
        }
        add(result, .changes)
    }

    // JSON out, then in: the same change set; and some bytes that are not JSON.
    private func jsonRoundTrip(_ changes: OpaquePointer?) {
        var length: Int64 = 0
        guard call("te_changes_copy_json", changes, taking: [.changes], { te_changes_copy_json(changes, nil, 0, &length) }) == Int32(TE_OK),
            let changes
        else { return }
        var json = [CChar](repeating: 0, count: Int(length) + 1)
        call("te_changes_copy_json", changes, taking: [.changes]) { te_changes_copy_json(changes, &json, Int64(json.count), nil) }
        var parsed: OpaquePointer?
        guard callWithoutHandle("te_changes_new_json", { te_changes_new_json(json, length, &parsed) }) == Int32(TE_OK), let parsed else {
            problem("the JSON of a change set did not parse: \(String(cString: te_last_error()))")
            return
        }
        if CAPIReading.changesListing(parsed) != CAPIReading.changesListing(changes) { problem("a change set's JSON reads back differently") }
        te_changes_free(parsed)
        var garbage: OpaquePointer?
        withUTF8 { text, bytes in callWithoutHandle("te_changes_new_json") { te_changes_new_json(text, bytes, &garbage) } }
        te_changes_free(garbage)
    }

    func documentOperation(_ choice: UInt8) {
        let document = pick([.document])
        let count = te_document_utf16_count(document)
        checkFallback("te_document_utf16_count", document, taking: [.document], count, -1)
        let origin = code(19)
        switch choice % 10 {
        case 0:
            guard canAdd(.document) else { return }
            var made: OpaquePointer?
            withUTF16 { text, units in callWithoutHandle("te_document_new_utf16") { out(&made) { te_document_new_utf16(text, units, $0) } } }
            watch(made)
        case 1:
            guard canAdd(.document) else { return }
            let rope = pick([.rope])
            watch(made("te_document_new_from_rope", rope, taking: [.rope]) { te_document_new_from_rope(rope, $0) })
        case 2, 3:
            let (location, length) = range(in: count)
            withUTF16 { text, units in
                call("te_document_replace_utf16", document, taking: [.document]) {
                    te_document_replace_utf16(document, location, length, text, units, origin)
                }
            }
        case 4:
            let (location, length) = range(in: count)
            withUTF8 { text, bytes in
                call("te_document_replace_utf8", document, taking: [.document]) {
                    te_document_replace_utf8(document, location, length, text, bytes, origin)
                }
            }
        case 5:
            let changes = pick([.changes])
            call("te_document_apply", document, taking: [.document]) { te_document_apply(document, changes, origin) }
        case 6:
            anchors(document, count)
        case 7:
            guard canAdd(.view) else { return }
            let sibling = input.byte() % 2 == 0 ? nil : pick([.field, .view])
            let view = made("te_view_new_on_document", document, taking: [.document]) { te_view_new_on_document(document, sibling, $0) }
            adopt(view, .view)
            if let view, let document { noteView(view, on: document) }
        case 8:
            var written: Int64 = 0
            let (location, length) = range(in: count)
            withBuffer(of: CChar.self) { buffer, capacity in
                call("te_document_copy_utf8", document, taking: [.document]) {
                    te_document_copy_utf8(document, location, length, buffer, capacity, &written)
                }
            }
        default:
            freeOne(.document)
        }
    }

    /// Keeps a new document's handle, with a change handler keeping its mirror.
    func watch(_ document: OpaquePointer?) {
        guard let document else { return }
        addDocument(document)
        if te_document_set_change_handler(document, CAPICallbacks.change, nil) != Int32(TE_OK) {
            problem("te_document_set_change_handler failed: \(String(cString: te_last_error()))")
        }
    }

    private func anchors(_ document: OpaquePointer?, _ count: Int64) {
        var anchor: Int64 = 0
        var offset: Int64 = 0
        var deleted = false
        switch input.byte() % 3 {
        case 0:
            let at = self.offset(in: count)
            let bias = code(2)
            call("te_document_anchor_new", document, taking: [.document]) { out(&anchor) { te_document_anchor_new(document, at, bias, true, $0) } }
        case 1:
            let id = Int64(input.int(in: -1...6))
            if call("te_document_anchor_offset", document, taking: [.document], { te_document_anchor_offset(document, id, &offset, &deleted) })
                == Int32(TE_OK), offset < 0 || offset > te_document_utf16_count(document)
            {
                problem("anchor \(id) is at \(offset), outside the text")
            }
        default:
            let id = Int64(input.int(in: -1...6))
            call("te_document_anchor_remove", document, taking: [.document]) { te_document_anchor_remove(document, id) }
        }
    }
}
