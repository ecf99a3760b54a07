import CTextEngine
import TextRope

/// Replaces a UTF-16 range with UTF-16 units, kept exactly. O(log n + m).
@_cdecl("te_rope_replace_utf16")
public func te_rope_replace_utf16(
    _ rope: OpaquePointer?, _ location: Int64, _ length: Int64, _ units: UnsafePointer<UInt16>?, _ unitCount: Int64
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        let replacement = try CText.utf16Units(units, unitCount)
        try CFailure.ranged { () throws(TextRangeError) in
            let range = try box.rope.utf16Range(location: Int(location), length: Int(length))
            try box.rope.replace(utf16Range: range, with: replacement)
        }
    }
}

/// Replaces a UTF-16 range with well-formed UTF-8. O(log n + m).
@_cdecl("te_rope_replace_utf8")
public func te_rope_replace_utf8(
    _ rope: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64
) -> te_status {
    CEntry.run(rope, as: RopeBox.self, #function) { (box) throws(CFailure) in
        let replacement = try CText.string(utf8: utf8, byteCount)
        try CFailure.ranged { () throws(TextRangeError) in
            let range = try box.rope.utf16Range(location: Int(location), length: Int(length))
            try box.rope.replace(utf16Range: range, with: replacement)
        }
    }
}
