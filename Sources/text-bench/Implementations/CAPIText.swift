import CTextEngine
import EditingTraces
import TextRope

/// `TextRope` through the C ABI: the `te_rope_*` functions of include/textengine.h, called as a C
/// program calls them (the exported `@_cdecl` entry points of libTextEngineC), so every operation
/// pays the handle lookup, the range and argument validation, and the pointer-and-length buffer
/// passing. Its ratio to the TextRope row is the C API's cost. A class: it owns its handles.
///
/// Boundary queries go through a `te_breaker` over the rope, made on the first query and pointed
/// at the new text after edits, as a C caller would keep one (C has no per-thread breaker).
final class CAPIText: BenchText {
    private let rope: OpaquePointer
    private var breaker: OpaquePointer?
    private var breakerIsCurrent = false

    /// Replacements are passed as the UTF-16 buffers a C caller holds.
    static func replacement(_ units: UnsafeBufferPointer<UInt16>) -> UnsafeBufferPointer<UInt16> { units }

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

    deinit {
        te_breaker_free(breaker)
        te_rope_free(rope)
    }

    static func load(utf8File path: String) throws -> CAPIText {
        var rope: OpaquePointer?
        guard te_rope_new_file(path, false, &rope) == TE_OK else {
            throw BenchError.io(path: path, reason: String(cString: te_last_error()))
        }
        return CAPIText(rope)
    }

    func replaceUTF16(location: Int, length: Int, with replacement: UnsafeBufferPointer<UInt16>) throws(TextRangeError) {
        let status = te_rope_replace_utf16(rope, Int64(location), Int64(length), replacement.baseAddress, Int64(replacement.count))
        guard status == TE_OK else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: Int(te_rope_utf16_count(rope)))
        }
        breakerIsCurrent = false
    }

    var utf16Contents: [UInt16] {
        let count = Int(te_rope_utf16_count(rope))
        var units = [UInt16](repeating: 0, count: count + 1)
        _ = units.withUnsafeMutableBufferPointer { te_rope_copy_utf16(rope, 0, Int64(count), $0.baseAddress, Int64($0.count), nil) }
        units.removeLast()
        return units
    }

    // An invalid offset gives -1, which the row's check then reports.
    static func converter(_ conversion: Conversion, on text: CAPIText) -> ((Int) -> Int)? {
        let function: (OpaquePointer?, Int64, UnsafeMutablePointer<Int64>?) -> te_status
        switch conversion {
        case .utf16ToScalar: function = te_rope_scalar_offset_for_utf16
        case .scalarToUTF16: function = te_rope_utf16_offset_for_scalar
        case .utf16ToUTF8: function = te_rope_utf8_offset_for_utf16
        case .utf8ToUTF16: function = te_rope_utf16_offset_for_utf8
        case .utf16ToLine: function = te_rope_line_for_utf16
        }
        return { offset in
            var result: Int64 = -1
            return function(text.rope, Int64(offset), &result) == TE_OK ? Int(result) : -1
        }
    }

    // The segment as TextRope's row folds it; an invalid offset (or no word there) folds as nil.
    static func boundaryQuery(_ kind: BoundaryQuery, on text: CAPIText) -> ((Int) -> Int)? {
        let function: (OpaquePointer?, Int64, UnsafeMutablePointer<te_range>?) -> te_status
        switch kind {
        case .grapheme: function = te_breaker_grapheme_range
        case .word: function = te_breaker_word_range
        }
        return { offset in
            var range = te_range()
            guard function(text.currentBreaker(), Int64(offset), &range) == TE_OK, range.location != Int64(TE_NOT_FOUND) else {
                return BoundaryQuery.fold(nil)
            }
            return BoundaryQuery.fold(Int(range.location)..<Int(range.location + range.length))
        }
    }

    private func currentBreaker() -> OpaquePointer? {
        if breaker == nil {
            _ = te_breaker_new(rope, &breaker)
        } else if !breakerIsCurrent {
            _ = te_breaker_set_text(breaker, rope)
        }
        breakerIsCurrent = true
        return breaker
    }
}
