/// A value that describes an imperative object (a `TextField`, a `TextView`…) and keeps it in
/// line with declarative state: the headless `UIViewRepresentable`.
///
/// A ``RepresentableHost`` drives the lifecycle, exactly once each per view identity:
/// 1. ``makeCoordinator()``, before anything else: the object that lives as long as the view and
///    usually serves as its delegate, writing user changes back through bindings;
/// 2. ``makeView(context:)``: create and configure the view;
/// 3. ``updateView(_:context:)``: right after `makeView`, then whenever the state, the bindings it
///    reads or the environment change, and when the host is given new inputs. It may run often
///    with unchanged values, so it changes only the view properties that differ;
/// 4. ``dismantleView(_:coordinator:)`` when the view is removed: clear delegates, remove actions.
///
/// State written during any of these calls is deferred to the host's next pass rather than
/// re-entering the update.
public protocol ViewRepresentable {
    /// The imperative object this value manages.
    associatedtype ViewType: AnyObject
    /// The object that lives as long as the view; `Void` when none is needed.
    associatedtype Coordinator = Void
    typealias Context = RepresentableContext<Coordinator>

    /// Creates the coordinator, once per view identity, before ``makeView(context:)``.
    func makeCoordinator() -> Coordinator
    /// Creates the view, once per view identity.
    func makeView(context: Context) -> ViewType
    /// Brings the view in line with this value and `context.environment`.
    func updateView(_ view: ViewType, context: Context)
    /// Cleans up a view that is being removed. The default does nothing.
    static func dismantleView(_ view: ViewType, coordinator: Coordinator)
}

extension ViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension ViewRepresentable {
    public static func dismantleView(_ view: ViewType, coordinator: Coordinator) {}
}
