import Foundation

/// The parent process: prepares the inputs, measures every (workload row, implementation) cell
/// in a child process of its own, so that each cell's peak memory is its own, with the
/// implementations of a row taking turns run by run (`RunTurns`), and prints the table.
struct Runner {
    let options: BenchOptions

    func run() throws {
        let scratch = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // A child that dies between turns must not take the parent with it.
        signal(SIGPIPE, SIG_IGN)
        let context = BenchContext(options: options, scratch: scratch)
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var table = ResultTable(options: options, peakResets: ProcessMemory.resetPeak())
        for workload in options.workloads.compactMap(Workloads.named) {
            for name in try workload.cases(context) {
                let measured = try workload.implementations.filter { try workload.measures(name, $0) }
                let outcomes = measureTakingTurns(executable, workload, name, measured, scratch)
                for implementation in workload.implementations {
                    table.add(workload: workload, case: name, implementation: implementation, outcomes[implementation] ?? .notApplicable)
                }
            }
        }
        if options.workloads.contains(where: { ["random-edits", "boundaries"].contains($0) }) {
            table.memoryLatency = measureMemoryLatency()
        }
        print(table.render())
    }

    // At 1 MB and at the size of the generated document's UTF-16 units, which random edits and
    // boundary queries read at random offsets.
    private func measureMemoryLatency() -> [(bytes: Int, nanoseconds: Double)] {
        [1_000_000, Int(options.megabytes * 2e6)].compactMap { bytes in
            MemoryLatency.nanosecondsPerLoad(bytes: bytes, seed: options.seed).map { (bytes, $0) }
        }
    }

    private func measureTakingTurns(
        _ executable: String, _ workload: any Workload, _ name: String, _ implementations: [Implementation], _ scratch: String
    ) -> [Implementation: CellOutcome] {
        var outcomes: [Implementation: CellOutcome] = [:]
        var children: [RunTurns.Child] = []
        for implementation in implementations {
            let arguments =
                ["--cell", workload.name, name, implementation.rawValue, "--scratch", scratch, "--stepped"] + options.childArguments
            do {
                children.append(try RunTurns.Child(executable, arguments: arguments, implementation: implementation))
            } catch {
                outcomes[implementation] = .failed("cannot start \(executable): \(error)")
            }
        }
        for run in 1...options.runs {
            for child in children where !child.isDone {
                log("\(workload.name) \(name) \(child.implementation.rawValue) run \(run)/\(options.runs)…")
                child.takeTurn()
            }
        }
        for child in children { outcomes[child.implementation] = child.finish() }
        return outcomes
    }

    private func makeScratchDirectory() throws -> String {
        var template = Array("\(NSTemporaryDirectory())/text-bench-XXXXXX".utf8CString)
        guard let path = mkdtemp(&template) else {
            throw BenchError.io(path: NSTemporaryDirectory(), reason: "cannot create a scratch directory")
        }
        return String(cString: path)
    }
}

/// The child process: measures one cell and writes its result as JSON on standard output.
struct CellRunner {
    let options: BenchOptions

    func run(workload workloadName: String, case name: String, implementation implementationName: String) throws {
        guard let workload = Workloads.named(workloadName) else { throw BenchError.cell("unknown workload \(workloadName)") }
        guard let implementation = Implementation(rawValue: implementationName) else {
            throw BenchError.cell("unknown implementation \(implementationName)")
        }
        guard let scratch = options.scratch else { throw BenchError.usage("--cell needs --scratch") }
        let context = BenchContext(options: options, scratch: scratch)
        let result = try workload.measure(name, implementation, context)
        FileHandle.standardOutput.write(try JSONEncoder().encode(result))
    }
}

/// Progress goes to standard error, so that standard output holds only the table.
func log(_ message: String) {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
}
