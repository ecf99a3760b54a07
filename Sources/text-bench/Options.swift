import Foundation

/// The command line: `text-bench [workload…] [--traces DIR] [--size MB] [--seed N] [--runs N]
/// [--cap SECONDS] [--min-time SECONDS]`. The parent passes the same options to each child, plus
/// the hidden `--cell WORKLOAD CASE IMPLEMENTATION`, `--scratch DIR` and `--stepped` (see
/// `RunTurns`).
struct BenchOptions {
    var workloads: [String] = Workloads.all.map(\.name)
    var traces = BenchOptions.defaultTraces
    var megabytes = 100.0
    var seed: UInt64 = 1
    var runs = 5
    var capSeconds = 5.0
    var minimumRunSeconds = 0.02
    var cell: (workload: String, name: String, implementation: String)?
    var scratch: String?
    var stepped = false
    var help = false

    static let usage = """
        usage: swift run -c release text-bench [workload…] [options]
          workloads: \(Workloads.all.map(\.name).joined(separator: " ")) (default: all)
          --traces DIR     editing traces, *.json.gz (default: Fixtures/traces of this checkout)
          --size MB        size of the generated document, in 10^6 bytes of UTF-8 (default 100)
          --seed N         seed of every random choice (default 1)
          --runs N         timed runs per row; the table shows their median and range (default 5)
          --cap SECONDS    stop a run after this long and report the rate it reached (default 5)
          --min-time SECONDS
                           a run of a trace replays it until this long has been timed (default 0.02)
        """

    // Fixtures/traces, found from this source file, for runs from the checkout (`swift run`).
    private static let defaultTraces = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/traces").path

    init(arguments: [String]) throws(BenchError) {
        var rest = arguments[...]
        var named: [String] = []
        func value(_ option: String) throws(BenchError) -> String {
            guard let value = rest.popFirst() else { throw .usage("\(option) needs a value") }
            return value
        }
        func number<T: LosslessStringConvertible>(
            _ option: String, _ requirement: String, _ isValid: (T) -> Bool = { _ in true }
        ) throws(BenchError) -> T {
            let text = try value(option)
            guard let number = T(text), isValid(number) else { throw .usage("\(option) needs \(requirement), not \(text)") }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--traces": traces = try value(argument)
            case "--size": megabytes = try number(argument, "a number above 0") { $0 > 0 && $0 < 1e6 }
            case "--seed": seed = try number(argument, "an integer from 0 to 2^64-1")
            case "--runs": runs = try number(argument, "a whole number above 0") { $0 > 0 }
            case "--cap": capSeconds = try number(argument, "a number of seconds above 0") { $0 > 0 && $0 < 1e6 }
            case "--min-time": minimumRunSeconds = try number(argument, "a number of seconds from 0") { $0 >= 0 && $0 < 1e6 }
            case "--scratch": scratch = try value(argument)
            case "--stepped": stepped = true
            case "--cell": cell = (try value(argument), try value(argument), try value(argument))
            case "--help", "-h": help = true
            default:
                guard !argument.hasPrefix("-") else { throw .usage("unknown option \(argument)") }
                guard Workloads.named(argument) != nil else {
                    throw .usage("unknown workload \(argument); workloads: \(Workloads.all.map(\.name).joined(separator: ", "))")
                }
                named.append(argument)
            }
        }
        if !named.isEmpty { workloads = named }
    }

    /// The options a child needs to measure what the parent would.
    var childArguments: [String] {
        [
            "--traces", traces, "--size", "\(megabytes)", "--seed", "\(seed)", "--runs", "\(runs)", "--cap", "\(capSeconds)",
            "--min-time", "\(minimumRunSeconds)",
        ]
    }

    /// `100` for 100.0, `0.5` for 0.5.
    static func format(megabytes: Double) -> String {
        megabytes == megabytes.rounded() ? String(Int(megabytes)) : String(megabytes)
    }
}
