/// A replacement string as the delegate callbacks receive it: NUL-terminated UTF-8 and
/// 0-terminated UTF-16, each with its length, valid during the call.
enum CallbackText {
    static func with<Result>(
        _ string: String, _ body: (UnsafePointer<CChar>, Int64, UnsafePointer<UInt16>?, Int64) -> Result
    ) -> Result {
        let utf8Count = string.utf8.count
        let utf16Count = string.utf16.count
        return string.withCString { utf8 in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: utf16Count + 1) { buffer in
                var n = 0
                for unit in string.utf16 {
                    buffer[n] = unit
                    n += 1
                }
                buffer[n] = 0
                return body(utf8, Int64(utf8Count), UnsafePointer(buffer.baseAddress), Int64(n))
            }
        }
    }
}
