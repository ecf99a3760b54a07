/// Why text-bench could not run: bad arguments, unreadable inputs, failed cells.
enum BenchError: Error, CustomStringConvertible {
    case usage(String)
    case io(path: String, reason: String)
    case cell(String)

    var description: String {
        switch self {
        case let .usage(message): return message
        case let .io(path, reason): return "\(path): \(reason)"
        case let .cell(message): return message
        }
    }
}
