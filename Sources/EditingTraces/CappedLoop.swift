/// A loop of numbered steps that stops at a deadline, reading the clock only between batches of
/// steps. Batches double while they take under a millisecond, so the clock costs nothing
/// measurable even for steps of a few nanoseconds, while a loop of slow steps stops soon after
/// the deadline.
public enum CappedLoop {
    /// Calls `body(i)` for `i` in `0..<count`, in order, stopping after the first batch that ends
    /// at or after `deadline` (never, when it is nil). Returns how many steps ran.
    @inlinable
    public static func run<E: Error>(
        count: Int, until deadline: ContinuousClock.Instant?, _ body: (Int) throws(E) -> Void
    ) throws(E) -> Int {
        guard let deadline else {
            for i in 0..<count { try body(i) }
            return count
        }
        let clock = ContinuousClock()
        var done = 0
        var batch = 1
        while done < count {
            let batchStart = clock.now
            let end = done + Swift.min(batch, count - done)
            while done < end {
                try body(done)
                done += 1
            }
            let now = clock.now
            if now >= deadline { break }
            if now - batchStart < .milliseconds(1) && batch < 1 << 20 { batch *= 2 }
        }
        return done
    }
}
