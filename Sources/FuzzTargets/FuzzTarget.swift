/// The fuzz targets of `text-fuzz`, runnable from libFuzzer and from tests (regression replays of
/// `Fixtures/fuzz/<target>/`).
public enum FuzzTarget: String, CaseIterable, Sendable {
    case rope
    case boundaries
    case field
    case capi
    case document
    case search
    case files
    case editor

    /// Decodes `data` into operations and runs them; returns the first divergence found.
    /// `trace`, if given, receives a description of every step (for `boundaries`, edits and
    /// queries; for `field`, actions and the delegate calls, events and edits they caused; for
    /// `search`, edits and searches with their expected matches; for `files`, the bytes), to follow
    /// a crash.
    public func run(_ data: [UInt8], trace: ((String) -> Void)? = nil) -> FuzzFailure? {
        var input = FuzzInput(data)
        do throws(FuzzFailure) {
            switch self {
            case .rope: try RopeFuzzer.run(&input)
            case .boundaries: try BoundaryFuzzer.run(&input, trace: trace)
            case .field: try FieldFuzzer.run(&input, trace: trace)
            case .capi: try CAPIFuzzer.run(&input, trace: trace)
            case .document: try DocumentFuzzer.run(&input, trace: trace)
            case .search: try SearchFuzzer.run(&input, trace: trace)
            case .files: try FileRoundTripFuzzer.run(&input, trace: trace)
            case .editor: try EditorFuzzer.run(&input, trace: trace)
            }
        } catch {
            return error
        }
        return nil
    }
}
