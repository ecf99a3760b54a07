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
        try COutput.check(buffer, capacity)
        let text = box.document.text
        let range = try CFailure.ranged { () throws(TextRangeError) in try text.utf16Range(location: Int(location), length: Int(length)) }
        try text.copyUTF8(range, buffer, capacity, outLength)
    }
}

/// Copies a UTF-16 range as UTF-16 plus a 0 unit. O(log n + m).
@_cdecl("te_document_copy_utf16")
public func te_document_copy_utf16(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ buffer: UnsafeMutablePointer<UInt16>?, _ capacity: Int64,
    _ outLength: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        try COutput.check(buffer, capacity)
        let text = box.document.text
        let range = try CFailure.ranged { () throws(TextRangeError) in try text.utf16Range(location: Int(location), length: Int(length)) }
        try text.copyUTF16(range, buffer, capacity, outLength)
    }
}

/// A new rope holding the text. O(1).
@_cdecl("te_document_text_rope")
public func te_document_text_rope(_ document: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    out?.pointee = nil
    return CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(out, "out_rope")
        out.pointee = HandleBox.retain(RopeBox(box.document.text))
    }
}

/// Replaces a UTF-16 range with well-formed UTF-8, as one change made by `origin`.
@_cdecl("te_document_replace_utf8")
public func te_document_replace_utf8(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ origin: Int32
) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let text = ReplacementText(try CText.string(utf8: utf8, byteCount))
        try box.replace(location, length, with: text, origin: try EditSourceCode.source(origin))
    }
}

/// Replaces a UTF-16 range with UTF-16 units (kept exactly), as one change made by `origin`.
@_cdecl("te_document_replace_utf16")
public func te_document_replace_utf16(
    _ document: OpaquePointer?, _ location: Int64, _ length: Int64, _ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64,
    _ origin: Int32
) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let text = ReplacementText(utf16CodeUnits: Array(try CText.utf16Units(utf16, unitCount)))
        try box.replace(location, length, with: text, origin: try EditSourceCode.source(origin))
    }
}

/// Applies a change set made for the document's text, as one change made by `origin`.
@_cdecl("te_document_apply")
public func te_document_apply(_ document: OpaquePointer?, _ changes: OpaquePointer?, _ origin: Int32) -> te_status {
    CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let changes = try CEntry.argument(changes, as: ChangesBox.self).changes
        let source = try EditSourceCode.source(origin)
        try CFailure.ranged { () throws(TextRangeError) in try box.document.apply(changes, origin: source) }
    }
}

extension DocumentBox {
    func replace(_ location: Int64, _ length: Int64, with text: ReplacementText, origin: EditSource) throws(CFailure) {
        try CFailure.ranged { () throws(TextRangeError) in
            let range = try document.text.utf16Range(location: Int(location), length: Int(length))
            try document.apply(ChangeSet(lengthBefore: document.utf16Count, replacing: range, with: text), origin: origin)
        }
    }
}
