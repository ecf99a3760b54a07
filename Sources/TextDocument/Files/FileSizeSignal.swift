#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum FileSizeSignal {
    /// Runs `body` with SIGXFSZ blocked on the calling thread, so that a write past the process's
    /// file-size limit (`ulimit -f`) fails with `EFBIG` instead of the signal ending the process.
    /// The kernel still raises the signal at the thread that wrote; it is taken off the pending
    /// set before the mask is restored, so it is never delivered. Other threads and the process's
    /// handler for the signal are left alone.
    static func blocked<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        var signal = sigset_t()
        sigemptyset(&signal)
        sigaddset(&signal, SIGXFSZ)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &signal, &previous)
        defer {
            var pending = sigset_t()
            if sigismember(&previous, SIGXFSZ) == 0, sigpending(&pending) == 0, sigismember(&pending, SIGXFSZ) == 1 {
                var now = timespec()
                _ = sigtimedwait(&signal, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        return try body()
    }
}
