import CTextEngine
import TextRope

/// Copies a UTF-16 range as UTF-16 plus a 0 unit. O(log n + m).
@_cdecl("te_rope_copy_utf16")
public func te_rope_copy_utf16(
    _ rope: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        try COutput.check(buffer, capacity)
        let range = try CFailure.ranged { () throws(TextRangeError) in try box.rope.utf16Range(location: Int(location), length: Int(length)) }
        try box.rope.copyUTF16(range, buffer, capacity, outLength)
    }
}

/// Copies a UTF-16 range as UTF-8 plus a 0 byte. O(log n) for the size, O(log n + m) to copy.
@_cdecl("te_rope_copy_utf8")
public func te_rope_copy_utf8(
    _ rope: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        try COutput.check(buffer, capacity)
        let range = try CFailure.ranged { () throws(TextRangeError) in try box.rope.utf16Range(location: Int(location), length: Int(length)) }
        try box.rope.copyUTF8(range, buffer, capacity, outLength)
    }
}

// The copies the rope and control functions share.
extension TextRope {
    /// Copies `range` (already validated) as UTF-16 into a caller buffer; see ``COutput``.
    func copyUTF16(
        _ range: Range<Int>, _ buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        guard let destination = try COutput.destination(buffer, capacity, length: range.count, outLength) else { return }
        let copied = try CFailure.ranged { () throws(TextRangeError) in
            try copyUTF16CodeUnits(in: range, into: UnsafeMutableBufferPointer(start: destination, count: range.count))
        }
        destination[copied] = 0
    }

    /// Copies `range` (already validated) as UTF-8 into a caller buffer; see ``COutput``.
    func copyUTF8(
        _ range: Range<Int>, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        let count = try CFailure.ranged { () throws(TextRangeError) in try standaloneUTF8Count(of: range) }
        guard let destination = try COutput.destination(buffer, capacity, length: count, outLength) else { return }
        let bytes = UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt8.self)
        let written = try CFailure.ranged { () throws(TextRangeError) in try writeUTF8(of: range, to: bytes) }
        bytes[written] = 0
    }
}
