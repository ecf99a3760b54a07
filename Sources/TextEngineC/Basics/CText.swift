#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextRope

/// Text arguments: a pointer and a length in its units (UTF-8 bytes or UTF-16 code units), where
/// TE_NUL_TERMINATED (-1) means "up to the first 0 unit" and NULL with length 0 is empty text.
enum CText {
    /// The UTF-16 units as given (lone surrogates included).
    @inline(__always)
    static func utf16Units(_ units: UnsafePointer<UInt16>?, _ count: Int64, _ what: String = "text") throws(CFailure)
        -> UnsafeBufferPointer<UInt16>
    {
        let length = try self.length(units, count, what) { start in
            var n = 0
            while start[n] != 0 { n += 1 }
            return n
        }
        return UnsafeBufferPointer(start: units, count: length)
    }

    /// The UTF-8 bytes as given, not yet validated.
    static func utf8Bytes(_ bytes: UnsafePointer<CChar>?, _ count: Int64, _ what: String = "text") throws(CFailure)
        -> UnsafeBufferPointer<UInt8>
    {
        let length = try self.length(bytes, count, what) { strlen($0) }
        let start = UnsafeRawPointer(bytes)?.assumingMemoryBound(to: UInt8.self)
        return UnsafeBufferPointer(start: start, count: length)
    }

    /// Well-formed UTF-8 as a String.
    static func string(utf8 bytes: UnsafePointer<CChar>?, _ count: Int64, _ what: String = "text") throws(CFailure) -> String {
        let buffer = try utf8Bytes(bytes, count, what)
        guard let string = String(validating: buffer, as: UTF8.self) else { throw invalidUTF8(buffer, what) }
        return string
    }

    /// Well-formed UTF-16 (no lone surrogate) as a String.
    static func string(utf16 units: UnsafePointer<UInt16>?, _ count: Int64, _ what: String = "text") throws(CFailure) -> String {
        let buffer = try utf16Units(units, count, what)
        if let offset = firstLoneSurrogate(in: buffer) {
            let hex = String(buffer[offset], radix: 16, uppercase: true)
            throw CFailure(.invalidUTF16, "\(what) has a lone surrogate (0x\(hex)) at UTF-16 offset \(offset)")
        }
        return String(decoding: buffer, as: UTF16.self)
    }

    /// The failure for bytes that are not well-formed UTF-8, naming where the first ill-formed
    /// sequence starts (the stdlib's validation only says whether; TextRope's decoder says where).
    static func invalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ what: String) -> CFailure {
        do throws(TextLoadError) {
            _ = try TextRope(validatingUTF8: bytes)
        } catch {
            if case .invalidUTF8(let offset) = error {
                return CFailure(.invalidUTF8, "\(what) has invalid UTF-8 at byte offset \(offset)")
            }
        }
        return CFailure(.invalidUTF8, "\(what) is not valid UTF-8")
    }

    private static func firstLoneSurrogate(in units: UnsafeBufferPointer<UInt16>) -> Int? {
        var i = 0
        while i < units.count {
            let unit = units[i]
            if UTF16.isLeadSurrogate(unit) {
                guard i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) else { return i }
                i += 2
            } else if UTF16.isTrailSurrogate(unit) {
                return i
            } else {
                i += 1
            }
        }
        return nil
    }

    // Inlined: an explicit length takes two comparisons on every edit; the rest is out of line.
    @inline(__always)
    private static func length<Unit>(
        _ pointer: UnsafePointer<Unit>?, _ count: Int64, _ what: String, _ terminated: (UnsafePointer<Unit>) -> Int
    ) throws(CFailure) -> Int {
        if count >= 0 && (pointer != nil || count == 0) { return Int(count) }
        return try unusualLength(pointer, count, what, terminated)
    }

    @inline(never)
    private static func unusualLength<Unit>(
        _ pointer: UnsafePointer<Unit>?, _ count: Int64, _ what: String, _ terminated: (UnsafePointer<Unit>) -> Int
    ) throws(CFailure) -> Int {
        if count == -1 {
            guard let pointer else { throw .null(what) }
            return terminated(pointer)
        }
        guard count >= 0 else {
            throw CFailure(.invalidArgument, "\(what) length \(count) is negative (only TE_NUL_TERMINATED, -1, is)")
        }
        throw CFailure(.nullPointer, "\(what) is NULL with length \(count)")
    }
}
