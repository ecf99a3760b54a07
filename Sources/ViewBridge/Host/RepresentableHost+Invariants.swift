extension RepresentableHost {
    /// Verifies the host in debug builds: the mounted view and the content exist together; makes
    /// and dismantles balance; a mounted host is subscribed to exactly the state it depends on and
    /// an unmounted one to none; no update is in progress. Traps on a violation; compiled to nothing
    /// in release builds.
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(!isUpdating, "checkInvariants called during an update")
        precondition((mounted == nil) == (content == nil), "view and content out of step")
        precondition(lifecycle.makeCoordinator == lifecycle.makeView, "coordinator made without a view")
        precondition(lifecycle.makeView - lifecycle.dismantleView == (isMounted ? 1 : 0), "makes and dismantles do not balance")
        precondition(lifecycle.updateView >= lifecycle.makeView, "a view was made without an update")
        precondition(isMounted || subscribedSources.isEmpty, "unmounted host still subscribed")
        for source in subscribedSources {
            precondition(source.hasSubscriber(subscription), "dependency not subscribed")
        }
        #endif
    }
}
