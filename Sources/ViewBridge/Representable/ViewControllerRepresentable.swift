/// The controller-flavoured representable (the headless `UIViewControllerRepresentable`): the same
/// lifecycle as ``ViewRepresentable`` with controller names. Host one as a view representable,
/// e.g. `RepresentableHost { SafariView(url: url) }` for the `SafariView` of
/// Examples/BridgeExamples, which shows a page in a headless web page controller.
public protocol ViewControllerRepresentable {
    /// The controller object this value manages.
    associatedtype ViewControllerType: AnyObject
    /// The object that lives as long as the controller; `Void` when none is needed.
    associatedtype Coordinator = Void
    typealias Context = RepresentableContext<Coordinator>

    /// Creates the coordinator, once per identity, before ``makeViewController(context:)``.
    func makeCoordinator() -> Coordinator
    /// Creates the controller, once per identity.
    func makeViewController(context: Context) -> ViewControllerType
    /// Brings the controller in line with this value; runs after `makeViewController` and on
    /// every change of its inputs.
    func updateViewController(_ viewController: ViewControllerType, context: Context)
    /// Cleans up a controller that is being removed. The default does nothing.
    static func dismantleViewController(_ viewController: ViewControllerType, coordinator: Coordinator)
}

extension ViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension ViewControllerRepresentable {
    public static func dismantleViewController(_ viewController: ViewControllerType, coordinator: Coordinator) {}

    /// This controller representable as a ``ViewRepresentable``, to apply view modifiers to it.
    public var representation: ControllerRepresentation<Self> { ControllerRepresentation(content: self) }
}

/// A ``ViewControllerRepresentable`` seen as a ``ViewRepresentable``: each step forwards to the
/// controller-named one.
public struct ControllerRepresentation<Content: ViewControllerRepresentable>: ViewRepresentable {
    public typealias ViewType = Content.ViewControllerType
    public typealias Coordinator = Content.Coordinator

    /// The controller representable.
    public let content: Content

    public func makeCoordinator() -> Coordinator { content.makeCoordinator() }

    public func makeView(context: Context) -> ViewType { content.makeViewController(context: context) }

    public func updateView(_ view: ViewType, context: Context) {
        content.updateViewController(view, context: context)
    }

    public static func dismantleView(_ view: ViewType, coordinator: Coordinator) {
        Content.dismantleViewController(view, coordinator: coordinator)
    }
}
