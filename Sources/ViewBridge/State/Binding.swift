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
    private let source: Source
    /// The transaction writes through this binding carry, if any.
    public let transaction: Transaction?

    // Where reads and writes go. A `State`'s binding holds its storage: `$state` in a body that runs
    // on every update then allocates nothing (two closures over the storage did, each time).
    private enum Source {
        case state(StateStorage<Value>)
        case accessors(get: () -> Value, set: (Value) -> Void)
    }

    /// A binding that calls `get` to read and `set` to write.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(source: .accessors(get: get, set: set), transaction: nil)
    }

    /// A binding that reads and writes `storage`.
    init(storage: StateStorage<Value>) {
        self.init(source: .state(storage), transaction: nil)
    }

    private init(source: Source, transaction: Transaction?) {
        self.source = source
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
        get {
            switch source {
            case .state(let storage): storage.read()
            case .accessors(let get, _): get()
            }
        }
        nonmutating set { write(newValue) }
    }

    /// The binding itself, so that `@Binding var text` gives `$text`.
    public var projectedValue: Binding<Value> { self }

    /// The same binding, whose writes carry `transaction` into the updates they cause.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(source: source, transaction: transaction)
    }

    /// The same binding, whose writes ask for `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    private func write(_ newValue: Value) {
        if UpdateTracking.isUpdating {
            let source = source
            let transaction = transaction
            UpdateTracking.deferWrite("Binding<\(Value.self)>") {
                if let transaction {
                    withTransaction(transaction) { Self.write(newValue, to: source) }
                } else {
                    Self.write(newValue, to: source)
                }
            }
        } else if let transaction {
            withTransaction(transaction) { Self.write(newValue, to: source) }
        } else if case .state(let storage) = source {
            storage.writeOutsideUpdate(newValue)
        } else {
            Self.write(newValue, to: source)
        }
    }

    /// The state this binding reads and writes directly (made with `$state`), if any.
    var stateStorage: StateStorage<Value>? {
        if case .state(let storage) = source { return storage }
        return nil
    }

    /// Lends the bound state to `owner` (see ``StateStorage/lend(to:placeholder:reader:changed:)``)
    /// with this binding's transaction, when it is a state's binding, no host is updating and
    /// nobody else holds the state; returns false, doing nothing, otherwise.
    func lend(to owner: AnyObject, placeholder: Value, reader: @escaping () -> Value, changed: Bool) -> Bool {
        guard case .state(let storage) = source, !UpdateTracking.isUpdating, storage.canLend(to: owner) else { return false }
        if let transaction {
            withTransaction(transaction) { storage.lend(to: owner, placeholder: placeholder, reader: reader, changed: changed) }
        } else {
            storage.lend(to: owner, placeholder: placeholder, reader: reader, changed: changed)
        }
        return true
    }

    private static func write(_ newValue: Value, to source: Source) {
        switch source {
        case .state(let storage): storage.write(newValue)
        case .accessors(_, let set): set(newValue)
        }
    }
}
