/// Mounts one representable and drives its lifecycle: the headless stand-in for the part of
/// SwiftUI that owns a `UIViewRepresentable`.
///
/// The host is built with a *body*, a closure that produces the representable from current state
/// (SwiftUI's `var body`). ``mount()`` calls `makeCoordinator`, `makeView` and `updateView`.
/// After that the host updates the view (body, then `updateView`) at its next ``tick()`` whenever
/// something it depends on changed:
/// - a ``State`` read by the body or by `updateView` (directly or through a ``Binding``),
/// - its ``environment``,
/// - its body, replaced with ``setBody(_:)`` (new inputs: an update, not a new view),
/// - ``setNeedsUpdate()``.
/// A body whose value carries another identity (``ViewRepresentable/id(_:)``) gets its view
/// dismantled and a new one made. ``unmount()`` dismantles the view. Each step runs exactly once
/// per view identity except `updateView`.
///
/// State written during an update is never applied inside it: the write runs in the host's next
/// pass and is counted (``deferredWriteCount``, ``diagnostics``). A tick runs passes (deferred work,
/// then an update if needed) until nothing is pending, at most ``maximumPassesPerTick``, so a
/// representable that keeps changing state during its updates cannot loop forever. Nothing runs on
/// a timer: the owner calls `tick()` (a REPL after each command, a test after each action).
///
/// A host is used from one thread at a time, like the models it drives.
public final class RepresentableHost<Content: ViewRepresentable> {
    /// The representable value of the latest update; nil while unmounted.
    @exclusivity(unchecked) public internal(set) var content: Content?
    /// The view made by `makeView`; nil while unmounted.
    public var view: Content.ViewType? { mounted?.view }
    /// The coordinator made by `makeCoordinator`; nil while unmounted.
    public var coordinator: Content.Coordinator? { mounted?.context.coordinator }
    /// How many times each lifecycle step ran.
    @exclusivity(unchecked) public internal(set) var lifecycle = LifecycleCounts()
    /// The environment handed to the representable; changing it updates the view at the next tick.
    @exclusivity(unchecked) public var environment: EnvironmentValues {
        didSet { setNeedsUpdate() }
    }
    /// The most passes one ``tick()`` runs before it stops and reports ``HostDiagnostic/passLimitReached(_:)``.
    @exclusivity(unchecked) public var maximumPassesPerTick = 16
    /// How many state or binding writes made during an update were deferred.
    @exclusivity(unchecked) public internal(set) var deferredWriteCount = 0
    /// What the host noticed, oldest first.
    public internal(set) var diagnostics: [HostDiagnostic] = []
    /// Whether an update is due at the next tick.
    public internal(set) var needsUpdate: Bool {
        get { subscription.isUpdateDue }
        set { subscription.isUpdateDue = newValue }
    }
    /// Whether the host is inside an update (body, make, update or dismantle) right now.
    @exclusivity(unchecked) public internal(set) var isUpdating = false

    // The host's own state skips dynamic exclusivity checks (a keystroke's update made dozens of
    // them): a host is used from one thread, and no access to it is held across a call out.
    @exclusivity(unchecked) var body: () -> Content
    @exclusivity(unchecked) var pendingWork: [() -> Void] = []
    // Marks the update as due when a state it depends on changes, with the change's transaction.
    let subscription = StateSubscription()
    @exclusivity(unchecked) var subscribedSources: [any StateSource] = []
    // The scope of this host's updates, kept between them (with the sources of the latest one).
    let updateScope = UpdateScope()
    // Hands `afterUpdate` actions to the next pass; made once, not for every update's context.
    @exclusivity(unchecked) var enqueue: (@escaping () -> Void) -> Void = { _ in }
    @exclusivity(unchecked) var mountedIdentity: AnyHashable?
    // The view and coordinator while mounted, in one box that an update retains instead of them.
    @exclusivity(unchecked) var mounted: MountedView<Content.ViewType, Content.Coordinator>?
    // Whether the body's values can carry an identity at all (checked once, not per update).
    let carriesIdentity = Content.self is any IdentifiedRepresentable.Type

