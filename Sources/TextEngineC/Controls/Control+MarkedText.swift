import CTextEngine
import Foundation
import TextControls

/// Sets IME marked text from UTF-8.
@_cdecl("te_control_set_marked_text_utf8")
public func te_control_set_marked_text_utf8(
    _ control: OpaquePointer?, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ selectedLocation: Int64, _ selectedLength: Int64,
    _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        report(try box.setMarkedText(.utf8(utf8, byteCount), selectedLocation, selectedLength), outChanged)
    }
}

/// Sets IME marked text from UTF-16.
@_cdecl("te_control_set_marked_text_utf16")
public func te_control_set_marked_text_utf16(
    _ control: OpaquePointer?, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64, _ selectedLocation: Int64,
    _ selectedLength: Int64, _ outChanged: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.guarded(control, as: ControlBox.self) { (box) throws(CFailure) in
        report(try box.setMarkedText(.utf16(utf16, unitCount), selectedLocation, selectedLength), outChanged)
    }
}

/// Commits the marked text as it is.
@_cdecl("te_control_unmark_text")
public func te_control_unmark_text(_ control: OpaquePointer?) -> te_status {
    CEntry.control(control) { $0.unmarkText() }
}

extension ControlBox {
    // The model refuses a selection outside the marked text with a plain false; C callers get a
    // range error instead, as for every other range.
    func setMarkedText(_ argument: CTextArgument, _ location: Int64, _ length: Int64) throws(CFailure) -> Bool {
        let text = try argument.string()
        let (location, length, count) = (Int(location), Int(length), text.utf16.count)
        guard (try? TextRangeError.checkedRange(location: location, length: length, textLength: count)) != nil else {
            throw CFailure(.range, "selected range {\(location),\(length)} is out of bounds for marked text of length \(count)")
        }
        return model.setMarkedText(text, selectedRange: NSRange(location: location, length: length))
    }
}

/// Whether delegates are told of an IME commit as an insertion point at the end of the marked
/// text (iOS 26's shape) instead of the marked range.
@_cdecl("te_control_set_reports_commit_as_insertion_point")
public func te_control_set_reports_commit_as_insertion_point(_ control: OpaquePointer?, _ reports: Bool) -> te_status {
    CEntry.control(control) { $0.reportsCommitAsInsertionPoint = reports }
}
