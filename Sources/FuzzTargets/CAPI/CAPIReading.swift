import CTextEngine

/// Reading handles' observable state through the C API, to compare before and after a call.
enum CAPIReading {
    static func ropeUnits(_ rope: OpaquePointer) -> [UInt16] {
        let count = Int(te_rope_utf16_count(rope))
        var units = [UInt16](repeating: 0, count: max(count, 0) + 1)
        _ = te_rope_copy_utf16(rope, 0, Int64(count), &units, Int64(units.count), nil)
        return Array(units.prefix(max(count, 0)))
    }

    static func documentUnits(_ document: OpaquePointer) -> [UInt16] {
        let count = Int(te_document_utf16_count(document))
        var units = [UInt16](repeating: 0, count: max(count, 0) + 1)
        _ = te_document_copy_utf16(document, 0, Int64(count), &units, Int64(units.count), nil)
        return Array(units.prefix(max(count, 0)))
    }

    static func controlUnits(_ control: OpaquePointer) -> [UInt16] {
        var count: Int64 = 0
        _ = te_control_copy_text_utf16(control, nil, 0, &count)
        var units = [UInt16](repeating: 0, count: Int(count) + 1)
        _ = te_control_copy_text_utf16(control, &units, Int64(units.count), nil)
        return Array(units.prefix(Int(count)))
    }

    static func changesListing(_ changes: OpaquePointer) -> [String] {
        var listing = ["\(te_changes_length_before(changes)) -> \(te_changes_length_after(changes))"]
        for index in 0..<max(te_changes_count(changes), 0) {
            var range = te_range()
            var length: Int64 = 0
            _ = te_changes_replacement_utf16(changes, index, &range, nil, 0, &length)
            var units = [UInt16](repeating: 0, count: Int(length) + 1)
            _ = te_changes_replacement_utf16(changes, index, &range, &units, Int64(units.count), nil)
            listing.append("{\(range.location),\(range.length)} \(units.prefix(Int(length)))")
        }
        return listing
    }

    /// Everything a failed call must leave as it was, for a handle of `kind`.
    static func snapshot(_ pointer: OpaquePointer, _ kind: CAPISession.Kind) -> [String] {
        switch kind {
        case .rope:
            return ["\(ropeUnits(pointer))"]
        case .breaker, .search:
            return []
        case .changes:
            return changesListing(pointer)
        case .document:
            return ["\(documentUnits(pointer))", "\(te_document_anchor_count(pointer))"]
        case .field, .view:
            var selection = te_range()
            var marked = te_range()
            _ = te_control_selection(pointer, &selection)
            _ = te_control_marked_range(pointer, &marked)
            return [
                "\(controlUnits(pointer))", "selection {\(selection.location),\(selection.length)}",
                "marked {\(marked.location),\(marked.length)}", "undo \(te_control_can_undo(pointer)) redo \(te_control_can_redo(pointer))",
                "editing \(te_control_is_editing(pointer)) groups \(te_control_undo_grouping_level(pointer))",
            ]
        }
    }

    /// The handle's own last error message.
    static func message(_ pointer: OpaquePointer, _ kind: CAPISession.Kind) -> String {
        switch kind {
        case .rope: return String(cString: te_rope_error(pointer))
        case .breaker: return String(cString: te_breaker_error(pointer))
        case .changes: return String(cString: te_changes_error(pointer))
        case .document: return String(cString: te_document_error(pointer))
        case .field, .view: return String(cString: te_control_error(pointer))
        case .search: return String(cString: te_search_error(pointer))
        }
    }
}
