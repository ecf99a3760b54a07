#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CTextEngine
import TextRope

/// A new rope holding a UTF-8 file. O(n).
@_cdecl("te_rope_new_file")
public func te_rope_new_file(_ path: UnsafePointer<CChar>?, _ lossy: Bool, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    RopeBox.create(out, #function) { () throws(CFailure) in
        guard let path else { throw .null("path") }
        let name = String(cString: path)
        // A strict load is validated first, so that TextRope's loader never meets ill-formed
        // UTF-8 (it leaks a leaf when it throws; see UTF8Validator); the lossy load that follows
        // then reads the same text.
        if !lossy { try validateUTF8(file: path, name: name) }
        do throws(TextLoadError) {
            return try TextRope(contentsOfFile: name, lossy: true)
        } catch {
            throw CFailure(.io, "\(error)")
        }
    }
}

// Streams the file through a UTF8Validator, 1 MiB at a time.
private func validateUTF8(file path: UnsafePointer<CChar>, name: String) throws(CFailure) {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { throw CFailure(.io, "\(TextLoadError.cannotRead(path: name, code: errno))") }
    defer { close(fd) }
    let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 20)
    defer { block.deallocate() }
    var validator = UTF8Validator()
    while true {
        let n = read(fd, block.baseAddress, block.count)
        if n < 0 {
            if errno == EINTR { continue }
            throw CFailure(.io, "\(TextLoadError.cannotRead(path: name, code: errno))")
        }
        if n == 0 { break }
        if let offset = validator.feed(UnsafeBufferPointer(rebasing: block[..<n])) {
            throw CFailure(.invalidUTF8, "\(TextLoadError.invalidUTF8(byteOffset: offset))")
        }
    }
    if let offset = validator.finish() {
        throw CFailure(.invalidUTF8, "\(TextLoadError.invalidUTF8(byteOffset: offset))")
    }
}
