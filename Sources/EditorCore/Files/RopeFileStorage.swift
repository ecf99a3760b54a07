#if canImport(Glibc)
import Glibc
#endif
import TextRope

/// Opens files with the rope's own loader and refuses to save: without an atomic save that
/// detects changes on disk, writing could lose data.
package struct RopeFileStorage: EditorStorage {
    package init() {}

    package func open(_ path: String, lossy: Bool) throws(FileProblem) -> OpenedFile {
        let text: TextRope
        do {
            text = try TextRope(contentsOfFile: path, lossy: lossy)
        } catch {
            switch error {
            case .invalidUTF8(let offset): throw .invalidUTF8(byteOffset: offset)
            case .cannotRead(_, let code) where code == ENOENT: throw .notFound
            case .cannotRead: throw .failed(error.description)
            }
        }
        return OpenedFile(path: path, text: text, lineEnding: Self.firstLineEnding(of: text), isLossy: lossy, byteCount: text.utf8Count)
    }

    package func save(_ text: TextRope, to path: String, replacing file: OpenedFile?, overwritingChanges: Bool) throws(FileProblem) -> OpenedFile {
        throw .savingUnavailable
    }

    // The style of the first line's terminator. O(length of the first line).
    private static func firstLineEnding(of text: TextRope) -> LineEndingStyle {
        guard text.lineCount > 1, let first = try? text.utf16Range(ofLine: 0) else { return .none }
        let contentsEnd = first.upperBound - 1
        switch try? text.utf16CodeUnit(at: contentsEnd) {
        case 0x0A: return first.count >= 2 && (try? text.utf16CodeUnit(at: contentsEnd - 1)) == 0x0D ? .crlf : .lf
        case 0x0D: return .cr
        default: return .lf
        }
    }
}
