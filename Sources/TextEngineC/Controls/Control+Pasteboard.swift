import CTextEngine
import TextControls

/// The control's pasteboard text. An empty pasteboard reads as "" (its terminator written under
/// the usual buffer rules) with *out_length = TE_NOT_FOUND.
@_cdecl("te_control_pasteboard_utf8")
public func te_control_pasteboard_utf8(
    _ control: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        try COutput.check(buffer, capacity)
        let string = model.pasteboardString
        outLength?.pointee = string.map { Int64($0.utf8.count) } ?? -1
        try COutput.copy((string ?? "").utf8, buffer, capacity, nil)
    }
}

/// Puts UTF-8 text on the control's pasteboard; "" empties it.
@_cdecl("te_control_set_pasteboard_utf8")
public func te_control_set_pasteboard_utf8(_ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let string = try CText.string(utf8: utf8, byteCount)
        model.pasteboard.string = string.isEmpty ? nil : string
    }
}

/// Empties the control's pasteboard.
@_cdecl("te_control_clear_pasteboard")
public func te_control_clear_pasteboard(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.pasteboard.string = nil }
}

extension TextInputModel {
    /// The pasteboard's text; nil when it is empty (Swift code may have put "" there).
    var pasteboardString: String? {
        guard let string = pasteboard.string, !string.isEmpty else { return nil }
        return string
    }
}
