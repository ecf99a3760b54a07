import CTextEngine
import TextDocument
import TextRope

/// `first`, then `second`, in one change set. O(k1 + k2 + m).
@_cdecl("te_changes_compose")
public func te_changes_compose(_ first: OpaquePointer?, _ second: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    out?.pointee = nil
    return CEntry.run(first, as: ChangesBox.self, named: "first") { (box) throws(CFailure) in
        let next = try CEntry.argument(second, as: ChangesBox.self, named: "second")
        let out = try COutput.require(out, "out_changes")
        let composed = try CFailure.ranged { () throws(TextRangeError) in try box.changes.composed(with: next.changes) }
        out.pointee = HandleBox.retain(ChangesBox(composed))
    }
}

/// The change set undoing `changes`, given the text before it. O(k log n + removed units).
@_cdecl("te_changes_invert")
public func te_changes_invert(_ changes: OpaquePointer?, _ textBefore: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    out?.pointee = nil
    return CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        let text = try CEntry.argument(textBefore, as: RopeBox.self, named: "text_before")
        let out = try COutput.require(out, "out_changes")
        let inverse = try CFailure.ranged { () throws(TextRangeError) in try box.changes.inverted(against: text.rope) }
        out.pointee = HandleBox.retain(ChangesBox(inverse))
    }
}

/// `changes` rewritten to apply after the concurrent `other`. O(k1 + k2).
@_cdecl("te_changes_transform")
public func te_changes_transform(
    _ changes: OpaquePointer?, _ other: OpaquePointer?, _ insertingFirst: Bool, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> te_status {
    out?.pointee = nil
    return CEntry.run(changes, as: ChangesBox.self) { (box) throws(CFailure) in
        let concurrent = try CEntry.argument(other, as: ChangesBox.self, named: "other")
        let out = try COutput.require(out, "out_changes")
        let transformed = try CFailure.ranged { () throws(TextRangeError) in
            try box.changes.transformed(against: concurrent.changes, insertingFirst: insertingFirst)
        }
        out.pointee = HandleBox.retain(ChangesBox(transformed))
    }
}
