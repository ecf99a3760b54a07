import CTextEngine
import TextDocument
import TextRope

/// Copies a UTF-16 range as UTF-8 plus a 0 byte. O(log n + m).
@_cdecl("te_document_copy_utf8")
public func te_document_copy_utf8(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        try box.document.text.copy(location, length, into: buffer, capacity, outLength)
    }
}

/// Copies a UTF-16 range as UTF-16 plus a 0 unit. O(log n + m).
@_cdecl("te_document_copy_utf16")
public func te_document_copy_utf16(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        try box.document.text.copy(location, length, into: buffer, capacity, outLength)
    }
}

/// A new rope holding the text. O(1).
@_cdecl("te_document_text_rope")
public func te_document_text_rope(_ document: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.derive(document, as: DocumentBox.self, out, "out_rope") { box in RopeBox(box.document.text) }
}

/// Replaces a UTF-16 range with well-formed UTF-8, as one change made by `origin`.
@_cdecl("te_document_replace_utf8")
public func te_document_replace_utf8(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ origin: Int32
) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        try box.replace(location, length, with: .utf8(utf8, byteCount), origin: origin)
    }
}

/// Replaces a UTF-16 range with UTF-16 units (kept exactly), as one change made by `origin`.
@_cdecl("te_document_replace_utf16")
public func te_document_replace_utf16(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64,
    _ origin: Int32
) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        try box.replace(location, length, with: .utf16(utf16, unitCount), origin: origin)
    }
}

/// Applies a change set made for the document's text, as one change made by `origin`.
@_cdecl("te_document_apply")
public func te_document_apply(_ document: OpaquePointer?, _ changes: OpaquePointer?, _ origin: Int32) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let changes = try CEntry.argument(changes, as: ChangesBox.self).changes
        let source = try EditSourceCode.codes.value(origin)
        try CFailure.ranged { () throws(TextRangeError) in try box.document.apply(changes, origin: source) }
    }
}

extension DocumentBox {
    func replace(_ location: Int64, _ length: Int64, with argument: CTextArgument, origin: Int32) throws(CFailure) {
        let text = try ReplacementText(argument)
        let origin = try EditSourceCode.codes.value(origin)
        try CFailure.ranged { () throws(TextRangeError) in
            let range = try document.text.utf16Range(location: Int(location), length: Int(length))
            try document.apply(ChangeSet(lengthBefore: document.utf16Count, replacing: range, with: text), origin: origin)
        }
    }
}
