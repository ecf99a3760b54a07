import TextRope

/// A ``TextDocument`` tied to a UTF-8 file: where it came from, its byte order mark and line
/// endings, what the file was on disk when last read or saved (a ``FileSnapshot``), and whether
/// the document changed since.
///
/// Loading streams the file into the document's rope (one block of bytes at a time, hashing and
/// counting line endings on the way); saving streams the rope back out atomically: a temporary
/// file beside the target, flushed to disk, renamed over it. A failed save throws a
/// ``TextFileError`` saying why, leaves the file on disk as it was and the document modified. A
/// save over a file that changed on disk since it was read is refused unless forced.
///
/// Saving writes the text as it is (line breaks of every kind kept) unless
/// ``lineEndingConversion`` names one ending, and starts with a byte order mark when
/// ``hasByteOrderMark`` is set (as it is after reading a file that had one). A lone surrogate in
/// the text is written as U+FFFD. Permissions and owner (where the process may set it) are kept;
/// hard links to the old file keep the old contents, and extended attributes are not copied.
///
/// Like the document, used from one thread at a time.
public final class TextFile {
    /// How reading treats bytes that are not well-formed UTF-8.
    public enum Decoding: Hashable, Sendable {
        /// Refuse the file with ``TextFileError/invalidUTF8(path:byteOffset:)``.
        case strict
        /// Replace each ill-formed sequence with U+FFFD, as `String(decoding:as:)` does.
        case lossy
    }

    /// The document the file holds; every change to it marks the file modified.
    public let document: TextDocument
    /// The path as given (a symbolic link is followed when reading and saving, and stays the path).
    public private(set) var path: String
    /// Whether saving writes a UTF-8 byte order mark (EF BB BF) first. Set by reading to whether
    /// the file had one; the mark is never part of the text.
    public var hasByteOrderMark: Bool
    /// The line ending saving writes every line break as; `nil` (the default) writes the text's
    /// line breaks as they are.
    public var lineEndingConversion: LineEnding?
    /// How the file's lines ended when it was last read or saved; `nil` before either.
    public private(set) var lineEndingsOnDisk: LineEndingStyle?
    /// What the file was when last read or saved; `nil` before either.
    public private(set) var snapshot: FileSnapshot?
    private let tracker = ChangeTracker()

    /// A file at `path` that is not read (a new file, or one to overwrite): saving creates or
    /// replaces it without comparing it with anything. The document is attached as it is and
    /// counts as modified.
    public init(document: TextDocument = TextDocument(), path: String) {
        self.document = document
        self.path = path
        hasByteOrderMark = false
        tracker.isModified = true
        document.attach(tracker)
    }

    /// Reads the file at `path` into `document`: its text becomes the file's (one programmatic
    /// change replacing the whole text, mapping its anchors and decorations), and the file counts
    /// as unmodified. Nothing changes when reading fails. O(n) in the file's size.
    /// - Throws: ``TextFileError``: the file cannot be opened or read, is not a regular file, or
    ///   (with `.strict`) is not UTF-8.
    public convenience init(contentsOf path: String, decoding: Decoding = .strict, document: TextDocument = TextDocument()) throws(TextFileError) {
        let contents = try TextFile.read(path, decoding: decoding)
        self.init(document: document, path: path)
        adopt(contents)
    }

    deinit { document.detach(tracker) }

    /// Whether the document changed since the file was last read or saved (any change, even one
    /// undone since). O(1).
    public var isModified: Bool { tracker.isModified }

    /// Reads the file again, replacing the document's text with one change made by `.remote` (so
    /// that controls showing it map their selections and keep their undo history). Nothing
    /// changes when reading fails.
    /// - Throws: ``TextFileError`` as ``init(contentsOf:decoding:document:)`` does.
    public func reload(decoding: Decoding = .strict) throws(TextFileError) {
        adopt(try TextFile.read(path, decoding: decoding), origin: .remote)
    }

    /// Saves the document to ``path``; see ``save(to:force:)``.
    @discardableResult
    public func save(force: Bool = false) throws(TextFileError) -> SaveResult {
        try save(to: path, force: force)
    }

    /// Saves the document to `path`, which becomes the file's path. When `path` leads to the file
    /// last read or saved, and that file changed on disk since (see ``FileSnapshot``), the save is
    /// refused unless `force`. O(n).
    /// - Throws: ``TextFileError``; the file on disk and ``isModified`` are then unchanged.
    @discardableResult
    public func save(to path: String, force: Bool = false) throws(TextFileError) -> SaveResult {
        let sameFile = try FileSystem.followingLinks(FileSystem.checked(path))
            == (try? FileSystem.followingLinks(FileSystem.checked(self.path)))
        let options = WriteOptions(byteOrderMark: hasByteOrderMark, lineEnding: lineEndingConversion)
        let result = try TextFile.write(
            document.text, to: path, options: options, replacing: sameFile ? snapshot : nil, force: force)
        self.path = path
        snapshot = result.snapshot
        lineEndingsOnDisk = result.lineEndings
        tracker.isModified = false
        return result
    }

    /// Whether the file on disk differs from ``snapshot``: its size and modification time are
    /// compared, and its bytes hashed only when they differ. True when the file is gone; false
    /// before the file was read or saved. O(1), or O(n) when hashing.
    /// - Throws: ``TextFileError`` when the file cannot be read.
    public func hasChangedOnDisk() throws(TextFileError) -> Bool {
        guard let snapshot else { return false }
        return try TextFile.hasChanged(path, since: snapshot)
    }

    /// Checks that the file's state hangs together (debug builds; nothing otherwise): a snapshot
    /// exactly when the line endings on disk are known, an unmodified file only once read or
    /// saved.
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition((snapshot == nil) == (lineEndingsOnDisk == nil), "snapshot without line endings, or the reverse")
        precondition(isModified || snapshot != nil, "unmodified before it was read or saved")
        #endif
    }

    private func adopt(_ contents: Contents, origin: EditSource = .programmatic) {
        let whole = 0..<document.utf16Count
        if let changes = try? ChangeSet(lengthBefore: whole.count, replacing: whole, with: ReplacementText(contents.text)) {
            try? document.apply(changes, origin: origin)
        }
        hasByteOrderMark = contents.hasByteOrderMark
        lineEndingsOnDisk = contents.lineEndings
        snapshot = contents.snapshot
        tracker.isModified = false
    }
}

/// Follows the document's changes for ``TextFile/isModified`` without keeping any text.
private final class ChangeTracker: DocumentAttachment {
    var isModified = false

    func document(_ document: TextDocument, didApply changes: ChangeSet, origin: EditSource, author: AnyObject?) {
        isModified = true
    }

    func document(_ document: TextDocument, didAnnounce changes: ChangeSet, origin: EditSource, author: AnyObject?) {}
}
