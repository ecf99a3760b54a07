import TextDocument
import TextRope

/// A file as the editor opened it: its text and what saving it again must keep.
package struct OpenedFile: Sendable {
    package var path: String
    /// The text read (emptied once an editor holds it in its document).
    package var text: TextRope
    package var lineEnding: LineEndingStyle
    /// Whether ill-formed UTF-8 was replaced while loading: such a text is never written back.
    package var isLossy: Bool
    /// The file's size on disk in bytes when it was read or last saved.
    package var byteCount: Int
    /// Whether the file starts with a UTF-8 byte order mark (kept on saving, never in the text).
    package var hasByteOrderMark: Bool = false
    /// The file on disk when it was read or last saved, to tell whether it changed since.
    package var snapshot: FileSnapshot? = nil
}

extension OpenedFile {
    /// A text that was not read from disk (a fuzzer's or a test's): LF line endings, no byte
    /// order mark, and its UTF-8 length as its size.
    package init(path: String, text: TextRope) {
        self.init(path: path, text: text, lineEnding: .lf, isLossy: false, byteCount: text.utf8Count)
    }
}

/// Why opening or saving failed. Nothing was changed on disk, and the editor keeps its buffer.
package enum FileProblem: Error, Equatable, CustomStringConvertible {
    /// No file at that path (opening starts an empty buffer that saving creates).
    case notFound
    /// The file is not UTF-8: the first ill-formed sequence starts at this byte.
    case invalidUTF8(byteOffset: Int)
    /// The file changed on disk since it was opened or saved.
    case changedOnDisk
    /// Anything else, as the system describes it.
    case failed(String)

    package var description: String {
        switch self {
        case .notFound: return "no such file"
        case .invalidUTF8(let offset): return "invalid UTF-8 at byte offset \(offset)"
        case .changedOnDisk: return "the file changed on disk"
        case .failed(let reason): return reason
        }
    }
}

/// Where the editor's files come from and go to. Every read and write of a file goes through
/// this one narrow interface.
package protocol EditorStorage {
    /// Opens `path`; `lossy` replaces ill-formed UTF-8 instead of refusing it.
    func open(_ path: String, lossy: Bool) throws(FileProblem) -> OpenedFile
    /// Saves `text` to `path` atomically, keeping `file`'s line endings, encoding details and
    /// permissions when it is the file that was opened; refuses with ``FileProblem/changedOnDisk``
    /// when the file changed since, unless `overwritingChanges`. Returns the file as saved.
    func save(_ text: TextRope, to path: String, replacing file: OpenedFile?, overwritingChanges: Bool) throws(FileProblem) -> OpenedFile
}
