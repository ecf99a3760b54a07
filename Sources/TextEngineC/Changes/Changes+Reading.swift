import CTextEngine
import TextDocument
import TextRope

/// Replacement `index`: its range, and its text as UTF-8 (lone surrogates as U+FFFD). O(m).
@_cdecl("te_changes_replacement_utf8")
public func te_changes_replacement_utf8(
    _ changes: OpaquePointer?, _ index: Int64, _ outRange: UnsafeMutablePointer<te_range>?, _ buffer: UnsafeMutablePointer<CChar>?,
    _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        try box.copyReplacement(index, outRange, buffer, capacity, outLength)
    }
}

/// Replacement `index`: its range, and its text as UTF-16, exactly. O(m).
@_cdecl("te_changes_replacement_utf16")
public func te_changes_replacement_utf16(
    _ changes: OpaquePointer?, _ index: Int64, _ outRange: UnsafeMutablePointer<te_range>?, _ buffer: UnsafeMutablePointer<UInt16>?,
    _ capacity: Int64, _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        try box.copyReplacement(index, outRange, buffer, capacity, outLength)
    }
}

/// Applies the change to a rope of length_before units. O(k log n + m).
@_cdecl("te_changes_apply")
public func te_changes_apply(_ changes: OpaquePointer?, _ rope: OpaquePointer?) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        let target = try CEntry.argument(rope, as: RopeBox.self)
        try CFailure.ranged { () throws(TextRangeError) in try box.changes.apply(to: &target.rope) }
    }
}

/// Maps an offset through the change with a bias; says whether it was deleted. O(k).
@_cdecl("te_changes_map")
public func te_changes_map(
    _ changes: OpaquePointer?, _ offset: Int64, _ bias: Int32, _ outOffset: UnsafeMutablePointer<Int64>?,
    _ outDeleted: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(outOffset, "out_offset")
        let bias = try BiasCode.codes.value(bias)
        let mapped = try CFailure.ranged { () throws(TextRangeError) in try box.changes.mapTracking(Int(offset), bias: bias) }
        out.pointee = Int64(mapped.offset)
        report(mapped.isDeleted, outDeleted)
    }
}

/// `TE_BIAS_*`.
enum BiasCode {
    static let codes = CCodes<AnchorBias>("bias", "TE_BIAS_*", [.before, .after])
}

extension ChangesBox {
    /// Replacement `index`: its range through `outRange` (required), its text into a caller
    /// buffer in the buffer's encoding. The out-parameter and the buffer are checked before the
    /// index.
    func copyReplacement<Unit: CTextUnit>(
        _ index: Int64, _ outRange: UnsafeMutablePointer<te_range>?, _ buffer: UnsafeMutablePointer<Unit>?, _ capacity: Int64,
        _ outLength: UnsafeMutablePointer<Int64>?
    ) throws(CFailure) {
        let out = try COutput.require(outRange, "out_range")
        try COutput.check(buffer, capacity)
        let replacement = try replacement(index)
        let text = TextRope(utf16CodeUnits: replacement.text.utf16CodeUnits)
        try text.copy(0..<text.utf16Count, into: buffer, capacity, outLength)
        out.pointee = te_range(replacement.range)
    }
}
