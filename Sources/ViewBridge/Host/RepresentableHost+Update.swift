// The update itself, and how the host learns that it must update again.
extension RepresentableHost: UpdateHosting, StateSubscriber {
    /// Evaluates the body and brings the view in line with it: a new identity dismantles the old
    /// view; a missing view is made; then `updateView`. Every state read meanwhile becomes a
    /// dependency; every write is deferred.
    func render() {
        let transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        needsUpdate = false
        let scope = updateScope
        scope.sources.removeAll(keepingCapacity: true)
        isUpdating = true
        UpdateTracking.withScope(scope) {
            let next = body()
            let identity = carriesIdentity ? (next as? any IdentifiedRepresentable)?.representableIdentity : nil
            if carriesIdentity && isMounted && identity != mountedIdentity { dismantleMountedView() }
            // (No tuples of the generic types here: each would look up its metadata at run time.)
            if self.view == nil || self.coordinator == nil {
                let coordinator = next.makeCoordinator()
                lifecycle.makeCoordinator += 1
                let view = next.makeView(context: context(coordinator, transaction))
                lifecycle.makeView += 1
                self.view = view
                self.coordinator = coordinator
                mountedIdentity = identity
            }
            if let view = self.view, let coordinator = self.coordinator {
                next.updateView(view, context: context(coordinator, transaction))
            }
            lifecycle.updateView += 1
            content = next
        }
        isUpdating = false
        if !scope.sources.elementsEqual(subscriptions, by: ===) { resubscribe(to: scope.sources) }
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
        RepresentableContext(coordinator: coordinator, environment: environment, transaction: transaction, enqueue: enqueue)
    }

    // Depends on exactly the sources the latest update read.
    func resubscribe(to sources: [any StateSource]) {
        let kept = Set(sources.map(ObjectIdentifier.init))
        let had = Set(subscriptions.map(ObjectIdentifier.init))
        for source in subscriptions where !kept.contains(ObjectIdentifier(source)) {
            source.unsubscribe(self)
        }
        for source in sources where !had.contains(ObjectIdentifier(source)) {
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
