import TextControls

// Chainable modifiers, SwiftUI-style. Environment modifiers apply to the representable they are
// called on (and whatever it wraps); `then` edits a copy of the value itself.
extension ViewRepresentable {
    /// This representable with the environment value at `keyPath` set to `value`.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    ) -> ModifiedRepresentable<Self> {
        ModifiedRepresentable(content: self, environment: { $0[keyPath: keyPath] = value })
    }

    /// Disables user interaction when `disabled` is true, through the environment's `isEnabled`
    /// (an outer `disabled(true)` cannot be undone by an inner `disabled(false)`).
    public func disabled(_ disabled: Bool = true) -> ModifiedRepresentable<Self> {
        ModifiedRepresentable(content: self, environment: { $0.isEnabled = $0.isEnabled && !disabled })
    }

    /// Sets the environment's font.
    public func font(_ font: Font?) -> ModifiedRepresentable<Self> {
        environment(\.font, font)
    }

    /// Sets the environment's text color.
    public func foregroundColor(_ color: Color?) -> ModifiedRepresentable<Self> {
        environment(\.foregroundColor, color)
    }

    /// Calls `body` with the view after every update (after `makeView` too): the Introspect
    /// library's hook, to reach a property no wrapper setting covers, e.g.
    /// `.introspect { (field: TextField) in field.clearButtonMode = .whileEditing }`.
    public func introspect(_ body: @escaping (ViewType) -> Void) -> ModifiedRepresentable<Self> {
        ModifiedRepresentable(content: self, afterUpdate: body)
    }

    /// Gives the view an identity: when a later update carries another one, the host dismantles
    /// the view and makes a new one (and a new coordinator), like SwiftUI's `.id(_:)`.
    public func id<ID: Hashable>(_ id: ID) -> ModifiedRepresentable<Self> {
        ModifiedRepresentable(content: self, identity: AnyHashable(id))
    }

    /// A copy of this value changed by `body`: the helper for modifiers that return `Self`,
    /// e.g. `func foregroundColor(_ c: Color?) -> Self { then { $0.textColor = c } }`.
    public func then(_ body: (inout Self) -> Void) -> Self {
        var copy = self
        body(&copy)
        return copy
    }
}
