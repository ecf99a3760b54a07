/// NUL-terminated strings the library hands out. Each is a copy made with `allocate` and
/// released with ``release(_:)``.
enum CString {
    /// A copy of `string` (a U+0000 inside it ends the C string early).
    static func owned(_ string: String) -> UnsafeMutablePointer<CChar> {
        let bytes = string.utf8CString
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
        _ = UnsafeMutableBufferPointer(start: copy, count: bytes.count).initialize(from: bytes)
        return copy
    }

    /// A copy of `string` that is never released: for names that live as long as the process.
    static func immortal(_ string: String) -> UnsafePointer<CChar> { UnsafePointer(owned(string)) }

    static func release(_ string: UnsafeMutablePointer<CChar>) { string.deallocate() }

    /// "", the message of a handle that never failed.
    nonisolated(unsafe) static let empty = immortal("")
}
