import CTextEngine
import TextControls

/// The control's pasteboard text; *out_length = TE_NOT_FOUND when it is empty.
@_cdecl("te_control_pasteboard_utf8")
public func te_control_pasteboard_utf8(
    _ control: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.control(control, as: ControlBox.self) { (box) throws(CFailure) in
        guard let string = box.model.pasteboard.string else {
            try COutput.check(buffer, capacity)
            outLength?.pointee = -1
            return
        }
        let count = string.utf8.count
        guard let destination = try COutput.destination(buffer, capacity, length: count, outLength) else { return }
        let bytes = UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt8.self)
        var written = 0
        for byte in string.utf8 {
            bytes[written] = byte
            written += 1
        }
        bytes[written] = 0
    }
}

/// Puts UTF-8 text on the control's pasteboard.
@_cdecl("te_control_set_pasteboard_utf8")
public func te_control_set_pasteboard_utf8(_ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64) -> te_status {
    CEntry.control(control, as: ControlBox.self) { (box) throws(CFailure) in
        box.model.pasteboard.string = try CText.string(utf8: utf8, byteCount)
    }
}

/// Empties the control's pasteboard.
@_cdecl("te_control_clear_pasteboard")
public func te_control_clear_pasteboard(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control, as: ControlBox.self) { (box) throws(CFailure) in box.model.pasteboard.string = nil }
}
