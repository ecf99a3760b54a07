import CTextEngine
import EditingTraces
import TextRope

/// `TextRope` through the C ABI: the `te_rope_*` functions of include/textengine.h, called as a C
/// program calls them (the exported `@_cdecl` entry points of libTextEngineC), so every operation
/// pays the handle lookup, the range and argument validation, and the pointer-and-length buffer
/// passing. Its ratio to the TextRope row is the C API's cost. A class: it owns its handle.
final class CAPIText: BenchText {
    private let rope: OpaquePointer

    /// Replacements are passed as the UTF-16 buffers a C caller holds.
    static func replacement(_ units: [UInt16]) -> [UInt16] { units }

    private init(_ rope: OpaquePointer?) {
        // Creating a rope from valid arguments fails only when memory runs out.
        guard let rope else { preconditionFailure("te_rope_new_* failed: \(String(cString: te_last_error()))") }
        self.rope = rope
    }

    convenience init(utf16CodeUnits units: [UInt16]) {
        var rope: OpaquePointer?
        _ = te_rope_new_utf16(units, Int64(units.count), &rope)
        self.init(rope)
    }

    deinit { te_rope_free(rope) }

    static func load(utf8File path: String) throws -> CAPIText {
        var rope: OpaquePointer?
        guard te_rope_new_file(path, false, &rope) == TE_OK else {
            throw BenchError.io(path: path, reason: String(cString: te_last_error()))
        }
        return CAPIText(rope)
    }

    func replaceUTF16(location: Int, length: Int, with replacement: [UInt16]) throws(TextRangeError) {
        let status = replacement.withUnsafeBufferPointer {
            te_rope_replace_utf16(rope, Int64(location), Int64(length), $0.baseAddress, Int64($0.count))
        }
        guard status == TE_OK else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: Int(te_rope_utf16_count(rope)))
        }
    }

    var utf16Contents: [UInt16] {
        let count = Int(te_rope_utf16_count(rope))
        var units = [UInt16](repeating: 0, count: count + 1)
        _ = units.withUnsafeMutableBufferPointer { te_rope_copy_utf16(rope, 0, Int64(count), $0.baseAddress, Int64($0.count), nil) }
        units.removeLast()
        return units
    }

    // An invalid offset gives -1, which the row's check then reports.
    static func converter(_ conversion: Conversion) -> ((CAPIText, Int) -> Int)? {
        let function: (OpaquePointer?, Int64, UnsafeMutablePointer<Int64>?) -> te_status
        switch conversion {
        case .utf16ToScalar: function = te_rope_scalar_offset_for_utf16
        case .scalarToUTF16: function = te_rope_utf16_offset_for_scalar
        case .utf16ToUTF8: function = te_rope_utf8_offset_for_utf16
        case .utf8ToUTF16: function = te_rope_utf16_offset_for_utf8
        case .utf16ToLine: function = te_rope_line_for_utf16
        }
        return { text, offset in
            var result: Int64 = -1
            return function(text.rope, Int64(offset), &result) == TE_OK ? Int(result) : -1
        }
    }
}
