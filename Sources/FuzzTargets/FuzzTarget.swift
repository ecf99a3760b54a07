/// The fuzz targets of `text-fuzz`, runnable from libFuzzer and from tests (regression replays of
/// `Fixtures/fuzz/<target>/`).
public enum FuzzTarget: String, CaseIterable, Sendable {
    case rope

    /// Decodes `data` into operations and runs them; returns the first divergence found.
    public func run(_ data: [UInt8]) -> FuzzFailure? {
        var input = FuzzInput(data)
        do throws(FuzzFailure) {
            switch self {
            case .rope: try RopeFuzzer.run(&input)
            }
        } catch {
            return error
        }
        return nil
    }
}
