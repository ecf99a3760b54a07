/// A representable with a modifier applied: the environment it sees changed, a hook called after
/// each update (``ViewRepresentable/introspect(_:)``), or an explicit identity
/// (``ViewRepresentable/id(_:)``). It makes, updates and dismantles exactly what its content does.
public struct ModifiedRepresentable<Content: ViewRepresentable>: ViewRepresentable {
    public typealias ViewType = Content.ViewType
    public typealias Coordinator = Content.Coordinator

    /// The modified representable.
    public let content: Content
    let environmentTransform: ((inout EnvironmentValues) -> Void)?
    let afterUpdate: ((ViewType) -> Void)?
    let identity: AnyHashable?

    init(
        content: Content, environment: ((inout EnvironmentValues) -> Void)? = nil,
        afterUpdate: ((ViewType) -> Void)? = nil, identity: AnyHashable? = nil
    ) {
        self.content = content
        self.environmentTransform = environment
        self.afterUpdate = afterUpdate
        self.identity = identity
    }

    public func makeCoordinator() -> Coordinator { content.makeCoordinator() }

    public func makeView(context: Context) -> ViewType {
        content.makeView(context: modified(context))
    }

    public func updateView(_ view: ViewType, context: Context) {
        content.updateView(view, context: modified(context))
        afterUpdate?(view)
    }

    public static func dismantleView(_ view: ViewType, coordinator: Coordinator) {
        Content.dismantleView(view, coordinator: coordinator)
    }

    private func modified(_ context: Context) -> Context {
        guard let environmentTransform else { return context }
        var result = context
        environmentTransform(&result.environment)
        return result
    }
}

/// A representable that may carry an identity: when it changes, the host dismantles the view and
/// makes a new one (with a new coordinator).
protocol IdentifiedRepresentable {
    var representableIdentity: AnyHashable? { get }
}

extension ModifiedRepresentable: IdentifiedRepresentable {
    var representableIdentity: AnyHashable? {
        if let identity { return identity }
        guard Content.self is any IdentifiedRepresentable.Type else { return nil }
        return (content as? any IdentifiedRepresentable)?.representableIdentity
    }
}
