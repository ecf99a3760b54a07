import CTextEngine
import TextRope

/// Copies a UTF-16 range as UTF-16 plus a 0 unit. O(log n + m).
@_cdecl("te_rope_copy_utf16")
public func te_rope_copy_utf16(
    _ rope: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        try box.rope.copy(location, length, into: buffer, capacity, outLength)
    }
}

/// Copies a UTF-16 range as UTF-8 plus a 0 byte. O(log n) for the size, O(log n + m) to copy.
@_cdecl("te_rope_copy_utf8")
public func te_rope_copy_utf8(
    _ rope: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        try box.rope.copy(location, length, into: buffer, capacity, outLength)
    }
}
