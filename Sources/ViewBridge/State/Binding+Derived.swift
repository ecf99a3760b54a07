// Bindings derived from another: they read through it and write back through it, so the source of
// truth, the dependency tracking and the deferral of writes during updates stay those of the base.
extension Binding {
    /// A binding to a part of the value: `$person.name`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        map(get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A binding that presents the value through `get` and writes a new value by letting `set`
    /// change a copy of the current one, which is then written to this binding. A `set` that
    /// transforms (uppercases, truncates) makes the source of truth differ from what was written:
    /// the views bound to it are brought back in line at their next update.
    public func map<Subject>(
        get: @escaping (Value) -> Subject, set: @escaping (inout Value, Subject) -> Void
    ) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            get: { get(base.wrappedValue) },
            set: { newValue in
                var value = base.wrappedValue
                set(&value, newValue)
                base.wrappedValue = value
            })
    }
}
