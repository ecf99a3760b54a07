import CTextEngine
import TextDocument
import TextRope

/// Sets (or with NULL removes) the document's change handler.
@_cdecl("te_document_set_change_handler")
public func te_document_set_change_handler(
    _ document: OpaquePointer?, _ handler: te_document_change_fn?, _ context: UnsafeMutableRawPointer?
) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in box.setChangeHandler(handler, context: context) }
}

extension DocumentBox {
    /// Installs `function` (called after every change, with `context`) or removes the handler.
    /// The document is observed only while a handler is set.
    func setChangeHandler(_ function: te_document_change_fn?, context: UnsafeMutableRawPointer?) {
        guard let function else {
            handler = nil
            if let observer { document.removeObserver(observer) }
            observer = nil
            return
        }
        handler = (function, context)
        guard observer == nil else { return }
        // Unowned: the box removes the observer before it goes.
        observer = document.addObserver { [unowned self] change in announce(change) }
    }

    // Tells the handler of one change, the box marked as in a call (a handler freeing the
    // document's handle defers the release until it returns).
    // The box is kept alive for the call: the handler may free a control holding it.
    private func announce(_ change: DocumentChange) {
        guard let handler else { return }
        let lent = ChangesBox(change.changes, lent: true)
        withExtendedLifetime((self, lent)) {
            enter()
            ChangeInfo.with(change, changes: lent.handle) { info in
                handler.function(handle, handler.context, info)
            }
            leave()
        }
    }
}

/// A `te_document_change_info` for one change, with the LSP texts and JSON it points to, valid
/// while `body` runs.
enum ChangeInfo {
    static func with(_ change: DocumentChange, changes: OpaquePointer, _ body: (UnsafePointer<te_document_change_info>) -> Void) {
        let lsp = change.lspContentChanges()
        let edits = change.treeSitterEdits().map { edit in
            te_tree_sitter_edit(
                start_byte: Int64(edit.startByte), old_end_byte: Int64(edit.oldEndByte), new_end_byte: Int64(edit.newEndByte),
                start_point: point(edit.startPoint), old_end_point: point(edit.oldEndPoint), new_end_point: point(edit.newEndPoint))
        }
        var strings = StringPool()
        defer { strings.release() }
        let events = lsp.map { event in
            let utf8 = strings.utf8(event.text.string)
            let utf16 = strings.utf16(event.text.utf16CodeUnits)
            let json = strings.utf8(event.json)
            return te_lsp_change(
                start_line: Int64(event.range.start.line), start_character: Int64(event.range.start.character),
                end_line: Int64(event.range.end.line), end_character: Int64(event.range.end.character), text_utf8: utf8.pointer,
                text_utf8_length: utf8.count, text_utf16: utf16.pointer, text_utf16_length: utf16.count, json: json.pointer,
                json_length: json.count)
        }
        events.withUnsafeBufferPointer { lspBuffer in
            edits.withUnsafeBufferPointer { editBuffer in
                var info = te_document_change_info(
                    origin: EditSourceCode.code(of: change.origin), changes: changes, lsp_change_count: Int64(lspBuffer.count),
                    lsp_changes: lspBuffer.baseAddress, tree_sitter_edit_count: Int64(editBuffer.count),
                    tree_sitter_edits: editBuffer.baseAddress)
                withUnsafePointer(to: &info) { body($0) }
            }
        }
    }

    private static func point(_ point: TreeSitterPoint) -> te_point {
        te_point(row: Int64(point.row), column: Int64(point.column))
    }
}

/// Terminated copies of strings for C to read during a call, released together afterwards.
private struct StringPool {
    private var allocations: [UnsafeMutableRawPointer] = []

    /// `string` as NUL-terminated UTF-8 and its length in bytes.
    mutating func utf8(_ string: String) -> (pointer: UnsafePointer<CChar>, count: Int64) {
        let bytes = Array(string.utf8)
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (offset, byte) in bytes.enumerated() { copy[offset] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        allocations.append(UnsafeMutableRawPointer(copy))
        return (UnsafePointer(copy), Int64(bytes.count))
    }

    /// `units` exactly, 0-terminated, and their count.
    mutating func utf16(_ units: [UInt16]) -> (pointer: UnsafePointer<UInt16>, count: Int64) {
        let copy = UnsafeMutablePointer<UInt16>.allocate(capacity: units.count + 1)
        for (offset, unit) in units.enumerated() { copy[offset] = unit }
        copy[units.count] = 0
        allocations.append(UnsafeMutableRawPointer(copy))
        return (UnsafePointer(copy), Int64(units.count))
    }

    func release() {
        for allocation in allocations { allocation.deallocate() }
    }
}
