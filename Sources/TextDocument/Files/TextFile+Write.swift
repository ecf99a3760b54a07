#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CTextDocumentSupport
import CTextRopeSupport
import TextRope

extension TextFile {
    /// How ``write(_:to:options:replacing:force:)`` encodes a text.
    public struct WriteOptions: Hashable, Sendable {
        /// Whether the file starts with a UTF-8 byte order mark (EF BB BF).
        public var byteOrderMark: Bool
        /// The ending every line break (CR LF, lone CR, lone LF) is written as; `nil` writes line
        /// breaks as they are.
        public var lineEnding: LineEnding?

        /// Options writing a mark or not, converting line breaks to `lineEnding` or not.
        public init(byteOrderMark: Bool = false, lineEnding: LineEnding? = nil) {
            self.byteOrderMark = byteOrderMark
            self.lineEnding = lineEnding
        }
    }

    /// What a save wrote.
    public struct SaveResult: Hashable, Sendable {
        /// The file written: the path given, its symbolic links followed.
        public var path: String
        /// How the written file's lines end.
        public var lineEndings: LineEndingStyle
        /// The written file: size, modification time, hash of the bytes written.
        public var snapshot: FileSnapshot

        /// The number of bytes written (a byte order mark included).
        public var byteCount: Int { snapshot.byteCount }
    }

    /// Writes `text` as UTF-8 to `path`, atomically: the bytes go to a new temporary file in the
    /// directory of the file `path` leads to (symbolic links followed, so that the link stays a
    /// link), chunk by chunk through a 1 MiB buffer, hashed as they go; the file is flushed to the
    /// disk, given the old file's permissions (and owner, where allowed), and renamed over the old
    /// file; then the directory is flushed. A reader or a crash sees the old file or the new one,
    /// complete. A lone surrogate is written as U+FFFD. O(n).
    ///
    /// With `replacing` (the snapshot of the file as last read or saved), a file that changed on
    /// disk since (size or modification time differ, and so does its hash) is not overwritten
    /// unless `force`. A file that is gone is written anew.
    ///
    /// A write past the process's file-size limit fails with `EFBIG` rather than ending the
    /// process: SIGXFSZ is blocked on the calling thread while the file is written.
    /// - Throws: ``TextFileError``: `invalidPath`, `cannotFollowLinks`, `notARegularFile`,
    ///   `changedOnDisk`, `cannotCreateTemporaryFile` (the directory is gone, not writable),
    ///   `cannotWrite` (file too large, disk full, I/O error), `cannotReplace`. The file on disk
    ///   is then as it was, and no temporary file is left.
    @discardableResult
    public static func write(
        _ text: TextRope, to path: String, options: WriteOptions = WriteOptions(), replacing snapshot: FileSnapshot? = nil,
        force: Bool = false
    ) throws(TextFileError) -> SaveResult {
        let target = try FileSystem.followingLinks(FileSystem.checked(path))
        var info = stat()
        let original: stat? = stat(target, &info) == 0 ? info : nil
        if let original {
            guard FileSystem.isRegularFile(original) else { throw .notARegularFile(path: path) }
            if let snapshot, !force, try differs(target, original, from: snapshot) { throw .changedOnDisk(path: path) }
        }
        let file = try TemporaryFile(replacing: target, original: original)
        do throws(TextFileError) {
            var writer = EncodingWriter(descriptor: file.descriptor, lineEnding: options.lineEnding)
            defer { writer.deallocate() }
            do throws(Errno) {
                try FileSizeSignal.blocked { () throws(Errno) in
                    if options.byteOrderMark { writer.append(byteOrderMark) }
                    for chunk in text.chunks { try writer.encode(chunk.utf16CodeUnits) }
                    try writer.finish()
                }
            } catch {
                throw TextFileError.cannotWrite(path: path, code: error.code)
            }
            let written = try file.commit(reportingAs: path)
            let snapshot = FileSnapshot(
                byteCount: writer.byteCount, modificationTime: FileSystem.modificationTime(written), contentHash: writer.hash)
            return SaveResult(path: target, lineEndings: writer.lineEndings, snapshot: snapshot)
        } catch {
            file.discard()
            throw error
        }
    }
}

/// Encodes UTF-16 runs to UTF-8 into a buffer that is written out (hashed and its line endings
/// counted) whenever the next run might not fit.
struct EncodingWriter {
    /// The most units encoded in one call: a longer run is taken in parts.
    private static let runLimit = 1 << 16
    private let descriptor: Int32
    private let ending: Int32
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var used = 0
    private var state = textrope_utf8_state()
    private var hasher = ContentHasher()
    private var census = LineBreakCensus()
    private(set) var byteCount = 0

    init(descriptor: Int32, lineEnding: LineEnding?) {
        self.descriptor = descriptor
        switch lineEnding {
        case nil: ending = Int32(TEXTROPE_KEEP)
        case .lf: ending = Int32(TEXTROPE_LF)
        case .crlf: ending = Int32(TEXTROPE_CRLF)
        case .cr: ending = Int32(TEXTROPE_CR)
        }
        buffer = .allocate(capacity: FileSystem.blockSize + 3 * Self.runLimit + 8)
    }

    func deallocate() { buffer.deallocate() }

    var hash: UInt64 { hasher.digest }
    var lineEndings: LineEndingStyle { census.style }

    mutating func append(_ bytes: [UInt8]) {
        for byte in bytes {
            buffer[used] = byte
            used += 1
        }
    }

    mutating func encode(_ units: UnsafeBufferPointer<UInt16>) throws(Errno) {
        guard let base = units.baseAddress, let out = buffer.baseAddress else { return }
        var start = 0
        while start < units.count {
            let count = Swift.min(units.count - start, Self.runLimit)
            if used + 3 * count + 5 > buffer.count { try flush() }
            used += textrope_utf8_encode(base + start, count, out + used, ending, &state)
            start += count
        }
    }

    mutating func finish() throws(Errno) {
        guard let out = buffer.baseAddress else { return }
        used += textrope_utf8_finish(out + used, ending, &state)
        try flush()
    }

    private mutating func flush() throws(Errno) {
        let bytes = UnsafeBufferPointer(rebasing: buffer[..<used])
        hasher.update(bytes)
        census.count(bytes)
        byteCount += used
        used = 0
        try FileSystem.writeAll(descriptor, bytes)
    }
}