    /// A host for the representable `body` produces; nothing is made until ``mount()``.
    public init(environment: EnvironmentValues = EnvironmentValues(), _ body: @escaping () -> Content) {
        self.environment = environment
        self.body = body
        updateScope.host = self
        enqueue = { [weak self] action in self?.pendingWork.append(action) }
    }

    // A host released while mounted still dismantles its view, so that delegates and actions
    // do not outlive it.
    deinit {
        for source in subscribedSources { source.unsubscribe(subscription) }
        if let mounted {
            Content.dismantleView(mounted.view, coordinator: mounted.context.coordinator)
        }
    }

    /// Whether a view is mounted.
    public var isMounted: Bool { mounted != nil }

    /// Whether a tick would do nothing: no deferred work and no update due.
    public var isIdle: Bool { pendingWork.isEmpty && !(needsUpdate && isMounted) }

    /// Makes the coordinator and the view, updates it, then ticks until idle. Does nothing when
    /// already mounted.
    public func mount() {
        guard !isUpdating else { return report(.reentrantCall("mount")) }
        guard !isMounted else { return }
        render()
        tick()
    }

    /// Dismantles the view (delegates cleared, actions removed by the representable) and stops
    /// depending on state; writes deferred meanwhile are still applied. Does nothing when not
    /// mounted.
    public func unmount() {
        guard !isUpdating else { return report(.reentrantCall("unmount")) }
        guard isMounted else { return }
        isUpdating = true
        UpdateTracking.withScope(UpdateScope(host: self)) { dismantleMountedView() }
        isUpdating = false
        resubscribe(to: [])
        needsUpdate = false
        subscription.transaction = nil
        tick()
    }

    /// Replaces the body: the next tick updates the view with the new value (a new identity makes
    /// a new view).
    public func setBody(_ body: @escaping () -> Content) {
        self.body = body
        setNeedsUpdate()
    }

    /// Asks for an update at the next tick.
    public func setNeedsUpdate() {
        needsUpdate = true
    }

    /// Updates the view now (the body, then `updateView`), then ticks until idle. Does nothing
    /// when not mounted or during an update.
    public func update() {
        guard !isUpdating else { return report(.reentrantCall("update")) }
        guard isMounted else { return }
        setNeedsUpdate()
        tick()
    }

    /// One turn of the fake main run loop: runs deferred writes and `afterUpdate` actions, then
    /// updates the view if something it depends on changed, and repeats until idle or
    /// ``maximumPassesPerTick`` passes ran. Returns the number of passes (0 when idle).
    // Specialised here for the three text wrappers, and called so from other modules: unspecialised,
    // the update looked up the metadata of its optionals and of the context on every pass.
    @discardableResult
    @_specialize(exported: true, where Content == TextFieldWrapper)
    @_specialize(exported: true, where Content == TextViewWrapper)
    @_specialize(exported: true, where Content == SearchBarWrapper)
    public func tick() -> Int {
        guard !isUpdating else {
            report(.reentrantCall("tick"))
            return 0
        }
        var passes = 0
        while !isIdle {
            guard passes < maximumPassesPerTick else {
                report(.passLimitReached(passes))
                break
            }
            passes += 1
            let work = pendingWork
            pendingWork = []
            for action in work { action() }
            if needsUpdate && isMounted { render() }
        }
        return passes
    }

    func report(_ diagnostic: HostDiagnostic) {
        diagnostics.append(diagnostic)
    }
}

extension RepresentableHost {
    /// A host for a controller representable (a ``ViewControllerRepresentable``).
    public convenience init<Controller: ViewControllerRepresentable>(
        environment: EnvironmentValues = EnvironmentValues(), _ body: @escaping () -> Controller
    ) where Content == ControllerRepresentation<Controller> {
        self.init(environment: environment) { ControllerRepresentation(content: body()) }
    }
}
