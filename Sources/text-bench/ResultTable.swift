import Foundation

/// What the parent got for one cell.
enum CellOutcome {
    case measured(CellResult)
    case notApplicable
    case failed(String)
}

/// The one table text-bench prints: a row per (workload case, implementation), grouped by case,
/// with ratios to TextRope's row of the same case, then a legend and the derived figures.
struct ResultTable {
    let options: BenchOptions
    /// Whether the kernel lets a process reset its peak memory; if not, peaks count setup too.
    let peakResets: Bool
    private var rows: [Row] = []
    /// Nanoseconds per dependent load at random places in buffers of these sizes (`MemoryLatency`).
    var memoryLatency: [(bytes: Int, nanoseconds: Double)] = []

    private struct Row {
        let workload: any Workload
        let name: String
        let implementation: Implementation
        let outcome: CellOutcome

        var result: CellResult? {
            if case let .measured(result) = outcome { return result }
            return nil
        }
    }

    init(options: BenchOptions, peakResets: Bool) {
        self.options = options
        self.peakResets = peakResets
    }

    mutating func add(workload: any Workload, case name: String, implementation: Implementation, _ outcome: CellOutcome) {
        rows.append(Row(workload: workload, name: name, implementation: implementation, outcome: outcome))
    }

    func render() -> String {
        let header = ["workload", "case", "implementation", "median", "min – max", "peak RSS", "B/unit", "rope ÷ this", "check", "notes"]
        var lines: [[String]] = []
        var previous: Row?
        for row in rows {
            let first = previous.map { $0.workload.name != row.workload.name || $0.name != row.name } ?? true
            if first && previous != nil { lines.append([]) }
            lines.append([first ? row.workload.name : "", first ? row.name : "", row.implementation.rawValue] + cells(row))
            previous = row
        }
        return ([summary] + [""] + Self.align([header] + lines) + [""] + legend + derived).joined(separator: "\n")
    }

    private var summary: String {
        "text-bench: \(options.runs) runs per row, capped at \(Self.format(options.capSeconds)) s each "
            + "(a trace replayed for at least \(Self.format(options.minimumRunSeconds * 1000)) ms a run); "
            + "seed \(options.seed); generated documents of \(BenchOptions.format(megabytes: options.megabytes)) MB; "
            + "\(ProcessInfo.processInfo.activeProcessorCount) CPUs"
    }

    private func cells(_ row: Row) -> [String] {
        switch row.outcome {
        case .notApplicable:
            return ["n/a", "", "", "", "", "", "no equivalent"]
        case let .failed(reason):
            return ["failed", "", "", "", "", "", reason]
        case let .measured(result):
            let scale = row.workload.unitScale
            let rates = result.rates.map { $0 / scale }
            let ratio = ropeResult(for: row).map { String(format: "%.2f×", $0.median / result.median) } ?? "-"
            let notes = result.isCapped
                ? "capped: \(Self.range(result.completed.map(Double.init), unit: "")) of \(Self.si(Double(result.operations))) per run"
                : ""
            return [
                "\(Self.si(result.median / scale)) \(row.workload.unit)/s",
                Self.range(rates, unit: ""),
                Self.mebibytes(result.peakBytes),
                result.bytesPerUnit.map { String(format: "%.2f", $0) } ?? "",
                ratio, result.check, notes,
            ]
        }
    }

    private func ropeResult(for row: Row) -> CellResult? {
        rows.first { $0.workload.name == row.workload.name && $0.name == row.name && $0.implementation == .rope }?.result
    }

    private var legend: [String] {
        [
            "median, min – max: rate over the runs. rope ÷ this: TextRope's median rate over this row's (above 1: TextRope is faster).",
            "c-api: TextRope through the exported C functions (te_rope_*, te_breaker_*); its rope ÷ this is the C API's cost.",
            peakResets
                ? "peak RSS: the row's own process while its runs were timed. B/unit: what the first load added, per UTF-16 code unit."
                : "peak RSS: the row's own process since it started (this kernel cannot reset VmHWM), setup included.",
            "check: ok = same text as expected (trace end content; otherwise the same operations on TextRope, marked ref);",
            "NSMutableString on Linux snaps edits to grapheme clusters, so it may legitimately differ on non-ASCII text.",
            "capped: runs stopped at --cap; the rate is what they reached over the operations shown.",
        ]
    }

