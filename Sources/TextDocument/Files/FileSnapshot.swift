/// What a file on disk was when a ``TextFile`` last read or wrote it: its size, its modification
/// time and a 64-bit hash of its bytes (XXH64), computed while the bytes streamed through.
///
/// A file whose size and modification time are both unchanged counts as unchanged without being
/// read; otherwise its bytes are hashed again and compared (a `touch` is not a change).
public struct FileSnapshot: Hashable, Sendable {
    /// The file's size in bytes (a byte order mark included).
    public var byteCount: Int
    /// The file's modification time, since 1970-01-01 00:00 UTC, to the nanosecond where the file
    /// system keeps it.
    public var modificationTime: Duration
    /// XXH64 (seed 0) of the file's bytes.
    public var contentHash: UInt64

    /// A snapshot of these values.
    public init(byteCount: Int, modificationTime: Duration, contentHash: UInt64) {
        self.byteCount = byteCount
        self.modificationTime = modificationTime
        self.contentHash = contentHash
    }
}
