import Foundation

/// The parent process: prepares the inputs, measures every (workload row, implementation) cell
/// in a child process of its own, so that each cell's peak memory is its own, and prints the
/// table.
struct Runner {
    let options: BenchOptions

    func run() throws {
        let scratch = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let context = BenchContext(options: options, scratch: scratch)
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var table = ResultTable(options: options, peakResets: ProcessMemory.resetPeak())
        for workload in options.workloads.compactMap(Workloads.named) {
            for name in try workload.cases(context) {
                for implementation in workload.implementations {
                    let outcome: CellOutcome
                    if try workload.measures(name, implementation) {
                        log("\(workload.name) \(name) \(implementation.rawValue)…")
                        outcome = measureInChild(executable, workload, name, implementation, scratch)
                    } else {
                        outcome = .notApplicable
                    }
                    table.add(workload: workload, case: name, implementation: implementation, outcome)
                }
            }
        }
        print(table.render())
    }

    private func measureInChild(
        _ executable: String, _ workload: any Workload, _ name: String, _ implementation: Implementation, _ scratch: String
    ) -> CellOutcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            ["--cell", workload.name, name, implementation.rawValue, "--scratch", scratch] + options.childArguments
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return .failed("cannot start \(executable): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return .failed("child \(process.terminationReason == .exit ? "exited with" : "killed by signal") \(process.terminationStatus)")
        }
        guard let result = try? JSONDecoder().decode(CellResult.self, from: data) else {
            return .failed("unreadable child output")
        }
        return .measured(result)
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
