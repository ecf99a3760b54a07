#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The message of the last failed call on each thread (`te_last_error`), in a POSIX
/// thread-specific slot whose destructor releases it when the thread exits.
enum LastError {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        // Fails only when the process has used up its keys (PTHREAD_KEYS_MAX); messages then go
        // unrecorded per thread, and each handle still has its own.
        if pthread_key_create(&key, { $0?.deallocate() }) != 0 { return pthread_key_t.max }
        return key
    }()

    static func record(_ message: String) {
        guard key != pthread_key_t.max else { return }
        if let previous = pthread_getspecific(key) { previous.deallocate() }
        pthread_setspecific(key, CString.owned(message))
    }

    static var message: UnsafePointer<CChar> {
        guard key != pthread_key_t.max, let current = pthread_getspecific(key) else { return CString.empty }
        return UnsafePointer(current.assumingMemoryBound(to: CChar.self))
    }
}

/// The message of the last failed call on this thread ("" if none).
@_cdecl("te_last_error")
public func te_last_error() -> UnsafePointer<CChar> { LastError.message }
