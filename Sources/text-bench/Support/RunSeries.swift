/// The timed runs of one cell (one workload row, one implementation) in this process, with the
/// peak resident memory while they were timed.
struct RunSeries {
    private let cap: Duration
    private(set) var rates: [Double] = []
    private(set) var completed: [Int] = []
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
        self.operations = operations
        let before = ProcessMemory.resident()
        ProcessMemory.resetPeak()
        let start = ContinuousClock.now
        let done = try body(start + cap)
        let elapsed = ContinuousClock.now - start
        let peak = ProcessMemory.peak()
        // Later runs may reuse memory freed by earlier ones without growing, so the growth is
        // taken from the first run of this (fresh) process.
        if rates.isEmpty { firstRunGrowth = peak - before }
        peakBytes = Swift.max(peakBytes, peak)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        rates.append(Double(done) / Swift.max(seconds, 1e-9))
        completed.append(done)
    }

    /// The cell's result; `units` (for load rows) turns the first run's memory growth into bytes
    /// per UTF-16 code unit.
    func result(check: String, units: Int? = nil) -> CellResult {
        CellResult(
            rates: rates, operations: operations, completed: completed, peakBytes: peakBytes,
            bytesPerUnit: units.map { Double(firstRunGrowth) / Double(Swift.max($0, 1)) }, check: check)
    }
}

/// What a child process measured for one cell, sent to the parent as JSON on standard output.
struct CellResult: Codable {
    /// Operations per second, one entry per run.
    var rates: [Double]
    /// Operations a run would do uncapped.
    var operations: Int
    /// Operations each run completed; fewer than `operations` when the run hit `--cap`.
    var completed: [Int]
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
