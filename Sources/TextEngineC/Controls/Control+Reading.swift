import CTextEngine
import Foundation
import TextControls

/// The whole text as UTF-8 plus a 0 byte. O(n).
@_cdecl("te_control_copy_text_utf8")
public func te_control_copy_text_utf8(
    _ control: OpaquePointer?, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let rope = model.textRope
        try rope.copy(0..<rope.utf16Count, into: buffer, capacity, outLength)
    }
}

/// The whole text as UTF-16 plus a 0 unit. O(n).
@_cdecl("te_control_copy_text_utf16")
public func te_control_copy_text_utf16(
    _ control: OpaquePointer?, _ buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        let rope = model.textRope
        try rope.copy(0..<rope.utf16Count, into: buffer, capacity, outLength)
    }
}

/// A new rope holding the text. O(1).
@_cdecl("te_control_text_rope")
public func te_control_text_rope(_ control: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    out?.pointee = nil
    return CEntry.control(control) { (model) throws(CFailure) in
        let out = try COutput.require(out, "out_rope")
        out.pointee = HandleBox.retain(RopeBox(model.textRope))
    }
}

/// The selection.
@_cdecl("te_control_selection")
public func te_control_selection(_ control: OpaquePointer?, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        try COutput.store(te_range(model.selectedRange), out, "out_selection")
    }
}

/// The marked range, or {TE_NOT_FOUND, 0}.
@_cdecl("te_control_marked_range")
public func te_control_marked_range(_ control: OpaquePointer?, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    CEntry.control(control) { (model) throws(CFailure) in
        try COutput.store(model.markedRange.map(te_range.init) ?? .notFound, out, "out_marked")
    }
}

/// UTF-16 length. O(1).
@_cdecl("te_control_utf16_count")
public func te_control_utf16_count(_ control: OpaquePointer?) -> Int64 {
    CEntry.control(control, fallback: -1) { Int64($0.textRope.utf16Count) }
}

/// Unicode scalar count. O(1).
@_cdecl("te_control_scalar_count")
public func te_control_scalar_count(_ control: OpaquePointer?) -> Int64 {
    CEntry.control(control, fallback: -1) { Int64($0.textRope.unicodeScalarCount) }
}

/// Grapheme cluster count. O(1).
@_cdecl("te_control_grapheme_count")
public func te_control_grapheme_count(_ control: OpaquePointer?) -> Int64 {
    CEntry.control(control, fallback: -1) { Int64($0.graphemeCount) }
}

/// Whether the text is not empty.
@_cdecl("te_control_has_text")
public func te_control_has_text(_ control: OpaquePointer?) -> Bool {
    CEntry.control(control, fallback: false) { $0.hasText }
}

extension te_range {
    init(_ range: NSRange) {
        self.init(location: Int64(range.location), length: Int64(range.length))
    }
}
