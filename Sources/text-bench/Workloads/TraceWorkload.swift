import EditingTraces
import TextRope

/// Replays each editing trace of `--traces` (converted to UTF-16 before timing), in edits per
/// second, and checks the final text against the trace's end content. A run replays the trace
/// as many times as `--min-time` takes (at least once), each time from the start text, timing
/// the replays only.
struct TraceWorkload: Workload {
    let name = "traces"
    let unit = "edits"

    func cases(_ context: BenchContext) throws -> [String] {
        let files = try EditingTrace.files(in: context.options.traces)
        guard !files.isEmpty else {
            throw BenchError.io(path: context.options.traces, reason: "no *.json.gz traces here (see --traces)")
        }
        return files.map(EditingTrace.name(ofFile:))
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let trace = try EditingTrace(contentsOfFile: "\(context.options.traces)/\(name).json.gz")
        return try implementation.visit(Replay(trace: trace, context: context))
    }

    private struct Replay: ImplementationVisitor {
        let trace: EditingTrace
        let context: BenchContext

        func visit<Text: BenchText>(_ type: Text.Type) throws -> CellResult {
            let edits = trace.preparedEdits(for: Text.self)
            var series = context.runSeries()
            var result: Text?
            let minimum = Duration.seconds(context.options.minimumRunSeconds)
            try context.forEachRun {
                try series.time(operations: edits.count, repeatingFor: minimum) { stopwatch in
                    result = nil
                    var text: Text = trace.startText()
                    let done = try stopwatch.measure { deadline in try edits.apply(to: &text, until: deadline) }
                    result = text
                    return done
                }
            }
            guard let result else { return series.result(check: "-") }
            return series.result(check: try trace.check(result, applied: series.lastCompleted).label)
        }
    }
}
