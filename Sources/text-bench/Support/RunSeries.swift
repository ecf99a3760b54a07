/// The timed runs of one cell (one workload row, one implementation) in this process, with the
/// peak resident memory while they were timed.
struct RunSeries {
    private let cap: Duration
    private(set) var rates: [Double] = []
    private(set) var completed: [Int] = []
    private(set) var repetitions: [Int] = []
    private var operations = 0
    private var peakBytes = 0
    private var firstRunGrowth = 0

    init(cap: Duration) { self.cap = cap }

    /// How many operations the last run completed.
    var lastCompleted: Int { completed.last ?? 0 }

    /// Times one run of up to `operations` operations. `body` gets the run's deadline (`--cap`
    /// after its start; the operations it has not reached by then are skipped) and returns how
    /// many it completed. The peak resident memory is reset just before, so that setup done
    /// before this call does not count.
    mutating func time(operations: Int, _ body: (ContinuousClock.Instant) throws -> Int) rethrows {
        try time(operations: operations, repeatingFor: .zero) { stopwatch in
            let deadline = stopwatch.deadline
            return try stopwatch.measure { _ in try body(deadline) }
        }
    }

    /// Times one run made of repetitions of `body`, until they have been timed for `minimum`
    /// together (at least once). Only the first repetition is capped: one that completes fewer
    /// than `operations` is the only one, and no repetition starts after the cap, so that every
    /// later one is whole. Each repetition prepares what it needs untimed and times its
    /// operations with the stopwatch; it returns how many it completed. The run's rate is every
    /// repetition's operations over their timed total, its completed count the last
    /// repetition's. A run of a fraction of a millisecond, after the other implementations of its
    /// row have had the core, measures mostly cold caches and branch predictors; repeated, it
    /// measures the operations.
    mutating func time(operations: Int, repeatingFor minimum: Duration, _ body: (inout Stopwatch) throws -> Int) rethrows {
        self.operations = operations
        let before = ProcessMemory.resident()
        ProcessMemory.resetPeak()
        var stopwatch = Stopwatch(ContinuousClock.now + cap)
        var total = 0
        var done = 0
        var count = 0
        repeat {
            done = try body(&stopwatch)
            total += done
            count += 1
        } while done == operations && stopwatch.elapsed < minimum && ContinuousClock.now < stopwatch.deadline
        let peak = ProcessMemory.peak()
        // Later runs may reuse memory freed by earlier ones without growing, so the growth is
        // taken from the first run of this (fresh) process.
        if rates.isEmpty { firstRunGrowth = peak - before }
        peakBytes = Swift.max(peakBytes, peak)
        let (seconds, attoseconds) = stopwatch.elapsed.components
        rates.append(Double(total) / Swift.max(Double(seconds) + Double(attoseconds) * 1e-18, 1e-9))
        completed.append(done)
        repetitions.append(count)
    }

    /// The cell's result; `units` (for load rows) turns the first run's memory growth into bytes
    /// per UTF-16 code unit.
    func result(check: String, units: Int? = nil) -> CellResult {
        CellResult(
            rates: rates, operations: operations, completed: completed, repetitions: repetitions, peakBytes: peakBytes,
            bytesPerUnit: units.map { Double(firstRunGrowth) / Double(Swift.max($0, 1)) }, check: check)
    }
}

/// The timed part of a run: what ``RunSeries/time(operations:repeatingFor:_:)`` counts.
struct Stopwatch {
    /// The run's cap (`--cap` after its start).
    let deadline: ContinuousClock.Instant
    /// The time measured so far.
    private(set) var elapsed: Duration = .zero
    private var measured = 0

    init(_ deadline: ContinuousClock.Instant) { self.deadline = deadline }

    /// Runs `work`, adding its duration to ``elapsed``. The first measurement gets the run's
    /// deadline, later ones none (nil): they start before it and run to their end.
    mutating func measure<R>(_ work: (ContinuousClock.Instant?) throws -> R) rethrows -> R {
        let cap = measured == 0 ? deadline : nil
        measured += 1
        let start = ContinuousClock.now
        defer { elapsed += ContinuousClock.now - start }
        return try work(cap)
    }
}

/// What a child process measured for one cell, sent to the parent as JSON on standard output.
struct CellResult: Codable {
    /// Operations per second, one entry per run.
    var rates: [Double]
    /// Operations a run would do uncapped.
    var operations: Int
    /// Operations each run completed (its last repetition); fewer than `operations` when the run
    /// hit `--cap`.
    var completed: [Int]
    /// How many times each run repeated its operations (see `--min-time`).
    var repetitions: [Int]
    /// Peak resident memory of the process during the timed runs, in bytes.
    var peakBytes: Int
    /// For load rows: memory the first load added, per UTF-16 code unit of the document.
    var bytesPerUnit: Double?
    /// "ok", "ref" (this implementation is what others are checked against), or what differed.
    var check: String

    var isCapped: Bool { completed.contains { $0 < operations } }

    var median: Double {
        let sorted = rates.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
