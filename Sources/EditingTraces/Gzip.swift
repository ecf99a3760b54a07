import CZlib
import Glibc

// The whole decompressed content of a gzip file. zlib would pass a plain file through unchanged;
// that is rejected, since traces must stay compressed in the repository.
enum Gzip {
    static func contents(ofFile path: String) throws(TraceError) -> [UInt8] {
        guard let file = gzopen(path, "rb") else {
            throw .unreadable(trace: path, reason: String(cString: strerror(errno)))
        }
        defer { gzclose_r(file) }
        if gzdirect(file) != 0 {
            throw .notGzip(trace: path, reason: "no gzip header")
        }
        let blockSize = 1 << 20
        let block = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 1)
        defer { block.deallocate() }
        var bytes: [UInt8] = []
        while true {
            let read = gzread(file, block.baseAddress, UInt32(blockSize))
            if read < 0 {
                var code: Int32 = 0
                let message = String(cString: gzerror(file, &code))
                throw code == Z_ERRNO
                    ? .unreadable(trace: path, reason: message) : .notGzip(trace: path, reason: message)
            }
            if read == 0 { return bytes }
            bytes.append(contentsOf: block[..<Int(read)])
        }
    }
}
