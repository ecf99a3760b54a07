/// The box behind a ``State``: its value and the hosts that depend on it.
///
/// A read during a host update records the dependency; a write during any update is deferred to
/// that host's next pass; any other write that changes the value tells the subscribed hosts,
/// which update at their next tick.
///
/// The value may be *lent* to the control that shows it (see ``lend(to:placeholder:reader:changed:)``):
/// the control then holds it and the storage reads it through the control, so that the control's
/// next edit changes its text in place instead of copying what a snapshot here would share.
final class StateStorage<Value>: StateSource {
    @exclusivity(unchecked) private var value: Value
    // Decides that a write changes nothing (so no host updates); nil: every write counts.
    private let isUnchanged: ((Value, Value) -> Bool)?
    @exclusivity(unchecked) private var subscribers: [StateSubscription] = []
    // While lent: who holds the value, and how to read it from them. Its identity only, not a weak
    // reference: an object that is weakly referenced pays for every retain and release of it, and
    // the lender is the synchronizer that every keystroke goes through.
    @exclusivity(unchecked) private var lenderID: ObjectIdentifier?
    @exclusivity(unchecked) private var lentValue: (() -> Value)?

    init(_ value: Value, isUnchanged: ((Value, Value) -> Bool)?) {
        self.value = value
        self.isUnchanged = isUnchanged
    }

    func read() -> Value {
        UpdateTracking.recordRead(self)
        return currentValue
    }

    /// The value without recording a dependency.
    var currentValue: Value {
        if let lentValue { return lentValue() }
        return value
    }

    /// What the storage itself holds: the value, or the placeholder while lent.
    var ownValue: Value { value }

    /// Whether `owner` may lend the value: nobody else holds it.
    func canLend(to owner: AnyObject) -> Bool {
        lentValue == nil || lenderID == ObjectIdentifier(owner)
    }

    /// Whether the value is lent to anyone.
    var isLent: Bool { lentValue != nil }

    /// Whether the value is lent to `owner`.
    func isLent(to owner: AnyObject) -> Bool {
        lentValue != nil && lenderID == ObjectIdentifier(owner)
    }

    /// Tells the subscribed hosts that the lender changed the value it holds, as a write does,
    /// with `transaction` (a binding's) if given. Call outside host updates, while lent.
    func lentValueDidChange(transaction: Transaction?) {
        if let transaction {
            withTransaction(transaction) { notifySubscribers() }
        } else {
            notifySubscribers()
        }
    }

    /// Lets `owner`, which holds the current value, keep it: from now on reads call `reader`, and
    /// the storage keeps only `placeholder`. `changed` says that the owner's value differs from
    /// the one before (the subscribed hosts are told, as for a write). Any write ends the loan.
    /// Call outside host updates, after ``canLend(to:)``.
    func lend(to owner: AnyObject, placeholder: Value, reader: @escaping () -> Value, changed: Bool) {
        if !isLent(to: owner) {
            lenderID = ObjectIdentifier(owner)
            lentValue = reader
        }
        value = placeholder
        if changed { notifySubscribers() }
    }

    /// Takes the value back from `owner` if it holds it (reading it once), so that the storage holds it again.
    func endLoan(from owner: AnyObject) {
        guard let lentValue, isLent(to: owner) else { return }
        value = lentValue()
        self.lentValue = nil
        lenderID = nil
    }

    func write(_ newValue: Value) {
        if UpdateTracking.isUpdating {
            UpdateTracking.deferWrite("State<\(Value.self)>") { [self] in write(newValue) }
            return
        }
        writeOutsideUpdate(newValue)
    }

    /// `write` when no host update is in progress on this thread.
    func writeOutsideUpdate(_ newValue: Value) {
        if let isUnchanged, isUnchanged(currentValue, newValue) { return }
        lentValue = nil
        lenderID = nil
        value = newValue
        notifySubscribers()
    }

    private func notifySubscribers() {
        guard !subscribers.isEmpty else { return }
        let transaction = UpdateTracking.currentTransaction ?? Transaction()
        for subscription in subscribers { subscription.stateDidChange(transaction: transaction) }
    }

    // A few hosts at most depend on one state: a list, searched in order, costs less than hashing.
    func subscribe(_ subscription: StateSubscription) {
        guard !hasSubscriber(subscription) else { return }
        subscribers.append(subscription)
    }

    func unsubscribe(_ subscription: StateSubscription) {
        subscribers.removeAll { $0 === subscription }
    }

    func hasSubscriber(_ subscription: StateSubscription) -> Bool {
        subscribers.contains { $0 === subscription }
    }

    /// The number of subscribed hosts (tests check that unmounting unsubscribes).
    var subscriberCount: Int { subscribers.count }
}
