#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The new contents of a file, written to a temporary file in the same directory (so that the
/// rename that replaces the old file stays on one file system and is atomic: a reader, or a crash,
/// sees the old file or the new one, complete), then flushed and renamed over the target.
final class TemporaryFile {
    /// The file this one replaces when committed.
    let target: String
    let path: String
    private(set) var descriptor: Int32
    /// The target's status before the save, `nil` when there was no file.
    private let original: stat?

    /// Creates the temporary file beside `target` (exclusively: never an existing file).
    init(replacing target: String, original: stat?) throws(TextFileError) {
        self.target = target
        self.original = original
        let directory = FileSystem.directory(of: target)
        // A hidden name that names its file; cut so that the suffix fits in NAME_MAX bytes.
        let name = String(decoding: FileSystem.name(of: target).utf8.prefix(200), as: UTF8.self)
        var generator = SystemRandomNumberGenerator()
        // The new file's mode: the old file's, set when committing; a new file gets the usual
        // 0666 less the umask, which `open` applies.
        let mode: mode_t = original == nil ? 0o666 : 0o600
        for _ in 0..<64 {
            let suffix = String(generator.next() as UInt32, radix: 16)
            let candidate = "\(directory)/.\(name).\(suffix).tmp"
            let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if opened >= 0 {
                path = candidate
                descriptor = opened
                return
            }
            guard errno == EEXIST else { throw .cannotCreateTemporaryFile(directory: directory, code: errno) }
        }
        throw .cannotCreateTemporaryFile(directory: directory, code: EEXIST)
    }

    /// Gives the written file the original's owner and mode, flushes it to the disk, renames it
    /// over the target and flushes the directory. Returns the new file's status.
    /// - Throws: `cannotWrite` when the flush or close fails, `cannotReplace` when the rename
    ///   does; the target is unchanged then.
    func commit(reportingAs path: String) throws(TextFileError) -> stat {
        if let original {
            // The owner first: changing it clears the set-user-ID and set-group-ID bits.
            if original.st_uid != getuid() || original.st_gid != getgid() {
                _ = fchown(descriptor, original.st_uid, original.st_gid)
            }
            _ = fchmod(descriptor, original.st_mode & 0o7777)
        }
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path: path, code: errno) }
        let info: stat
        do throws(Errno) { info = try FileSystem.status(of: descriptor) } catch { throw .cannotWrite(path: path, code: error.code) }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else { throw .cannotWrite(path: path, code: errno) }
        guard rename(self.path, target) == 0 else { throw .cannotReplace(path: path, code: errno) }
        // The rename is durable once the directory is: best effort, as some file systems refuse
        // to flush a directory, and the new file is in place whatever the answer.
        let directory = open(FileSystem.directory(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
        return info
    }

    /// Closes and removes the temporary file after a failure.
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(path)
    }
}
