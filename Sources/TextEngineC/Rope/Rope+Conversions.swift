import CTextEngine
import TextRope

/// Unicode scalars before a UTF-16 offset. O(log n).
@_cdecl("te_rope_scalar_offset_for_utf16")
public func te_rope_scalar_offset_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    convert(rope, offset, out, "out_scalar_offset", #function) { (rope, offset) throws(TextRangeError) in
        try rope.unicodeScalarOffset(forUTF16Offset: offset)
    }
}

/// The UTF-16 offset where a scalar starts. O(log n).
@_cdecl("te_rope_utf16_offset_for_scalar")
public func te_rope_utf16_offset_for_scalar(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    convert(rope, offset, out, "out_utf16_offset", #function) { (rope, offset) throws(TextRangeError) in
        try rope.utf16Offset(forUnicodeScalarOffset: offset)
    }
}

/// UTF-8 bytes before a UTF-16 offset. O(log n).
@_cdecl("te_rope_utf8_offset_for_utf16")
public func te_rope_utf8_offset_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    convert(rope, offset, out, "out_utf8_offset", #function) { (rope, offset) throws(TextRangeError) in
        try rope.utf8Offset(forUTF16Offset: offset)
    }
}

/// The UTF-16 offset of the scalar holding a UTF-8 byte. O(log n).
@_cdecl("te_rope_utf16_offset_for_utf8")
public func te_rope_utf16_offset_for_utf8(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    convert(rope, offset, out, "out_utf16_offset", #function) { (rope, offset) throws(TextRangeError) in
        try rope.utf16Offset(forUTF8Offset: offset)
    }
}

/// The line holding a UTF-16 offset. O(log n).
@_cdecl("te_rope_line_for_utf16")
public func te_rope_line_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    convert(rope, offset, out, "out_line", #function) { (rope, offset) throws(TextRangeError) in
        try rope.line(containingUTF16Offset: offset)
    }
}

/// The UTF-16 range of a line, terminator included. O(log n).
@_cdecl("te_rope_line_range")
public func te_rope_line_range(_ rope: OpaquePointer?, _ line: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        let out = try COutput.require(out, "out_range")
        out.pointee = te_range(try CFailure.ranged { () throws(TextRangeError) in try box.rope.utf16Range(ofLine: Int(line)) })
    }
}

// One offset in, one offset out.
@inline(__always)
private func convert(
    _ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?, _ outName: String, _ function: StaticString,
    _ conversion: (TextRope, Int) throws(TextRangeError) -> Int
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, function) { (box) throws(CFailure) in
        let out = try COutput.require(out, outName)
        out.pointee = Int64(try CFailure.ranged { () throws(TextRangeError) in try conversion(box.rope, Int(offset)) })
    }
}
