import CTextEngine
import TextDocument

/// The box behind a `te_file *`: a ``TextFile`` and the box of its document, which the file keeps
/// alive. Reloading changes the document, whose change handler may free the file: calls that may
/// run it are guarded (see ``ReentrantBox``).
final class FileBox: ReentrantBox {
    let file: TextFile
    let documentBox: DocumentBox

    init(_ file: TextFile, documentBox: DocumentBox) {
        self.file = file
        self.documentBox = documentBox
        super.init(kind: .file)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .file }
    override class var parameterName: String { "file" }

    override func checkInvariants() {
        super.checkInvariants()
        file.checkInvariants()
    }
}

/// Reads a file into a document; the new file handle holds both.
@_cdecl("te_file_open")
public func te_file_open(
    _ document: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ flags: UInt32, _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> te_status {
    out?.pointee = nil
    return CEntry.guarded(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let arguments = try CFileArguments.checked(path, out, flags: flags, allowed: UInt32(TE_LOAD_LOSSY))
        let decoding: TextFile.Decoding = flags & UInt32(TE_LOAD_LOSSY) != 0 ? .lossy : .strict
        let file = try CFileArguments.performing { () throws(TextFileError) in
            try TextFile(contentsOf: arguments.path, decoding: decoding, document: box.document)
        }
        arguments.out.pointee = HandleBox.retain(FileBox(file, documentBox: box))
    }
}

/// A file that was not read: saving creates or replaces it.
@_cdecl("te_file_new")
public func te_file_new(_ document: OpaquePointer?, _ path: UnsafePointer<CChar>?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    out?.pointee = nil
    return CEntry.run(document, as: DocumentBox.self) { (box) throws(CFailure) in
        let arguments = try CFileArguments.checked(path, out, flags: 0, allowed: 0)
        let file = TextFile(document: box.document, path: arguments.path)
        arguments.out.pointee = HandleBox.retain(FileBox(file, documentBox: box))
    }
}

/// Frees a file; NULL is ignored.
@_cdecl("te_file_free")
public func te_file_free(_ file: OpaquePointer?) {
    guard file != nil, let box = CEntry.box(file, as: FileBox.self) else { return }
    box.free()
}

/// The file's last error message.
@_cdecl("te_file_error")
public func te_file_error(_ file: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(file, as: FileBox.self)
}

/// The file's document, borrowed.
@_cdecl("te_file_document")
public func te_file_document(_ file: OpaquePointer?) -> OpaquePointer? {
    CEntry.read(file, as: FileBox.self, fallback: nil) { $0.documentBox.handle }
}
