import EditingTraces

/// A family of benchmark rows: each of its cases is measured for every implementation, each
/// (case, implementation) cell in a child process of its own.
///
/// To add one: write a type conforming to this protocol in a file of its own, and list it in
/// ``Workloads/all``.
protocol Workload: Sendable {
    /// Its name on the command line and in the table.
    var name: String { get }

    /// What one operation is, for the rate column: "edits", "conversions", "MB".
    var unit: String { get }

    /// Operations per unit: a rate is divided by it for display (10^6 for MB/s).
    var unitScale: Double { get }

    /// The rows, in table order, preparing their shared inputs (such as generated documents in
    /// `context.scratch`). Runs in the parent, once, before any cell.
    func cases(_ context: BenchContext) throws -> [String]

    /// The implementations it has rows for (all of them unless it measures TextEngine's own
    /// layers, which have no baseline equivalent).
    var implementations: [Implementation] { get }

    /// Whether `implementation` has an equivalent of row `name`; when not, the row prints n/a
    /// and no process is started.
    func measures(_ name: String, _ implementation: Implementation) throws -> Bool

    /// Measures row `name` for `implementation` in this process: `context.options.runs` timed
    /// runs, then a check of the result.
    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult
}

extension Workload {
    var unitScale: Double { 1 }

    var implementations: [Implementation] { Implementation.allCases }

    func measures(_ name: String, _ implementation: Implementation) throws -> Bool { true }
}

enum Workloads {
    /// Every workload, in table order.
    static let all: [any Workload] = [
        TraceWorkload(), RandomEditsWorkload(), LoadWorkload(), ConversionsWorkload(), BoundariesWorkload(),
        KeystrokesWorkload(), WrapperTypingWorkload(), FilesWorkload(), SearchWorkload(), DocumentKeystrokesWorkload(),
        DocumentChangesWorkload(), DecorationQueryWorkload(), MarkerMemoryWorkload(),
    ]

    static func named(_ name: String) -> (any Workload)? { all.first { $0.name == name } }
}

/// What every workload gets: the options, and a directory for inputs shared by its cells.
struct BenchContext {
    let options: BenchOptions
    let scratch: String

    /// The generated document of `kind` at `megabytes` (`--size` unless given), generated in
    /// ``scratch`` the first time it is asked for.
    func document(_ kind: Document.Kind, megabytes: Double? = nil) throws -> Document {
        try Document.prepare(kind, megabytes: megabytes ?? options.megabytes, seed: options.seed, in: scratch)
    }

    /// The names of rows run at 1 MB and at `--size` (once when they are equal), "1 MB" and
    /// "100 MB", with the document of `kind` prepared at each size.
    func preparedSizeLabels(_ kind: Document.Kind) throws -> [String] {
        let sizes = Set([1, options.megabytes]).sorted()
        for size in sizes { _ = try document(kind, megabytes: size) }
        return sizes.map(Self.label(megabytes:))
    }

    /// How rows name the `--size` document: "100 MB".
    var sizeLabel: String { Self.label(megabytes: options.megabytes) }

    private static func label(megabytes: Double) -> String { "\(BenchOptions.format(megabytes: megabytes)) MB" }

    /// A fresh series of timed runs capped at `--cap`.
    func runSeries() -> RunSeries { RunSeries(cap: .milliseconds(Int(options.capSeconds * 1000))) }

    /// Calls `body` once per run (`--runs`); with `--stepped`, each run waits for its turn.
    func forEachRun(_ body: () throws -> Void) rethrows {
        for _ in 0..<options.runs {
            if options.stepped { RunTurns.awaitTurn() }
            try body()
            if options.stepped { RunTurns.endTurn() }
        }
    }
}

extension ReplayCheck {
    /// The table's check column: "ok", or what differed.
    var label: String { self == .matches ? "ok" : "\(self)" }
}
