/// A source of truth: a value that hosts depend on when they read it (SwiftUI's `@State`).
///
/// `State` is a property wrapper around shared storage, so a struct declaring `@State var name`
/// can be copied freely and every copy reads and writes the same value; `$name` is a ``Binding``
/// to it. Reading the value while a ``RepresentableHost`` updates makes that host update again
/// whenever the value changes. Writing it during an update is deferred to the host's next pass
/// (and counted in ``RepresentableHost/deferredWriteCount``); any other write takes effect at
/// once and the dependent hosts update at their next ``RepresentableHost/tick()``.
///
/// A write of an equal value (for `Equatable` values) changes nothing and updates no host. For a
/// `TextRope` "equal" means identical storage, an O(1) test, so that a large document is never
/// compared in full on a keystroke.
@propertyWrapper
public struct State<Value> {
    let storage: StateStorage<Value>

    /// State holding `wrappedValue`; every write updates the dependent hosts.
    public init(wrappedValue: Value) {
        storage = StateStorage(wrappedValue, isUnchanged: nil)
    }

    /// The current value. Reading it during a host update makes the host depend on it.
    public var wrappedValue: Value {
        get { storage.read() }
        nonmutating set { storage.write(newValue) }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> { Binding(storage: storage) }
}

extension State where Value: Equatable {
    /// State holding `wrappedValue`; writing an equal value updates no host.
    public init(wrappedValue: Value) {
        storage = StateStorage(wrappedValue, isUnchanged: ==)
    }
}

extension State where Value == TextRope {
    /// State holding a rope; writing a rope identical to the current one (shared storage, O(1))
    /// updates no host. Equal content in separate storage counts as a change.
    public init(wrappedValue: Value) {
        storage = StateStorage(wrappedValue, isUnchanged: { $0.isIdentical(to: $1) })
    }
}
