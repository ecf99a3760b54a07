import CTextEngine
import Foundation
import TextControls

/// Sets the whole text from UTF-8, silently.
@_cdecl("te_control_set_text_utf8")
public func te_control_set_text_utf8(_ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64) -> te_status {
    CEntry.control(control, text: .utf8(utf8, byteCount)) { $0.text = $1 }
}

/// Sets the whole text from UTF-16, silently.
@_cdecl("te_control_set_text_utf16")
public func te_control_set_text_utf16(_ control: OpaquePointer?, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64) -> te_status {
    CEntry.control(control, text: .utf16(utf16, unitCount)) { $0.text = $1 }
}

/// Replaces a range with UTF-8 text, silently.
@_cdecl("te_control_replace_text_utf8")
public func te_control_replace_text_utf8(
    _ control: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64
) -> te_status {
    CEntry.control(control, range: location, length, text: .utf8(utf8, byteCount)) { (model, range, text) throws(TextRangeError) in
        try model.replaceCharacters(in: range, with: text)
    }
}

/// Replaces a range with UTF-16 text, silently.
@_cdecl("te_control_replace_text_utf16")
public func te_control_replace_text_utf16(
    _ control: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64
) -> te_status {
    CEntry.control(control, range: location, length, text: .utf16(utf16, unitCount)) { (model, range, text) throws(TextRangeError) in
        try model.replaceCharacters(in: range, with: text)
    }
}

/// Sets the selection, silently (a text view sends did_change_selection).
@_cdecl("te_control_set_selection")
public func te_control_set_selection(_ control: OpaquePointer?, _ location: Int64, _ length: Int64) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let range = NSRange(location: Int(location), length: Int(length))
        try CFailure.ranged { () throws(TextRangeError) in try model.setSelectedRange(range) }
    }
}
