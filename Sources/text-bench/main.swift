import Foundation

// text-bench: TextRope (also through its C API, the c-api row) against CFMutableString,
// NSMutableString, String and [UInt16]; see BenchOptions.usage and Docs/Benchmarks.md. Always run as
// `swift run -c release text-bench`.
do {
    let options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(BenchOptions.usage)
    } else if let cell = options.cell {
        try CellRunner(options: options).run(workload: cell.workload, case: cell.name, implementation: cell.implementation)
    } else {
        try Runner(options: options).run()
    }
} catch let error as BenchError {
    log("text-bench: error: \(error)")
    if case .usage = error { log(BenchOptions.usage) }
    exit(2)
} catch {
    log("text-bench: error: \(error)")
    exit(1)
}
