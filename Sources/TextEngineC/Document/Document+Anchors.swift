import CTextEngine
import TextDocument
import TextRope

/// A new anchor at a UTF-16 offset; its identifier through `out_anchor`. O(log a).
@_cdecl("te_document_anchor_new")
public func te_document_anchor_new(
    _ document: OpaquePointer?, _ offset: Int64, _ bias: Int32, _ tracksDeletion: Bool, _ out: UnsafeMutablePointer<Int64>?
) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(out, "out_anchor")
        let bias = try BiasCode.codes.value(bias)
        let anchor = try CFailure.ranged { () throws(TextRangeError) in
            try box.document.makeAnchor(at: Int(offset), bias: bias, tracksDeletion: tracksDeletion)
        }
        let id = box.nextAnchorID
        box.nextAnchorID += 1
        box.anchors[id] = anchor
        out.pointee = id
    }
}

/// An anchor's offset now, and whether it was deleted. O(log a).
@_cdecl("te_document_anchor_offset")
public func te_document_anchor_offset(
    _ document: OpaquePointer?, _ anchor: Int64, _ outOffset: UnsafeMutablePointer<Int64>?, _ outDeleted: UnsafeMutablePointer<Bool>?
) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let out = try COutput.require(outOffset, "out_offset")
        let found = try box.anchor(anchor)
        guard let offset = box.document.offset(of: found) else { throw DocumentBox.unknownAnchor(anchor) }
        out.pointee = Int64(offset)
        report(box.document.isDeleted(found), outDeleted)
    }
}

/// Removes an anchor. O(log a).
@_cdecl("te_document_anchor_remove")
public func te_document_anchor_remove(_ document: OpaquePointer?, _ anchor: Int64) -> te_status {
    CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        box.document.removeAnchor(try box.anchor(anchor))
        box.anchors[anchor] = nil
    }
}

/// The number of anchors. O(1).
@_cdecl("te_document_anchor_count")
public func te_document_anchor_count(_ document: OpaquePointer?) -> Int64 {
    CEntry.read(document, as: DocumentBox.self, fallback: -1) { Int64($0.anchors.count) }
}

extension DocumentBox {
    /// The anchor an identifier names.
    func anchor(_ id: Int64) throws(CFailure) -> TextAnchor {
        guard let anchor = anchors[id] else { throw Self.unknownAnchor(id) }
        return anchor
    }

    static func unknownAnchor(_ id: Int64) -> CFailure {
        CFailure(.invalidArgument, "anchor \(id) is not an anchor of this document")
    }
}
