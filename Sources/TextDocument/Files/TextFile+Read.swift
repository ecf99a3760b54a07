#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TextRope

extension TextFile {
    /// A file's text and what reading it found out.
    public struct Contents: Sendable {
        /// The text, without the byte order mark.
        public var text: TextRope
        /// Whether the file started with a UTF-8 byte order mark (EF BB BF).
        public var hasByteOrderMark: Bool
        /// How the file's lines end.
        public var lineEndings: LineEndingStyle
        /// The file as it was read: its size, the modification time it had when reading began
        /// (so that a change made while it was read shows as a change later), the hash of the bytes
        /// read.
        public var snapshot: FileSnapshot
    }

    /// The UTF-8 byte order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Reads the UTF-8 file at `path` (symbolic links followed) in blocks of 1 MiB, decoding each
    /// into the rope and hashing it as it arrives: memory peaks at the rope plus one block. A
    /// leading byte order mark is remembered, not kept in the text. O(n).
    /// - Throws: ``TextFileError``: `invalidPath`, `cannotOpen`, `notARegularFile`, `cannotRead`,
    ///   or (with `.strict`) `invalidUTF8` naming the byte offset in the file of the first
    ///   ill-formed sequence. Nothing is returned in part.
    public static func read(_ path: String, decoding: Decoding = .strict) throws(TextFileError) -> Contents {
        let descriptor = open(try FileSystem.checked(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, code: errno) }
        defer { close(descriptor) }
        let info: stat
        do throws(Errno) { info = try FileSystem.status(of: descriptor) } catch { throw .cannotRead(path: path, code: error.code) }
        guard FileSystem.isRegularFile(info) else { throw .notARegularFile(path: path) }
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: FileSystem.blockSize)
        defer { block.deallocate() }
        var loader = TextRope.UTF8Loader(lossy: decoding == .lossy)
        var hasher = ContentHasher()
        var census = LineBreakCensus()
        var total = 0
        var markLength = 0
        do {
            while true {
                let count: Int
                do throws(Errno) { count = try FileSystem.readFully(descriptor, into: block) } catch {
                    throw TextFileError.cannotRead(path: path, code: error.code)
                }
                if count == 0 { break }
                let bytes = UnsafeBufferPointer(rebasing: block[..<count])
                hasher.update(bytes)
                // Blocks are full but for the last, so a mark is whole in the first.
                let text = total == 0 && bytes.starts(with: byteOrderMark)
                    ? UnsafeBufferPointer(rebasing: bytes[byteOrderMark.count...]) : bytes
                if total == 0 && text.count < bytes.count { markLength = byteOrderMark.count }
                census.count(text)
                total += count
                try loader.feed(text)
            }
            let text = try loader.finish()
            let snapshot = FileSnapshot(
                byteCount: total, modificationTime: FileSystem.modificationTime(info), contentHash: hasher.digest)
            return Contents(text: text, hasByteOrderMark: markLength > 0, lineEndings: census.style, snapshot: snapshot)
        } catch let error as TextLoadError {
            guard case .invalidUTF8(let offset) = error else { throw .cannotRead(path: path, code: EIO) }
            throw .invalidUTF8(path: path, byteOffset: offset + markLength)
        } catch let error as TextFileError {
            throw error
        } catch {
            throw .cannotRead(path: path, code: EIO)
        }
    }

    /// Whether the file at `path` differs from `snapshot`: its size and modification time are
    /// compared, and its bytes hashed only when they differ. True when the file is gone. O(1), or
    /// O(n) when hashing.
    /// - Throws: ``TextFileError`` when the file cannot be read.
    public static func hasChanged(_ path: String, since snapshot: FileSnapshot) throws(TextFileError) -> Bool {
        let target = try FileSystem.followingLinks(FileSystem.checked(path))
        var info = stat()
        guard stat(target, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return true }
            throw .cannotOpen(path: path, code: errno)
        }
        return try differs(target, info, from: snapshot)
    }

    /// Whether the file `target`, whose status is `info`, differs from `snapshot`.
    static func differs(_ target: String, _ info: stat, from snapshot: FileSnapshot) throws(TextFileError) -> Bool {
        guard Int(info.st_size) == snapshot.byteCount else { return true }
        if FileSystem.modificationTime(info) == snapshot.modificationTime { return false }
        guard let now = try FileSystem.sizeAndHash(of: target) else { return true }
        return now.byteCount != snapshot.byteCount || now.hash != snapshot.contentHash
    }
}
