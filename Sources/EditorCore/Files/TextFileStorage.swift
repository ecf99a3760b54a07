#if canImport(Glibc)
import Glibc
#endif
import TextDocument
import TextRope

/// Files through the files layer: streaming UTF-8 loads that remember the byte order mark and
/// the line endings, and atomic saves (a temporary file beside the target, flushed, renamed over
/// it) that keep them and the file's permissions, refuse to overwrite a file changed on disk
/// unless told to, and leave the file as it was when they fail.
package struct TextFileStorage: EditorStorage {
    package init() {}

    package func open(_ path: String, lossy: Bool) throws(FileProblem) -> OpenedFile {
        let contents: TextFile.Contents
        do {
            contents = try TextFile.read(path, decoding: lossy ? .lossy : .strict)
        } catch {
            throw Self.problem(error)
        }
        return OpenedFile(
            path: path, text: contents.text, lineEnding: contents.lineEndings, isLossy: lossy,
            byteCount: contents.snapshot.byteCount, hasByteOrderMark: contents.hasByteOrderMark, snapshot: contents.snapshot)
    }

    package func save(_ text: TextRope, to path: String, replacing file: OpenedFile?, overwritingChanges: Bool) throws(FileProblem) -> OpenedFile {
        let hasByteOrderMark = file?.hasByteOrderMark ?? false
        let result: TextFile.SaveResult
        do {
            result = try TextFile.write(
                text, to: path, options: TextFile.WriteOptions(byteOrderMark: hasByteOrderMark), replacing: file?.snapshot,
                force: overwritingChanges)
        } catch {
            throw Self.problem(error)
        }
        return OpenedFile(
            path: path, text: TextRope(), lineEnding: result.lineEndings, isLossy: false, byteCount: result.byteCount,
            hasByteOrderMark: hasByteOrderMark, snapshot: result.snapshot)
    }

    private static func problem(_ error: TextFileError) -> FileProblem {
        switch error {
        case .invalidUTF8(_, let offset): return .invalidUTF8(byteOffset: offset)
        case .changedOnDisk: return .changedOnDisk
        case .cannotOpen(_, let code) where code == ENOENT: return .notFound
        default: return .failed(error.description)
        }
    }
}
