import CTextEngine
import TextRope

/// Unicode scalars before a UTF-16 offset. O(log n).
@_cdecl("te_rope_scalar_offset_for_utf16")
public func te_rope_scalar_offset_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    query(rope, offset, out, "out_scalar_offset") { (rope, offset) throws(TextRangeError) in
        Int64(try rope.unicodeScalarOffset(forUTF16Offset: offset))
    }
}

/// The UTF-16 offset where a scalar starts. O(log n).
@_cdecl("te_rope_utf16_offset_for_scalar")
public func te_rope_utf16_offset_for_scalar(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    query(rope, offset, out, "out_utf16_offset") { (rope, offset) throws(TextRangeError) in
        Int64(try rope.utf16Offset(forUnicodeScalarOffset: offset))
    }
}

/// UTF-8 bytes before a UTF-16 offset. O(log n).
@_cdecl("te_rope_utf8_offset_for_utf16")
public func te_rope_utf8_offset_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    query(rope, offset, out, "out_utf8_offset") { (rope, offset) throws(TextRangeError) in
        Int64(try rope.utf8Offset(forUTF16Offset: offset))
    }
}

/// The UTF-16 offset of the scalar holding a UTF-8 byte. O(log n).
@_cdecl("te_rope_utf16_offset_for_utf8")
public func te_rope_utf16_offset_for_utf8(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    query(rope, offset, out, "out_utf16_offset") { (rope, offset) throws(TextRangeError) in
        Int64(try rope.utf16Offset(forUTF8Offset: offset))
    }
}

/// The line holding a UTF-16 offset. O(log n).
@_cdecl("te_rope_line_for_utf16")
public func te_rope_line_for_utf16(_ rope: OpaquePointer?, _ offset: Int64, _ out: UnsafeMutablePointer<Int64>?) -> te_status {
    query(rope, offset, out, "out_line") { (rope, offset) throws(TextRangeError) in
        Int64(try rope.line(containingUTF16Offset: offset))
    }
}

/// The UTF-16 range of a line, terminator included. O(log n).
@_cdecl("te_rope_line_range")
public func te_rope_line_range(_ rope: OpaquePointer?, _ line: Int64, _ out: UnsafeMutablePointer<te_range>?) -> te_status {
    query(rope, line, out, "out_range") { (rope, line) throws(TextRangeError) in
        te_range(try rope.utf16Range(ofLine: line))
    }
}

// One offset or line number in, one required out-parameter.
@inline(__always)
private func query<Value>(
    _ rope: OpaquePointer?, _ argument: Int64, _ out: UnsafeMutablePointer<Value>?, _ outName: String,
    _ function: StaticString = #function, _ body: (TextRope, Int) throws(TextRangeError) -> Value
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, function) { (box) throws(CFailure) in
        let out = try COutput.require(out, outName)
        out.pointee = try CFailure.ranged { () throws(TextRangeError) in try body(box.rope, Int(argument)) }
    }
}
