import CTextEngine

/// Caller-provided output buffers: text is written with a 0 unit after it, so a copy needs
/// `capacity >= length + 1`; `buffer == NULL` with `capacity == 0` asks for the length only.
enum COutput {
    /// Checks `(buffer, capacity)` for a text of `length` units and reports the length through
    /// `outLength`. Returns the buffer to write `length` units and the terminator into, or nil
    /// for a size query.
    static func destination<Unit>(
        _ buffer: UnsafeMutablePointer<Unit>?, _ capacity: Int64, length: Int, _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) -> UnsafeMutablePointer<Unit>? {
        let units = Unit.self == UInt16.self ? "UTF-16 units" : "bytes"
        try check(buffer, capacity)
        outLength?.pointee = Int64(length)
        guard let buffer else { return nil }
        guard capacity > length else {
            throw CFailure(.bufferTooSmall, "capacity \(capacity) is too small for \(length) \(units) and the terminator")
        }
        return buffer
    }

    /// Copies the UTF-8 `bytes` and a 0 byte into a caller buffer (see ``destination(_:_:length:_:)``).
    static func copy<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        guard let destination = try destination(buffer, capacity, length: bytes.count, outLength) else { return }
        var written = 0
        for byte in bytes {
            destination[written] = CChar(bitPattern: byte)
            written += 1
        }
        destination[written] = 0
    }

    /// Checks `(buffer, capacity)` on its own: a capacity of at least 0, and a buffer unless 0.
    static func check<Unit>(_ buffer: UnsafeMutablePointer<Unit>?, _ capacity: Int64) throws(CFailure) {
        guard capacity >= 0 else { throw CFailure(.invalidArgument, "capacity \(capacity) is negative") }
        guard buffer != nil || capacity == 0 else { throw CFailure(.nullPointer, "buffer is NULL with capacity \(capacity)") }
    }

    /// Stores `value` through a required out-parameter.
    static func store<Value>(_ value: Value, _ out: UnsafeMutablePointer<Value>?, _ what: String) throws(CFailure) {
        guard let out else { throw .null(what) }
        out.pointee = value
    }

    /// Checks a required out-parameter before work that must not start without it.
    static func require<Value>(_ out: UnsafeMutablePointer<Value>?, _ what: String) throws(CFailure) -> UnsafeMutablePointer<Value> {
        guard let out else { throw .null(what) }
        return out
    }
}

extension te_range {
    init(_ range: Range<Int>) {
        self.init(location: Int64(range.lowerBound), length: Int64(range.count))
    }

    /// `{TE_NOT_FOUND, 0}`: no range.
    static let notFound = te_range(location: -1, length: 0)
}
