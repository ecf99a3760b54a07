import CTextEngine

// Ropes and breakers.
extension CAPISession {
    func ropeOperation(_ choice: UInt8) {
        let rope = pick([.rope])
        let count = te_rope_utf16_count(rope)
        checkFallback("te_rope_utf16_count", rope, taking: [.rope], count, -1)
        switch choice % 10 {
        case 0:
            guard canAdd(.rope) else { return }
            var made: OpaquePointer?
            if input.byte() % 2 == 0 {
                withUTF8 { text, length in callWithoutHandle("te_rope_new_utf8") { out(&made) { te_rope_new_utf8(text, length, $0) } } }
            } else {
                withUTF16 { text, length in callWithoutHandle("te_rope_new_utf16") { out(&made) { te_rope_new_utf16(text, length, $0) } } }
            }
            add(made, .rope)
        case 1:
            guard canAdd(.rope) else { return }
            add(made("te_rope_clone", rope, taking: [.rope]) { te_rope_clone(rope, $0) }, .rope)
        case 2:
            let (location, length) = range(in: count)
            withUTF16 { text, units in
                call("te_rope_replace_utf16", rope, taking: [.rope]) { te_rope_replace_utf16(rope, location, length, text, units) }
            }
        case 3:
            let (location, length) = range(in: count)
            withUTF8 { text, bytes in
                call("te_rope_replace_utf8", rope, taking: [.rope]) { te_rope_replace_utf8(rope, location, length, text, bytes) }
            }
        case 4:
            let (location, length) = range(in: count)
            var written: Int64 = 0
            withBuffer(of: CChar.self) { buffer, capacity in
                call("te_rope_copy_utf8", rope, taking: [.rope]) { te_rope_copy_utf8(rope, location, length, buffer, capacity, &written) }
            }
        case 5:
            var value: Int64 = 0
            let offset = self.offset(in: count)
            call("te_rope_utf8_offset_for_utf16", rope, taking: [.rope]) { out(&value) { te_rope_utf8_offset_for_utf16(rope, offset, $0) } }
            var line = te_range()
            call("te_rope_line_range", rope, taking: [.rope]) { out(&line) { te_rope_line_range(rope, offset, $0) } }
        case 6:
            guard canAdd(.breaker) else { return }
            add(made("te_breaker_new", rope, taking: [.rope]) { te_breaker_new(rope, $0) }, .breaker)
        case 7:
            let breaker = pick([.breaker])
            call("te_breaker_set_text", breaker, taking: [.breaker]) { te_breaker_set_text(breaker, rope) }
        case 8:
            breakerQuery(count)
        default:
            freeOne(.rope)
        }
    }

    private func breakerQuery(_ ropeCount: Int64) {
        let breaker = pick([.breaker])
        let offset = self.offset(in: max(ropeCount, 4))
        var value: Int64 = 0
        var range = te_range()
        var flag = false
        switch input.byte() % 5 {
        case 0:
            let kind = code(4)
            call("te_breaker_next_boundary", breaker, taking: [.breaker]) { out(&value) { te_breaker_next_boundary(breaker, kind, offset, $0) } }
        case 1:
            let kind = code(4)
            call("te_breaker_is_boundary", breaker, taking: [.breaker]) { out(&flag) { te_breaker_is_boundary(breaker, kind, offset, $0) } }
        case 2: call("te_breaker_word_range", breaker, taking: [.breaker]) { out(&range) { te_breaker_word_range(breaker, offset, $0) } }
        case 3:
            let (location, length) = self.range(in: max(ropeCount, 4))
            call("te_breaker_display_width", breaker, taking: [.breaker]) {
                out(&value) { te_breaker_display_width(breaker, location, length, $0) }
            }
        default: freeOne(.breaker)
        }
    }

    /// Frees one handle of `kind`, or passes a handle of another kind to the free function
    /// (which frees nothing and keeps that object's message).
    func freeOne(_ kind: Kind) {
        guard let pointer = pick([kind]) else {
            freeFunction(kind)(nil)
            return
        }
        guard let actual = self.kind(of: pointer) else { return }
        if actual != kind {
            let before = CAPIReading.message(pointer, actual)
            freeFunction(kind)(pointer)
            if CAPIReading.message(pointer, actual) != before { problem("freeing \(actual) as \(kind) changed its message") }
            return
        }
        switch actual {
        case .field, .view: freeControl(pointer)
        default:
            trace?("free \(actual)")
            forget(pointer)
            freeFunction(actual)(pointer)
        }
    }

    private func freeFunction(_ kind: Kind) -> (OpaquePointer?) -> Void {
        switch kind {
        case .rope: return { te_rope_free($0) }
        case .breaker: return { te_breaker_free($0) }
        case .changes: return { te_changes_free($0) }
        case .document: return { te_document_free($0) }
        case .field: return { te_field_free($0) }
        case .view: return { te_view_free($0) }
        case .search: return { te_search_free($0) }
        }
    }
}
