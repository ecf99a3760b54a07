// The update itself, and how the host learns that it must update again.
extension RepresentableHost: UpdateHosting, StateSubscriber {
    /// Evaluates the body and brings the view in line with it: a new identity dismantles the old
    /// view; a missing view is made; then `updateView`. Every state read meanwhile becomes a
    /// dependency; every write is deferred.
    func render() {
        let transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        needsUpdate = false
        let scope = UpdateScope(host: self)
        isUpdating = true
        UpdateTracking.withScope(scope) {
            let next = body()
            let identity = carriesIdentity ? (next as? any IdentifiedRepresentable)?.representableIdentity : nil
            if isMounted && identity != mountedIdentity { dismantleMountedView() }
            let view: Content.ViewType
            let coordinator: Content.Coordinator
            if let mountedView = self.view, let mountedCoordinator = self.coordinator {
                (view, coordinator) = (mountedView, mountedCoordinator)
            } else {
                coordinator = next.makeCoordinator()
                lifecycle.makeCoordinator += 1
                view = next.makeView(context: context(coordinator, transaction))
                lifecycle.makeView += 1
                (self.view, self.coordinator, mountedIdentity) = (view, coordinator, identity)
            }
            next.updateView(view, context: context(coordinator, transaction))
            lifecycle.updateView += 1
            content = next
        }
        isUpdating = false
        resubscribe(to: scope.sources)
    }

    func dismantleMountedView() {
        guard let view, let coordinator else { return }
        Content.dismantleView(view, coordinator: coordinator)
        lifecycle.dismantleView += 1
        self.view = nil
        self.coordinator = nil
        content = nil
        mountedIdentity = nil
    }

    private func context(_ coordinator: Content.Coordinator, _ transaction: Transaction) -> Content.Context {
        RepresentableContext(
            coordinator: coordinator, environment: environment, transaction: transaction,
            enqueue: { [weak self] action in self?.pendingWork.append(action) })
    }

    // Depends on exactly the sources the latest update read.
    func resubscribe(to sources: [ObjectIdentifier: any StateSource]) {
        for (id, source) in subscriptions where sources[id] == nil {
            source.unsubscribe(self)
        }
        for (id, source) in sources where subscriptions[id] == nil {
            source.subscribe(self)
        }
        subscriptions = sources
    }

    func stateDidChange(transaction: Transaction) {
        needsUpdate = true
        pendingTransaction = transaction
    }

    func deferWrite(_ description: String, _ write: @escaping () -> Void) {
        deferredWriteCount += 1
        report(.deferredWrite(description))
        pendingWork.append(write)
    }
}
