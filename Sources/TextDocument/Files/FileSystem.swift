#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX calls files are read and saved with, each retrying on `EINTR` and reporting `errno`.
enum FileSystem {
    /// The size of the blocks files are read and written in: 1 MiB, or 4 KiB in builds with
    /// TEXTENGINE_CHECKS, so that small test files already span many blocks.
    #if TEXTENGINE_CHECKS
    static let blockSize = 1 << 12
    #else
    static let blockSize = 1 << 20
    #endif

    /// `path` itself, unless the system cannot take it (empty, or containing U+0000).
    static func checked(_ path: String) throws(TextFileError) -> String {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .invalidPath(path) }
        return path
    }

    /// Reads until `buffer` is full or the file ends; returns how many bytes it read.
    static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>) throws(Errno) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let n = read(descriptor, base + count, buffer.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                throw Errno(errno)
            }
            if n == 0 { break }
            count += n
        }
        return count
    }

    /// Writes all of `bytes`.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) throws(Errno) {
        guard var base = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let n = write(descriptor, base, remaining)
            if n < 0 {
                if errno == EINTR { continue }
                throw Errno(errno)
            }
            base += n
            remaining -= n
        }
    }

    static func status(of descriptor: Int32) throws(Errno) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Errno(errno) }
        return info
    }

    static func isRegularFile(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFREG }

    static func modificationTime(_ info: stat) -> Duration {
        .seconds(Int64(info.st_mtim.tv_sec)) + .nanoseconds(Int64(info.st_mtim.tv_nsec))
    }

    /// The directory part of a path ("." for a bare name, "/" for a name in the root).
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of a path.
    static func name(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// The file `path` leads to: its symbolic links (the last component's, link after link)
    /// followed. A path naming nothing yet is returned as it is.
    static func followingLinks(_ path: String) throws(TextFileError) -> String {
        var current = path
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { return current }
                throw .cannotFollowLinks(path: path, code: errno)
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { return current }
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw .cannotFollowLinks(path: path, code: errno) }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : directory(of: current) + "/" + target
        }
        throw .cannotFollowLinks(path: path, code: ELOOP)
    }

    /// The size and hash of the file at `path` now, read in blocks; `nil` if it does not exist.
    static func sizeAndHash(of path: String) throws(TextFileError) -> (byteCount: Int, hash: UInt64)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw .cannotOpen(path: path, code: errno)
        }
        defer { close(descriptor) }
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: blockSize)
        defer { block.deallocate() }
        var hasher = ContentHasher()
        var total = 0
        while true {
            let n: Int
            do throws(Errno) { n = try readFully(descriptor, into: block) } catch { throw .cannotRead(path: path, code: error.code) }
            if n == 0 { break }
            hasher.update(UnsafeBufferPointer(rebasing: block[..<n]))
            total += n
        }
        return (total, hasher.digest)
    }
}

/// An `errno` value, as the system calls of ``FileSystem`` throw it.
struct Errno: Error {
    let code: Int32

    init(_ code: Int32) { self.code = code }
}
