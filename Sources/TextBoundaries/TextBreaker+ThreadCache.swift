#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TextRope

// The `TextRope` extension methods run on a breaker kept per thread, so no query opens an ICU
// iterator. The breaker holds the rope only while a query runs (queries nested inside it share
// it): a snapshot kept after the query would make the caller's next edit of that rope copy the
// nodes it touches, and "query, then edit" is what every editor does on each keystroke.
extension TextRope {
    /// Runs `body` on the calling thread's breaker, pointed at this rope for the duration.
    @inline(__always)
    func withThreadBreaker<R>(_ body: (TextBreaker) throws(TextRangeError) -> R) throws(TextRangeError) -> R {
        let breaker = ThreadBreaker.current
        if breaker.snapshot.holds(self) { return try body(breaker) }
        breaker.text = self
        defer { breaker.snapshot.release() }
        return try body(breaker)
    }
}

/// The per-thread breaker, in a POSIX thread-specific slot released when the thread exits.
enum ThreadBreaker {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { ThreadBreaker.release($0) }
        // Fails only when the process has used up every thread-specific key (PTHREAD_KEYS_MAX).
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return key
    }()

    static var current: TextBreaker {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<TextBreaker>.fromOpaque(stored).takeUnretainedValue()
        }
        let breaker = TextBreaker(TextRope())
        pthread_setspecific(key, Unmanaged.passRetained(breaker).toOpaque())
        return breaker
    }

    private static func release(_ stored: UnsafeMutableRawPointer?) {
        guard let stored else { return }
        Unmanaged<TextBreaker>.fromOpaque(stored).release()
    }
}
