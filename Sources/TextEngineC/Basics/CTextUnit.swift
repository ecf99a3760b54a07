import TextRope

/// The units of the caller buffers text is copied into: UTF-8 bytes (`char`) and UTF-16 units.
protocol CTextUnit {
    /// Copies `range` (already validated) of `rope` into a caller buffer; see ``COutput``.
    static func copy(
        _ range: Range<Int>, of rope: TextRope, into buffer: UnsafeMutablePointer<Self>?, _ capacity: Int64,
        _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure)
}

extension UInt16: CTextUnit {
    static func copy(
        _ range: Range<Int>, of rope: TextRope, into buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64,
        _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        guard let destination = try COutput.destination(buffer, capacity, length: range.count, outLength) else { return }
        let copied = try CFailure.ranged { () throws(TextRangeError) in
            try rope.copyUTF16CodeUnits(in: range, into: UnsafeMutableBufferPointer(start: destination, count: range.count))
        }
        destination[copied] = 0
    }
}

extension CChar: CTextUnit {
    static func copy(
        _ range: Range<Int>, of rope: TextRope, into buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64,
        _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        let count = try CFailure.ranged { () throws(TextRangeError) in try rope.standaloneUTF8Count(of: range) }
        guard let destination = try COutput.destination(buffer, capacity, length: count, outLength) else { return }
        let bytes = UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt8.self)
        let written = try CFailure.ranged { () throws(TextRangeError) in try rope.writeUTF8(of: range, to: bytes) }
        bytes[written] = 0
    }
}

// The copies of the rope, document, control and change set functions.
extension TextRope {
    /// Copies `range` (already validated) into a caller buffer, in the buffer's encoding.
    @inline(__always)
    func copy<Unit: CTextUnit>(
        _ range: Range<Int>, into buffer: UnsafeMutablePointer<Unit>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        try Unit.copy(range, of: self, into: buffer, capacity, outLength)
    }

    /// Copies the UTF-16 range (location, length) into a caller buffer, in the buffer's encoding:
    /// the buffer is checked first, then the range.
    @inline(__always)
    func copy<Unit: CTextUnit>(
        _ location: Int64, _ length: Int64, into buffer: UnsafeMutablePointer<Unit>?, _ capacity: Int64,
        _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        try COutput.check(buffer, capacity)
        let range = try CFailure.ranged { () throws(TextRangeError) in try utf16Range(location: Int(location), length: Int(length)) }
        try copy(range, into: buffer, capacity, outLength)
    }
}
