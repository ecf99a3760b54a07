import CTextEngine
import TextRope

/// Unicode scalars before a UTF-16 offset. O(log n).
@_cdecl("te_rope_scalar_offset_for_utf16")
public func te_rope_scalar_offset_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    conversion(rope, offset, out, "out_scalar_offset", TextRope.unicodeScalarOffset(forUTF16Offset:))
}

/// The UTF-16 offset where a scalar starts. O(log n).
@_cdecl("te_rope_utf16_offset_for_scalar")
public func te_rope_utf16_offset_for_scalar(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    conversion(rope, offset, out, "out_utf16_offset", TextRope.utf16Offset(forUnicodeScalarOffset:))
}

/// UTF-8 bytes before a UTF-16 offset. O(log n).
@_cdecl("te_rope_utf8_offset_for_utf16")
public func te_rope_utf8_offset_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    conversion(rope, offset, out, "out_utf8_offset", TextRope.utf8Offset(forUTF16Offset:))
}

/// The UTF-16 offset of the scalar holding a UTF-8 byte. O(log n).
@_cdecl("te_rope_utf16_offset_for_utf8")
public func te_rope_utf16_offset_for_utf8(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    conversion(rope, offset, out, "out_utf16_offset", TextRope.utf16Offset(forUTF8Offset:))
}

/// The line holding a UTF-16 offset. O(log n).
@_cdecl("te_rope_line_for_utf16")
public func te_rope_line_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    conversion(rope, offset, out, "out_line", TextRope.line(containingUTF16Offset:))
}

/// The UTF-16 range of a line, terminator included. O(log n).
@_cdecl("te_rope_line_range")
public func te_rope_line_range(_ rope: OpaquePointer?, _ line: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    RopeBox.query(rope, line, out, "out_range") { (rope, line) throws(TextRangeError) in
        te_range(try rope.utf16Range(ofLine: line))
    }
}

// An offset conversion or a line lookup: `convert`'s result as int64_t.
@inline(__always)
private func conversion(
    _ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?, _ outName: String,
    _ convert: (TextRope) -> (Int) throws(TextRangeError) -> Int, _ function: StaticString = #function
) -> te_status {
    RopeBox.query(rope, offset, out, outName, function) { (rope, offset) throws(TextRangeError) in Int64(try convert(rope)(offset)) }
}
