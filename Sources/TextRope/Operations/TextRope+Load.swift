#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a text could not be loaded.
public enum TextLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The input is not well-formed UTF-8; `byteOffset` is where the first ill-formed sequence starts.
    case invalidUTF8(byteOffset: Int)
    /// The file could not be opened or read; `code` is the `errno` value.
    case cannotRead(path: String, code: Int32)

    public var description: String {
        switch self {
        case let .invalidUTF8(byteOffset):
            return "invalid UTF-8 at byte offset \(byteOffset)"
        case let .cannotRead(path, code):
            return "cannot read \(path): \(String(cString: strerror(code)))"
        }
    }
}

extension TextRope {
    /// A text decoded from UTF-8 bytes.
    /// - Throws: `TextLoadError.invalidUTF8` naming the byte offset of the first ill-formed
    ///   sequence (overlong, encoded surrogate, above U+10FFFF, truncated, stray continuation).
    /// - Complexity: O(n).
    public init<C: Collection<UInt8>>(validatingUTF8 bytes: C) throws(TextLoadError) {
        try self.init(utf8: bytes, lossy: false)
    }

    /// A text decoded from UTF-8 bytes, each ill-formed subsequence replaced by U+FFFD (the
    /// explicit lossy mode; `String(decoding:as:)` replaces the same way). O(n).
    public init<C: Collection<UInt8>>(decodingUTF8 bytes: C) {
        // Lossy decoding cannot fail.
        self = (try? Self(utf8: bytes, lossy: true)) ?? TextRope()
    }

    /// A text loaded from a UTF-8 file, read in blocks straight into the rope's chunks (memory
    /// peaks at the rope's own size plus one block).
    /// - Parameters:
    ///   - path: the file's path.
    ///   - lossy: replace ill-formed UTF-8 with U+FFFD instead of throwing.
    /// - Throws: `TextLoadError.cannotRead` if the file cannot be read (`EINVAL` for a path
    ///   containing U+0000, which the system would cut there and open another file),
    ///   `.invalidUTF8` naming the byte offset of the first ill-formed sequence unless `lossy`.
    /// - Complexity: O(n).
    public init(contentsOfFile path: String, lossy: Bool = false) throws(TextLoadError) {
        guard !path.utf8.contains(0) else { throw .cannotRead(path: path, code: EINVAL) }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .cannotRead(path: path, code: errno) }
        defer { close(fd) }
        let blockSize = 1 << 20
        let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: blockSize)
        defer { block.deallocate() }
        var loader = UTF8Loader(lossy: lossy)
        while true {
            let n = read(fd, block.baseAddress, blockSize)
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, code: errno)
            }
            if n == 0 { break }
            try loader.feed(UnsafeBufferPointer(rebasing: block[..<n]))
        }
        self = try loader.finish()
    }

    private init<C: Collection<UInt8>>(utf8 bytes: C, lossy: Bool) throws(TextLoadError) {
        var loader = UTF8Loader(lossy: lossy)
        var failure: TextLoadError?
        let fed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            do throws(TextLoadError) { try loader.feed(buffer) } catch { failure = error }
        }
        if fed == nil {
            Array(bytes).withUnsafeBufferPointer { buffer in
                do throws(TextLoadError) { try loader.feed(buffer) } catch { failure = error }
            }
        }
        if let failure { throw failure }
        self = try loader.finish()
    }

    /// Decodes blocks of UTF-8 into leaves, through a bounded UTF-16 staging buffer: a text read
    /// from a stream (a file) without holding its bytes. Package-wide, for loaders that look at
    /// the bytes too (the document's file loading hashes them and finds their line endings).
    package struct UTF8Loader {
        /// The most bytes decoded into the staging buffer at a time.
        private static let blockSize = 1 << 16
        private var decoder: UTF8Decoder
        private var writer = LeafWriter()
        private var staging: [UInt16]

        /// A loader that throws on ill-formed UTF-8, or with `lossy` replaces it with U+FFFD.
        package init(lossy: Bool) {
            decoder = UTF8Decoder(lossy: lossy)
            staging = [UInt16](repeating: 0, count: Self.blockSize + 4)
        }

        /// Decodes the next bytes of the input; a sequence may continue in the next block.
        /// - Throws: `TextLoadError.invalidUTF8` naming the offset in the whole input.
        package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) throws(TextLoadError) {
            var start = 0
            while start < bytes.count {
                let end = Swift.min(start + Self.blockSize, bytes.count)
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let offset = stage({ $0.decode(slice, into: &$1) }) { throw .invalidUTF8(byteOffset: offset) }
                start = end
            }
        }

        /// Ends the input and returns the text.
        /// - Throws: `TextLoadError.invalidUTF8` for a sequence the input ends in the middle of.
        package mutating func finish() throws(TextLoadError) -> TextRope {
            if let offset = stage({ $0.finish(into: &$1) }) { throw .invalidUTF8(byteOffset: offset) }
            return TextRope(leaves: writer.finish())
        }

        // Runs `decode` into the staging buffer and appends what it decoded to the leaves.
        private mutating func stage(_ decode: (inout UTF8Decoder, inout UnitBuffer) -> Int?) -> Int? {
            // Taken out of `self` for the call, so that the buffer stays uniquely referenced.
            var staging = self.staging
            self.staging = []
            defer { self.staging = staging }
            return staging.withUnsafeMutableBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                var units = UnitBuffer(base: base)
                let failure = decode(&decoder, &units)
                writer.append(UnsafeBufferPointer(start: base, count: units.count))
                return failure
            }
        }
    }
}
