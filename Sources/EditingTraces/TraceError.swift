/// Why an editing trace could not be loaded. Each case names the trace (its path, or the name it
/// was given) and, for content errors, where in the JSON the problem is, e.g. `txns[3].patches[0]`.
public enum TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read.
    case unreadable(trace: String, reason: String)
    /// The file is not gzip-compressed (traces are stored compressed) or its compressed data is
    /// corrupt.
    case notGzip(trace: String, reason: String)
    /// The JSON is invalid or lacks the trace format at `location`.
    case malformed(trace: String, location: String, expected: String)
    /// A patch starts or deletes past the end of the text it applies to (in Unicode scalars).
    case patchOutOfBounds(trace: String, location: String, position: Int, deleted: Int, scalarCount: Int)

    public var description: String {
        switch self {
        case let .unreadable(trace, reason):
            return "\(trace): cannot read: \(reason)"
        case let .notGzip(trace, reason):
            return "\(trace): not a gzip-compressed trace: \(reason)"
        case let .malformed(trace, location, expected):
            return "\(trace): \(location): expected \(expected)"
        case let .patchOutOfBounds(trace, location, position, deleted, scalarCount):
            return "\(trace): \(location): patch [\(position), \(deleted)] is out of bounds for \(scalarCount) scalars"
        }
    }
}
