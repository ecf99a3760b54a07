#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read or saved. Each case names the path as the caller gave it (or the
/// file it leads to through symbolic links) and, where the system gave one, the `errno` value its
/// description spells out. A failed save leaves the file on disk as it was.
public enum TextFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An empty path, or one containing U+0000 (which the system would cut there).
    case invalidPath(String)
    /// The file could not be opened (`code` is `errno`).
    case cannotOpen(path: String, code: Int32)
    /// Reading the file failed part way (`code` is `errno`).
    case cannotRead(path: String, code: Int32)
    /// The path names a directory, a device or a pipe, not a regular file.
    case notARegularFile(path: String)
    /// The file is not well-formed UTF-8: `byteOffset` is where the first ill-formed sequence
    /// starts, counting from the start of the file (a byte order mark included).
    case invalidUTF8(path: String, byteOffset: Int)
    /// The symbolic links of the path could not be followed (a loop, a link that cannot be read).
    case cannotFollowLinks(path: String, code: Int32)
    /// The temporary file beside the target could not be created (the directory is gone, is not
    /// writable, the disk is full).
    case cannotCreateTemporaryFile(directory: String, code: Int32)
    /// Writing the new contents failed (`EFBIG`: the file-size limit; `ENOSPC`: the disk is full;
    /// `EIO`), or flushing them to the disk did.
    case cannotWrite(path: String, code: Int32)
    /// The new file could not take the old one's place.
    case cannotReplace(path: String, code: Int32)
    /// The file changed on disk since it was read or saved (its size or modification time differ
    /// and so does its content hash); saving with `force` overwrites it.
    case changedOnDisk(path: String)

    public var description: String {
        switch self {
        case .invalidPath(let path):
            return path.isEmpty ? "invalid path: empty" : "invalid path \(path): it contains U+0000"
        case .cannotOpen(let path, let code): return "cannot open \(path): \(Self.reason(code))"
        case .cannotRead(let path, let code): return "cannot read \(path): \(Self.reason(code))"
        case .notARegularFile(let path): return "\(path) is not a regular file"
        case .invalidUTF8(let path, let offset): return "\(path): invalid UTF-8 at byte offset \(offset)"
        case .cannotFollowLinks(let path, let code): return "cannot follow the links of \(path): \(Self.reason(code))"
        case .cannotCreateTemporaryFile(let directory, let code):
            return "cannot create a temporary file in \(directory): \(Self.reason(code))"
        case .cannotWrite(let path, let code): return "cannot save \(path): \(Self.reason(code)); the file is unchanged"
        case .cannotReplace(let path, let code): return "cannot replace \(path): \(Self.reason(code)); the file is unchanged"
        case .changedOnDisk(let path): return "\(path) changed on disk since it was read; save with force to overwrite it"
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
