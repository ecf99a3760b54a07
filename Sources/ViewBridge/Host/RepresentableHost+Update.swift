// The update itself, and how the host learns that it must update again.
extension RepresentableHost: UpdateHosting {
    /// Evaluates the body and brings the view in line with it: a new identity dismantles the old
    /// view; a missing view is made; then `updateView`. Every state read meanwhile becomes a
    /// dependency; every write is deferred.
    func render() {
        let transaction = subscription.transaction ?? Transaction()
        subscription.transaction = nil
        needsUpdate = false
        let scope = updateScope
        scope.sources.removeAll(keepingCapacity: true)
        isUpdating = true
        UpdateTracking.withScope(scope) {
            let next = body()
            let identity = carriesIdentity ? (next as? any IdentifiedRepresentable)?.representableIdentity : nil
            if carriesIdentity && isMounted && identity != mountedIdentity { dismantleMountedView() }
            // (No tuples of the generic types here: each would look up its metadata at run time.)
            if mounted == nil {
                let shared = Content.Context.Shared(coordinator: next.makeCoordinator(), enqueue: enqueue)
                lifecycle.makeCoordinator += 1
                let view = next.makeView(context: Content.Context(shared: shared, environment: environment, transaction: transaction))
                lifecycle.makeView += 1
                mounted = MountedView(view: view, context: shared)
                mountedIdentity = identity
            }
            if let mounted {
                let context = Content.Context(shared: mounted.context, environment: environment, transaction: transaction)
                next.updateView(mounted.view, context: context)
            }
            lifecycle.updateView += 1
            content = next
        }
        isUpdating = false
        if !scope.sources.elementsEqual(subscribedSources, by: ===) { resubscribe(to: scope.sources) }
    }

    func dismantleMountedView() {
        guard let mounted else { return }
        Content.dismantleView(mounted.view, coordinator: mounted.context.coordinator)
        lifecycle.dismantleView += 1
        self.mounted = nil
        content = nil
        mountedIdentity = nil
    }

    // Depends on exactly the sources the latest update read.
    func resubscribe(to sources: [any StateSource]) {
        let kept = Set(sources.map(ObjectIdentifier.init))
        let had = Set(subscribedSources.map(ObjectIdentifier.init))
        for source in subscribedSources where !kept.contains(ObjectIdentifier(source)) {
            source.unsubscribe(subscription)
        }
        for source in sources where !had.contains(ObjectIdentifier(source)) {
            source.subscribe(subscription)
        }
        subscribedSources = sources
    }

    func deferWrite(_ description: String, _ write: @escaping () -> Void) {
        deferredWriteCount += 1
        report(.deferredWrite(description))
        pendingWork.append(write)
    }
}
