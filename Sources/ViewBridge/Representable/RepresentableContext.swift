/// What a representable is given in `makeView` and `updateView`: its coordinator, the
/// environment, and the transaction of the change that caused the update.
public struct RepresentableContext<Coordinator> {
    /// The coordinator made by `makeCoordinator()`, the same for the view's whole life.
    public let coordinator: Coordinator
    /// The environment, after the modifiers between the host and this representable.
    public internal(set) var environment: EnvironmentValues
    /// The transaction of the state change that caused this update (empty for other causes).
    public let transaction: Transaction
    // What `afterUpdate` calls; the host's, the same for all its updates.
    let enqueue: (@escaping () -> Void) -> Void

    init(
        coordinator: Coordinator, environment: EnvironmentValues, transaction: Transaction,
        enqueue: @escaping (@escaping () -> Void) -> Void
    ) {
        self.coordinator = coordinator
        self.environment = environment
        self.transaction = transaction
        self.enqueue = enqueue
    }

    /// Runs `action` once this update is over, outside any update, in the host's next pass of the
    /// same tick: the deterministic replacement for `DispatchQueue.main.async` in representables
    /// (e.g. to call `becomeFirstResponder()` or to write a binding). Not counted as a deferred
    /// write.
    public func afterUpdate(_ action: @escaping () -> Void) {
        enqueue(action)
    }
}
