/// The box behind a ``State``: its value and the hosts that depend on it.
///
/// A read during a host update records the dependency; a write during any update is deferred to
/// that host's next pass; any other write that changes the value tells the subscribed hosts,
/// which update at their next tick.
final class StateStorage<Value>: StateSource {
    private var value: Value
    // Decides that a write changes nothing (so no host updates); nil: every write counts.
    private let isUnchanged: ((Value, Value) -> Bool)?
    private var subscribers: [ObjectIdentifier: WeakSubscriber] = [:]

    init(_ value: Value, isUnchanged: ((Value, Value) -> Bool)?) {
        self.value = value
        self.isUnchanged = isUnchanged
    }

    func read() -> Value {
        UpdateTracking.recordRead(self)
        return value
    }

    /// The value without recording a dependency.
    var currentValue: Value { value }

    func write(_ newValue: Value) {
        if UpdateTracking.isUpdating {
            UpdateTracking.deferWrite("State<\(Value.self)>") { [self] in write(newValue) }
            return
        }
        if let isUnchanged, isUnchanged(value, newValue) { return }
        value = newValue
        let transaction = UpdateTracking.currentTransaction ?? Transaction()
        var released = false
        for entry in subscribers.values {
            if let subscriber = entry.subscriber {
                subscriber.stateDidChange(transaction: transaction)
            } else {
                released = true
            }
        }
        if released { subscribers = subscribers.filter { $0.value.subscriber != nil } }
    }

    func subscribe(_ subscriber: StateSubscriber) {
        subscribers[ObjectIdentifier(subscriber)] = WeakSubscriber(subscriber: subscriber)
    }

    func unsubscribe(_ subscriber: StateSubscriber) {
        subscribers[ObjectIdentifier(subscriber)] = nil
    }

    func hasSubscriber(_ subscriber: StateSubscriber) -> Bool {
        subscribers[ObjectIdentifier(subscriber)]?.subscriber === subscriber
    }

    /// The number of live subscribed hosts (tests check that unmounting unsubscribes).
    var subscriberCount: Int {
        subscribers.values.filter { $0.subscriber != nil }.count
    }
}

private struct WeakSubscriber {
    weak var subscriber: StateSubscriber?
}