    // Ratios the targets are stated in: random edits at the full size against 1 MB, and loading
    // against reading into a [UInt16].
    private var derived: [String] {
        var lines: [String] = []
        let randomEdits = rows.filter { $0.workload.name == "random-edits" && $0.implementation == .rope }
        if randomEdits.count == 2, let small = randomEdits[0].result, let large = randomEdits[1].result {
            lines.append(String(
                format: "random-edits: TextRope at %@ runs at %.2f× its %@ rate.", randomEdits[1].name,
                large.median / small.median, randomEdits[0].name))
        }
        for workload in ["keystrokes", "wrapper"] {
            let pair = rows.filter { $0.workload.name == workload && !$0.name.hasSuffix("notifications") }
            if pair.count == 2, let small = pair[0].result, let large = pair[1].result {
                lines.append(String(
                    format: "%@: at %@ the rate is %.2f× the %@ rate.", workload, pair[1].name, large.median / small.median,
                    pair[0].name))
            }
        }
        // Typing through the bound wrapper against typing into the bare field, size by size.
        let keystrokes = rows.filter { $0.workload.name == "keystrokes" && !$0.name.hasSuffix("notifications") }
        for wrapper in rows where wrapper.workload.name == "wrapper" {
            if let typed = wrapper.result, let bare = keystrokes.first(where: { $0.name == wrapper.name })?.result {
                lines.append(String(
                    format: "wrapper: typing at %@ runs at %.2f× the keystrokes rate (a bare TextField).", wrapper.name,
                    typed.median / bare.median))
            }
        }
        let load = rows.filter { $0.workload.name == "load" }
        if let rope = load.first(where: { $0.implementation == .rope })?.result,
            let array = load.first(where: { $0.implementation == .unitArray })?.result
        {
            lines.append(String(format: "load: TextRope takes %.2f× the time of reading into a [UInt16].", array.median / rope.median))
        }
        // What a random edit in the generated document takes beyond one in 1 MB, in the loads of
        // the next line (measured in 1 MB and in the document's size, when that is larger).
        if randomEdits.count == 2, randomEdits[0].name == "1 MB", memoryLatency.count == 2,
            memoryLatency[1].bytes > memoryLatency[0].bytes, let small = randomEdits[0].result, let large = randomEdits[1].result
        {
            let extra = 1e9 / large.median - 1e9 / small.median
            let load = memoryLatency[1].nanoseconds - memoryLatency[0].nanoseconds
            if load > 0 {
                lines.append(String(
                    format: "random-edits: an edit at %@ takes %.0f ns more than at 1 MB: %.2f of the loads below.",
                    randomEdits[1].name, extra, extra / load))
            }
        }
        if !memoryLatency.isEmpty {
            let figures = memoryLatency.map { String(format: "%.0f ns in %g MB", $0.nanoseconds, Double($0.bytes) / 1e6) }
            lines.append(
                "memory: a load at a random place that waits for the one before it (a pointer chase, 2 MiB pages) takes "
                    + figures.joined(separator: " and ") + ".")
        }
        return lines
    }

    private static func align(_ lines: [[String]]) -> [String] {
        let columns = lines.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in lines.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return lines.map { line in
            line.enumerated().map { column, cell in
                cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").replacingOccurrences(of: " +$", with: "", options: .regularExpression)
        }
    }

    private static func range(_ values: [Double], unit: String) -> String {
        "\(si(values.min() ?? 0))–\(si(values.max() ?? 0))\(unit)"
    }

    /// 3 significant digits with an SI prefix: 31.2M, 812k, 4.05, 0.512.
    static func si(_ value: Double) -> String {
        let prefixes: [(Double, String)] = [(1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")]
        let (scale, prefix) = prefixes.first { value >= $0.0 } ?? (1, "")
        let scaled = value / scale
        let digits = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2
        return String(format: "%.\(digits)f", scaled) + prefix
    }

    private static func format(_ seconds: Double) -> String { si(seconds) }

    private static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return String(format: value >= 100 ? "%.0f MiB" : "%.1f MiB", value)
    }
}
