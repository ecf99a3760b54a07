import CTextEngine
import TextRope

/// The box behind a `te_rope *`.
final class RopeBox: HandleBox, QueryBox {
    // Unchecked: edited in place on every replace call, and no callback runs during an edit.
    @exclusivity(unchecked) var rope: TextRope

    init(_ rope: TextRope) {
        self.rope = rope
        super.init(kind: .rope)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .rope }
    override class var parameterName: String { "rope" }
    var subject: TextRope { rope }

    /// Runs a constructor (see ``CEntry/create(_:named:_:checking:_:)``): `arguments` checks
    /// what comes before `out_rope`, `make` builds the rope.
    static func create<Checked>(
        _ out: UnsafeMutablePointer<OpaquePointer?>?, _ function: StaticString, checking arguments: () throws(CFailure) -> Checked,
        _ make: (Checked) throws(CFailure) -> TextRope
    ) -> te_status {
        CEntry.create(out, named: "out_rope", function, checking: arguments) { (checked) throws(CFailure) in
            RopeBox(try make(checked))
        }
    }
}

/// A new empty rope.
@_cdecl("te_rope_new")
public func te_rope_new() -> OpaquePointer {
    HandleBox.retain(RopeBox(TextRope()))
}

/// A new rope holding well-formed UTF-8. O(n).
@_cdecl("te_rope_new_utf8")
public func te_rope_new_utf8(_ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    RopeBox.create(out, #function, checking: { () throws(CFailure) in try CText.utf8Bytes(utf8, byteCount) }) {
        (bytes) throws(CFailure) in
        do throws(TextLoadError) {
            return try TextRope(validatingUTF8: bytes)
        } catch {
            throw CText.invalidUTF8(bytes, "text")
        }
    }
}

/// A new rope holding UTF-16 units exactly. O(n).
@_cdecl("te_rope_new_utf16")
public func te_rope_new_utf16(_ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    RopeBox.create(out, #function, checking: { () throws(CFailure) in try CText.utf16Units(utf16, unitCount) }) { units in
        TextRope(utf16CodeUnits: units)
    }
}

/// A new rope sharing `rope`'s text. O(1).
@_cdecl("te_rope_clone")
public func te_rope_clone(_ rope: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.derive(rope, as: RopeBox.self, out, "out_rope") { box in RopeBox(box.rope) }
}

/// Frees a rope; NULL is ignored.
@_cdecl("te_rope_free")
public func te_rope_free(_ rope: OpaquePointer?) {
    guard rope != nil, let box = CEntry.box(rope, as: RopeBox.self) else { return }
    Unmanaged.passUnretained(box).release()
}

/// The rope's last error message.
@_cdecl("te_rope_error")
public func te_rope_error(_ rope: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(rope, as: RopeBox.self)
}

/// UTF-16 length. O(1).
@_cdecl("te_rope_utf16_count")
public func te_rope_utf16_count(_ rope: OpaquePointer?) -> Int64 {
    CEntry.read(rope, as: RopeBox.self, fallback: -1) { Int64($0.rope.utf16Count) }
}

/// Unicode scalar count. O(1).
@_cdecl("te_rope_scalar_count")
public func te_rope_scalar_count(_ rope: OpaquePointer?) -> Int64 {
    CEntry.read(rope, as: RopeBox.self, fallback: -1) { Int64($0.rope.unicodeScalarCount) }
}

/// UTF-8 length. O(1).
@_cdecl("te_rope_utf8_count")
public func te_rope_utf8_count(_ rope: OpaquePointer?) -> Int64 {
    CEntry.read(rope, as: RopeBox.self, fallback: -1) { Int64($0.rope.utf8Count) }
}

/// Line count. O(1).
@_cdecl("te_rope_line_count")
public func te_rope_line_count(_ rope: OpaquePointer?) -> Int64 {
    CEntry.read(rope, as: RopeBox.self, fallback: -1) { Int64($0.rope.lineCount) }
}
