import Foundation

/// The thread's CPU time that `body` takes, in nanoseconds, for the terminal programs' `--bench`
/// modes: unlike the wall clock, it leaves out the time slices a busy machine gives to other
/// processes.
package func threadCPUTime(_ body: () -> Void) -> Int64 {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Int64(end.tv_sec - start.tv_sec) * 1_000_000_000 + Int64(end.tv_nsec - start.tv_nsec)
}
