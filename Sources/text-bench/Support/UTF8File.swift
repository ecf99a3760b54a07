import Glibc

// Reading UTF-8 files the way a contiguous store would: the whole file in one read, or decoded to
// UTF-16 in blocks so that only the result stays resident.
enum UTF8File {
    private static let blockSize = 1 << 20

    /// The file's bytes.
    static func bytes(_ path: String) throws(BenchError) -> [UInt8] {
        let file = try File(path)
        defer { file.close() }
        return try [UInt8](unsafeUninitializedCapacity: file.size) { buffer, count throws(BenchError) in
            while count < file.size {
                let n = read(file.descriptor, buffer.baseAddress! + count, file.size - count)
                if n < 0 && errno == EINTR { continue }
                if n < 0 { throw .io(path: path, reason: String(cString: strerror(errno))) }
                if n == 0 { break }
                count += n
            }
        }
    }

    /// The file decoded from UTF-8 to UTF-16, read in 1 MiB blocks; an invalid sequence becomes
    /// U+FFFD. Never more code units than bytes, so the array is allocated once.
    static func utf16(_ path: String) throws(BenchError) -> [UInt16] {
        let file = try File(path)
        defer { file.close() }
        let block = UnsafeMutablePointer<UInt8>.allocate(capacity: blockSize + 4)
        defer { block.deallocate() }
        return try [UInt16](unsafeUninitializedCapacity: file.size) { units, count throws(BenchError) in
            var carried = 0
            var total = 0
            while true {
                // Reads no further than the size the buffer was made for, should the file grow.
                let n = read(file.descriptor, block + carried, Swift.min(blockSize, file.size - total))
                if n < 0 && errno == EINTR { continue }
                if n < 0 { throw .io(path: path, reason: String(cString: strerror(errno))) }
                total += n
                let available = carried + n
                let complete = n == 0 ? available : completeLength(block, available)
                count = decode(UnsafeBufferPointer(start: block, count: complete), into: units, at: count)
                carried = available - complete
                block.update(from: block + complete, count: carried)
                if n == 0 { return }
            }
        }
    }

    // How many of the `count` bytes end on a sequence boundary: an incomplete sequence at the end
    // waits for the next block.
    private static func completeLength(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var i = count
        while i > 0 && count - i < 4 {
            i -= 1
            let byte = bytes[i]
            guard byte & 0xC0 == 0x80 else {
                let needed = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                return count - i >= needed ? count : i
            }
        }
        return count
    }

    // Decodes `bytes` into `units` from index `start`; returns the new count. ASCII runs are
    // widened directly, other runs go through the standard library's UTF-8 decoder.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into units: UnsafeMutableBufferPointer<UInt16>, at start: Int) -> Int {
        var count = start
        var i = 0
        while i < bytes.count {
            while i < bytes.count && bytes[i] < 0x80 {
                units[count] = UInt16(bytes[i])
                count += 1
                i += 1
            }
            let runStart = i
            while i < bytes.count && bytes[i] >= 0x80 { i += 1 }
            if i > runStart {
                _ = transcode(
                    UnsafeBufferPointer(rebasing: bytes[runStart..<i]).makeIterator(), from: UTF8.self, to: UTF16.self,
                    stoppingOnError: false
                ) {
                    units[count] = $0
                    count += 1
                }
            }
        }
        return count
    }

    private struct File {
        let descriptor: Int32
        let size: Int

        init(_ path: String) throws(BenchError) {
            descriptor = open(path, O_RDONLY)
            if descriptor < 0 { throw .io(path: path, reason: String(cString: strerror(errno))) }
            var info = stat()
            if fstat(descriptor, &info) != 0 {
                let reason = String(cString: strerror(errno))
                Glibc.close(descriptor)
                throw .io(path: path, reason: reason)
            }
            size = Int(info.st_size)
        }

        func close() { Glibc.close(descriptor) }
    }
}
