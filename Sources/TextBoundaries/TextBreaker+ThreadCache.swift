#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CICU
import TextRope

// The `TextRope` extension methods run on a breaker kept per thread, so no query opens an ICU
// iterator, and queries on the same rope share its chunk cache. The breaker keeps the last rope
// queried on its thread until another one is queried there, `releaseThreadCache()` is called, or
// the thread exits.
extension TextRope {
    /// Runs `body` on the calling thread's breaker, pointed at this rope.
    @inline(__always)
    func withThreadBreaker<R>(_ body: (TextBreaker) throws(TextRangeError) -> R) throws(TextRangeError) -> R {
        // The thread's slot keeps the breaker alive for as long as the thread runs, so the query
        // borrows it without a retain and release of its own.
        let result = ThreadBreaker.current._withUnsafeGuaranteedRef { breaker in
            if !breaker.snapshot.holds(self) { breaker.text = self }
            return Result { () throws(TextRangeError) in try body(breaker) }
        }
        return try result.get()
    }
}

extension TextBreaker {
    /// Lets go of the rope that the calling thread's shared breaker (the one behind the
    /// `TextRope` boundary methods) holds from the last query. Call it before editing a rope you
    /// have just queried: while the breaker shares its storage, the edit has to copy the nodes it
    /// touches instead of changing them in place. Queries keep working; the next one starts with a
    /// cold chunk cache. O(1).
    public static func releaseThreadCache() {
        ThreadBreaker.existing?.snapshot.release()
    }
}

/// The per-thread breaker: read from CICU's thread slot, and owned by a POSIX thread-specific key
/// whose destructor releases it (and clears the slot) when the thread exits.
enum ThreadBreaker {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { ThreadBreaker.release($0) }
        // Fails only when the process has used up every thread-specific key (PTHREAD_KEYS_MAX).
        precondition(status == 0, "pthread_key_create failed with \(status)")
        return key
    }()

    static var existing: TextBreaker? {
        guard let stored = cicu_thread_slot() else { return nil }
        return Unmanaged<TextBreaker>.fromOpaque(stored).takeUnretainedValue()
    }

    /// The calling thread's breaker, created on first use and owned by the thread.
    @inline(__always)
    static var current: Unmanaged<TextBreaker> {
        if let stored = cicu_thread_slot() { return Unmanaged.fromOpaque(stored) }
        return make()
    }

    @inline(never)
    private static func make() -> Unmanaged<TextBreaker> {
        let breaker = Unmanaged.passRetained(TextBreaker(TextRope()))
        pthread_setspecific(key, breaker.toOpaque())
        cicu_set_thread_slot(breaker.toOpaque())
        return breaker
    }

    private static func release(_ stored: UnsafeMutableRawPointer?) {
        cicu_set_thread_slot(nil)
        guard let stored else { return }
        Unmanaged<TextBreaker>.fromOpaque(stored).release()
    }
}
