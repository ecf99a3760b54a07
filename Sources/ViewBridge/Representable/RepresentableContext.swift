/// What a representable is given in `makeView` and `updateView`: its coordinator, the
/// environment, and the transaction of the change that caused the update.
public struct RepresentableContext<Coordinator> {
    /// The coordinator made by `makeCoordinator()`, the same for the view's whole life.
    public var coordinator: Coordinator { shared.coordinator }
    /// The environment, after the modifiers between the host and this representable.
    public internal(set) var environment: EnvironmentValues
    /// The transaction of the state change that caused this update (empty for other causes).
    public let transaction: Transaction
    // What every context of one mounted view holds: a context retains it, not the coordinator.
    let shared: Shared
    // What `afterUpdate` calls.
    var enqueue: (@escaping () -> Void) -> Void { shared.enqueue }

    init(shared: Shared, environment: EnvironmentValues, transaction: Transaction) {
        self.shared = shared
        self.environment = environment
        self.transaction = transaction
    }

    /// Runs `action` once this update is over, outside any update, in the host's next pass of the
    /// same tick: the deterministic replacement for `DispatchQueue.main.async` in representables
    /// (e.g. to call `becomeFirstResponder()` or to write a binding). Not counted as a deferred
    /// write.
    public func afterUpdate(_ action: @escaping () -> Void) {
        shared.enqueue(action)
    }
}

extension RepresentableContext {
    // The coordinator and the host's queue, made once per mounted view. A coordinator is usually
    // weakly referenced (it is its view's delegate), and every retain of such an object takes the
    // slow path: a context made for each update retains this box instead.
    final class Shared {
        let coordinator: Coordinator
        // What `afterUpdate` calls; the host's, the same for all its updates.
        let enqueue: (@escaping () -> Void) -> Void

        init(coordinator: Coordinator, enqueue: @escaping (@escaping () -> Void) -> Void) {
            self.coordinator = coordinator
            self.enqueue = enqueue
        }
    }
}
