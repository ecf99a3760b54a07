/// A reference to a value owned elsewhere: reading goes to its source of truth, writing changes
/// it (SwiftUI's `Binding`). Make one with `$state`, ``init(get:set:)``, ``constant(_:)``, or
/// derive one from another with a key path (`$person.name`) or ``map(get:set:)``.
///
/// A write made while a host updates (inside `makeView`, `updateView`, `dismantleView`, or the
/// host's body) is not performed then: it is deferred to the host's next pass and counted in
/// ``RepresentableHost/deferredWriteCount``, which is what SwiftUI's "Modifying state during view
/// update" warning is about.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// The transaction writes through this binding carry, if any.
    public let transaction: Transaction?

    /// A binding that calls `get` to read and `set` to write.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, transaction: nil)
    }

    private init(get: @escaping () -> Value, set: @escaping (Value) -> Void, transaction: Transaction?) {
        getter = get
        setter = set
        self.transaction = transaction
    }

    /// A binding that can be passed on as `$binding` from a `@Binding` property.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value, read from or written to the source of truth.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so that `@Binding var text` gives `$text`.
    public var projectedValue: Binding<Value> { self }

    /// The same binding, whose writes carry `transaction` into the updates they cause.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: getter, set: setter, transaction: transaction)
    }

    /// The same binding, whose writes ask for `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    private func write(_ newValue: Value) {
        if UpdateTracking.isUpdating {
            let setter = setter
            let transaction = transaction
            UpdateTracking.deferWrite("Binding<\(Value.self)>") {
                if let transaction {
                    withTransaction(transaction) { setter(newValue) }
                } else {
                    setter(newValue)
                }
            }
        } else if let transaction {
            withTransaction(transaction) { setter(newValue) }
        } else {
            setter(newValue)
        }
    }
}
