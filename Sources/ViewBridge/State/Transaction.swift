/// The context of a state change, carried into the update it causes: a representable reads it
/// from ``RepresentableContext/transaction`` (SwiftUI's `Transaction`).
///
/// Set one around state writes with ``withTransaction(_:_:)`` or ``withAnimation(_:_:)``, or
/// attach one to a binding with ``Binding/transaction(_:)``. The update that follows sees the
/// transaction of the latest write before it; later updates see an empty one again.
public struct Transaction: Hashable, Sendable {
    /// The animation the change asks for; `nil` for none.
    public var animation: Animation?
    /// Whether the views should apply the change without animating, whatever ``animation`` says.
    public var disablesAnimations: Bool

    /// A transaction asking for `animation` (none by default).
    public init(animation: Animation? = nil, disablesAnimations: Bool = false) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }
}

/// A named animation curve. Headless: only the name and duration, for a view to read back.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name, e.g. `easeInOut`.
    public var name: String
    /// The duration in seconds.
    public var duration: Double

    /// The curve `name` lasting `duration` seconds.
    public init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    /// The curve ``withAnimation(_:_:)`` uses unless given one: `default`, 0.35 seconds.
    public static let `default` = Animation(name: "default", duration: 0.35)
    /// An ease-in-out curve lasting 0.35 seconds.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)

    /// A linear curve lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(name: "linear", duration: duration)
    }

    /// The name and the duration in seconds, e.g. `easeInOut(0.35)`.
    public var description: String { "\(name)(\(duration))" }
}

/// Runs `body` (which writes state) so that the updates its writes cause see `transaction`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try UpdateTracking.withTransaction(transaction, body)
}

/// Runs `body` (which writes state) so that the updates its writes cause see `animation`.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}
