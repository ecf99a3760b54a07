import CTextEngine
import TextControls

/// One keyboard insertText of UTF-8 text.
@_cdecl("te_control_insert_utf8")
public func te_control_insert_utf8(
    _ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.control(control, text: .utf8(utf8, byteCount)) { report($0.insertText($1), outChanged) }
}

/// One keyboard insertText of UTF-16 text.
@_cdecl("te_control_insert_utf16")
public func te_control_insert_utf16(
    _ control: OpaquePointer?, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64, _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.control(control, text: .utf16(utf16, unitCount)) { report($0.insertText($1), outChanged) }
}

/// Types UTF-8 text key by key.
@_cdecl("te_control_type_utf8")
public func te_control_type_utf8(_ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64) -> te_status {
    CEntry.control(control, text: .utf8(utf8, byteCount)) { $0.type($1) }
}

/// Types UTF-16 text key by key.
@_cdecl("te_control_type_utf16")
public func te_control_type_utf16(_ control: OpaquePointer?, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64) -> te_status {
    CEntry.control(control, text: .utf16(utf16, unitCount)) { $0.type($1) }
}

/// Pastes UTF-8 text in one edit.
@_cdecl("te_control_paste_utf8")
public func te_control_paste_utf8(
    _ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.control(control, text: .utf8(utf8, byteCount)) { report($0.paste($1), outChanged) }
}

/// Pastes UTF-16 text in one edit.
@_cdecl("te_control_paste_utf16")
public func te_control_paste_utf16(
    _ control: OpaquePointer?, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64, _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.control(control, text: .utf16(utf16, unitCount)) { report($0.paste($1), outChanged) }
}

/// Pastes the control's pasteboard.
@_cdecl("te_control_paste")
public func te_control_paste(_ control: OpaquePointer?, _ outChanged: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { model in
        report(model.pasteboardString.map { model.paste($0) } ?? false, outChanged)
    }
}

/// Cuts the selection to the control's pasteboard.
@_cdecl("te_control_cut")
public func te_control_cut(_ control: OpaquePointer?, _ outChanged: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { report($0.cut(), outChanged) }
}

/// Copies the selection to the control's pasteboard.
@_cdecl("te_control_copy")
public func te_control_copy(_ control: OpaquePointer?, _ outCopied: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { report($0.copy(), outCopied) }
}

/// Backspace.
@_cdecl("te_control_delete_backward")
public func te_control_delete_backward(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.deleteBackward() }
}

/// Forward delete.
@_cdecl("te_control_delete_forward")
public func te_control_delete_forward(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.deleteForward() }
}

/// Deletes back to the start of the previous word.
@_cdecl("te_control_delete_word_backward")
public func te_control_delete_word_backward(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.deleteWordBackward() }
}

/// Replaces exactly a range with UTF-8 text, as autocorrect does.
@_cdecl("te_control_user_replace_utf8")
public func te_control_user_replace_utf8(
    _ control: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64,
    _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.control(control, range: location, length, text: .utf8(utf8, byteCount)) { (model, range, text) throws(TextRangeError) in
        report(try model.userReplace(range, with: text), outChanged)
    }
}

/// Replaces exactly a range with UTF-16 text, as autocorrect does.
@_cdecl("te_control_user_replace_utf16")
public func te_control_user_replace_utf16(
    _ control: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64,
    _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.control(control, range: location, length, text: .utf16(utf16, unitCount)) { (model, range, text) throws(TextRangeError) in
        report(try model.userReplace(range, with: text), outChanged)
    }
}

/// Undoes the last step through the delegate.
@_cdecl("te_control_undo")
public func te_control_undo(_ control: OpaquePointer?, _ outChanged: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { report($0.undo(), outChanged) }
}

/// Redoes the last undone step through the delegate.
@_cdecl("te_control_redo")
public func te_control_redo(_ control: OpaquePointer?, _ outChanged: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { report($0.redo(), outChanged) }
}

/// Whether there is a step to undo.
@_cdecl("te_control_can_undo")
public func te_control_can_undo(_ control: OpaquePointer?) -> Bool {
    CEntry.control(control, fallback: false) { $0.canUndo }
}

/// Whether there is a step to redo.
@_cdecl("te_control_can_redo")
public func te_control_can_redo(_ control: OpaquePointer?) -> Bool {
    CEntry.control(control, fallback: false) { $0.canRedo }
}
