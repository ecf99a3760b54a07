import CTextEngine
import TextDocument
import TextRope

/// The box behind a `te_document *`. The caller's handle is one reference (given up by
/// te_document_free); each control showing the document holds another, so a document lives while
/// its handle or one of its controls does. The document of a control not made on one has no
/// caller's reference: it belongs to the control.
final class DocumentBox: ReentrantBox {
    let document: TextDocument
    /// Whether the caller holds a reference (te_document_new*, not yet freed).
    @exclusivity(unchecked) private(set) var callerOwns: Bool
    // Anchors by the identifiers handed out (from 1, never reused). Unchecked: changed by the
    // anchor functions only, which run no callback.
    @exclusivity(unchecked) var anchors: [Int64: TextAnchor] = [:]
    @exclusivity(unchecked) var nextAnchorID: Int64 = 1
    // The change handler and the observer that calls it.
    @exclusivity(unchecked) var handler: (function: te_document_change_fn, context: UnsafeMutableRawPointer?)?
    @exclusivity(unchecked) var observer: ObserverToken?

    init(_ document: TextDocument, callerOwns: Bool) {
        self.document = document
        self.callerOwns = callerOwns
        super.init(kind: .document)
    }

    deinit {
        if let observer { document.removeObserver(observer) }
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .document }
    override class var parameterName: String { "document" }

    override func detachCallbacks() { setChangeHandler(nil, context: nil) }

    /// Gives up the caller's reference (see ``ReentrantBox/free()``); false when the caller holds
    /// none (a control's own document, or a handle already freed while controls keep it).
    func freeCallersReference() -> Bool {
        guard callerOwns else { return false }
        callerOwns = false
        free()
        return true
    }

    /// A new handle holding `document`, retained for the caller.
    static func handle(for document: TextDocument) -> HandleBox { DocumentBox(document, callerOwns: true) }
}

/// A new empty document.
@_cdecl("te_document_new")
public func te_document_new() -> OpaquePointer {
    HandleBox.retain(DocumentBox.handle(for: TextDocument()))
}

/// A new document holding well-formed UTF-8. O(n).
@_cdecl("te_document_new_utf8")
public func te_document_new_utf8(_ utf8: UnsafePointer<CChar>?, _ byteCount: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.create(out, named: "out_document", #function, checking: { () throws(CFailure) in try CText.utf8Bytes(utf8, byteCount) }) {
        (bytes) throws(CFailure) in
        do throws(TextLoadError) {
            return DocumentBox.handle(for: TextDocument(try TextRope(validatingUTF8: bytes)))
        } catch {
            throw CText.invalidUTF8(bytes, "text")
        }
    }
}

/// A new document holding UTF-16 units exactly. O(n).
@_cdecl("te_document_new_utf16")
public func te_document_new_utf16(_ utf16: UnsafePointer<UInt16>?, _ unitCount: Int64, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.create(out, named: "out_document", #function, checking: { () throws(CFailure) in try CText.utf16Units(utf16, unitCount) }) {
        units in DocumentBox.handle(for: TextDocument(TextRope(utf16CodeUnits: units)))
    }
}

/// A new document sharing a rope's text. O(1).
@_cdecl("te_document_new_from_rope")
public func te_document_new_from_rope(_ rope: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    CEntry.derive(rope, as: RopeBox.self, out, "out_document") { box in DocumentBox.handle(for: TextDocument(box.rope)) }
}

/// Gives up the caller's handle; NULL is ignored, a control's own document refused.
@_cdecl("te_document_free")
public func te_document_free(_ document: OpaquePointer?) {
    guard document != nil, let box = CEntry.box(document, as: DocumentBox.self) else { return }
    guard box.freeCallersReference() else {
        let reason = "document belongs to the controls showing it (a control's own document, or a handle already freed)"
        _ = CEntry.recordWithoutHandle(CFailure(.invalidArgument, reason), in: #function)
        return
    }
}

/// The document's last error message.
@_cdecl("te_document_error")
public func te_document_error(_ document: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(document, as: DocumentBox.self)
}

/// UTF-16 length. O(1).
@_cdecl("te_document_utf16_count")
public func te_document_utf16_count(_ document: OpaquePointer?) -> Int64 {
    CEntry.read(document, as: DocumentBox.self, fallback: -1) { Int64($0.document.utf16Count) }
}

/// Unicode scalar count. O(1).
@_cdecl("te_document_scalar_count")
public func te_document_scalar_count(_ document: OpaquePointer?) -> Int64 {
    CEntry.read(document, as: DocumentBox.self, fallback: -1) { Int64($0.document.text.unicodeScalarCount) }
}

/// UTF-8 length. O(1).
@_cdecl("te_document_utf8_count")
public func te_document_utf8_count(_ document: OpaquePointer?) -> Int64 {
    CEntry.read(document, as: DocumentBox.self, fallback: -1) { Int64($0.document.text.utf8Count) }
}

/// Line count. O(1).
@_cdecl("te_document_line_count")
public func te_document_line_count(_ document: OpaquePointer?) -> Int64 {
    CEntry.read(document, as: DocumentBox.self, fallback: -1) { Int64($0.document.text.lineCount) }
}

/// Grapheme cluster count: O(n) the first time, then O(1).
@_cdecl("te_document_grapheme_count")
public func te_document_grapheme_count(_ document: OpaquePointer?) -> Int64 {
    CEntry.read(document, as: DocumentBox.self, fallback: -1) { Int64($0.document.graphemeCount) }
}

/// The document of a control: borrowed, made on first use for a control with its own.
@_cdecl("te_control_document")
public func te_control_document(_ control: OpaquePointer?) -> OpaquePointer? {
    CEntry.read(control, as: ControlBox.self, fallback: nil) { $0.documentBox.handle }
}
