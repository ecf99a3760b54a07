import CTextEngine
import TextControls

/// The edit being proposed, during a delegate callback.
@_cdecl("te_control_proposed_edit")
public func te_control_proposed_edit(_ control: OpaquePointer?, _ out: UnsafeMutablePointer<te_edit_info>?) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(out, "out_edit")
        let edit = try box.proposedEdit()
        out.pointee = te_edit_info(
            source: EditSourceCode.code(of: edit.source), range_count: Int64(edit.rangeCount), range: te_range(edit.range),
            selection_before: te_range(edit.selectionBefore), selection_after: te_range(edit.selectionAfter),
            marked_range_after: edit.markedRangeAfter.map(te_range.init) ?? .notFound,
            replacement_utf16_length: Int64(edit.replacement.utf16.count))
    }
}

/// One range of the edit being proposed.
@_cdecl("te_control_proposed_edit_range")
public func te_control_proposed_edit_range(_ control: OpaquePointer?, _ index: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(out, "out_range")
        let edit = try box.proposedEdit()
        guard index >= 0, index < edit.ranges.count else {
            throw CFailure(.range, "range index \(index) is out of bounds for \(edit.ranges.count) ranges")
        }
        out.pointee = te_range(edit.ranges[Int(index)])
    }
}

/// The source's name; NULL for a value that is no source.
@_cdecl("te_edit_source_name")
public func te_edit_source_name(_ source: Int32) -> UnsafePointer<CChar>? {
    guard source >= 0, Int(source) < EditSourceCode.names.count else { return nil }
    return EditSourceCode.names[Int(source)]
}

extension ControlBox {
    func proposedEdit() throws(CFailure) -> TextEdit {
        guard let edit = model.proposedEdit else {
            throw CFailure(.noEdit, "no edit is being proposed (call it from a delegate callback)")
        }
        return edit
    }
}

/// `TE_EDIT_*`: the header's order of `TextEdit.Source`.
enum EditSourceCode {
    /// The sources, also as the origin arguments name them.
    static let codes = CCodes<TextEdit.Source>("origin", "TE_EDIT_*", [
        .typing, .paste, .cut, .drop, .deleteBackward, .deleteForward, .deleteWord, .marking, .commit, .autocorrect,
        .clearButton, .clearOnBegin, .clearOnInsertion, .secureWipe, .undo, .redo, .programmatic, .replaceAll, .remote,
    ])

    nonisolated(unsafe) static let names: [UnsafePointer<CChar>] = codes.values.map { CString.immortal($0.rawValue) }

    static func code(of source: TextEdit.Source) -> Int32 {
        Int32(codes.values.firstIndex(of: source) ?? -1)
    }
}
