import CICU

/// When a search must stop: an instant of the monotonic clock, or never.
struct SearchDeadline {
    let limit: Duration?
    /// CLOCK_MONOTONIC nanoseconds, 0 for no deadline (what ICU's callback reads).
    let nanoseconds: Int64

    init(_ limit: Duration?) {
        self.limit = limit
        guard let limit else {
            nanoseconds = 0
            return
        }
        let (seconds, attoseconds) = limit.components
        let span = seconds > Int64.max / 2_000_000_000 ? Int64.max / 2 : seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        nanoseconds = Swift.max(1, cicu_monotonic_nanoseconds() &+ Swift.max(span, 0))
    }

    /// Throws once the deadline has passed.
    func check() throws(SearchError) {
        if let limit, cicu_monotonic_nanoseconds() >= nanoseconds { throw .timedOut(limit: limit) }
    }
}
