/// Something a ``RepresentableHost`` noticed that a correct representable avoids; tests assert on
/// these, and an app may log them.
public enum HostDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// State (or a binding) was written during an update; the write was deferred to the host's
    /// next pass instead of re-entering the update. The value names what was written, e.g.
    /// `State<String>` or `Binding<Bool>`.
    case deferredWrite(String)
    /// A tick stopped after this many passes with work still pending (a representable whose
    /// updates keep changing state); the rest waits for the next tick.
    case passLimitReached(Int)
    /// `mount`, `unmount`, `update` or `tick` was called during an update of the same host and
    /// ignored.
    case reentrantCall(String)

    /// One line saying what happened, e.g. `tick called during an update; ignored`.
    public var description: String {
        switch self {
        case .deferredWrite(let what): "\(what) written during an update; deferred to the next pass"
        case .passLimitReached(let passes): "tick stopped after \(passes) passes with updates still pending"
        case .reentrantCall(let call): "\(call) called during an update; ignored"
        }
    }
}

/// How many times a host has called each lifecycle step.
public struct LifecycleCounts: Hashable, Sendable, CustomStringConvertible {
    /// Calls of `makeCoordinator()`.
    public var makeCoordinator = 0
    /// Calls of `makeView(context:)` (one per view identity).
    public var makeView = 0
    /// Calls of `updateView(_:context:)`.
    public var updateView = 0
    /// Calls of `dismantleView(_:coordinator:)`.
    public var dismantleView = 0

    /// Counts starting at the given numbers of calls (all 0 by default).
    public init(makeCoordinator: Int = 0, makeView: Int = 0, updateView: Int = 0, dismantleView: Int = 0) {
        self.makeCoordinator = makeCoordinator
        self.makeView = makeView
        self.updateView = updateView
        self.dismantleView = dismantleView
    }

    /// Each step's name followed by its count, on one line.
    public var description: String {
        "makeCoordinator \(makeCoordinator) makeView \(makeView) updateView \(updateView) dismantleView \(dismantleView)"
    }
}
