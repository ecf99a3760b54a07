import CTextEngine

/// A box whose calls may run the caller's callbacks (a control's delegate, a document's change
/// handler), which may call back in and free the handle. A call that may run callbacks is marked
/// with ``enter()`` and ``leave()``; freeing the handle meanwhile detaches its callbacks at once
/// and releases the caller's reference when the outermost call returns, so that no code runs on
/// freed memory. (Other references, such as a control's to its document, are kept across a call
/// by the call itself.)
class ReentrantBox: HandleBox {
    // Unchecked: plain counters, never held across a call out.
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var releasePending = false

    /// Removes every callback: called when the handle is freed.
    func detachCallbacks() {}

    /// Releases the caller's reference: now, or when the outermost call into the box returns.
    final func free() {
        detachCallbacks()
        if depth > 0 {
            releasePending = true
        } else {
            Unmanaged.passUnretained(self).release()
        }
    }

    /// Marks a call into the box that may run callbacks.
    final func enter() { depth += 1 }

    /// Ends a call; the last one releases a handle freed meanwhile. Nothing may use `self` after.
    final func leave() {
        depth -= 1
        guard depth == 0 else { return }
        if releasePending {
            releasePending = false
            Unmanaged.passUnretained(self).release()
            return
        }
        checkInvariants()
    }

    /// Verifies the box in debug builds (`TEXTENGINE_CHECKS`) after every outermost call into it:
    /// no call in progress and no release pending. Subclasses add their own checks.
    func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(depth >= 0, "unbalanced enter and leave")
        precondition(depth > 0 || !releasePending, "release pending with no call in progress")
        #endif
    }
}

extension CEntry {
    /// ``run(_:as:named:_:_:)`` for boxes whose calls may run callbacks: the call is marked (see
    /// ``ReentrantBox``) so that a callback freeing the handle defers the release until the call
    /// has returned.
    @inline(__always)
    static func guarded<Box: ReentrantBox>(
        _ handle: OpaquePointer?, as type: Box.Type, _ function: StaticString = #function,
        _ body: (Box) throws(CFailure) -> Void
    ) -> te_status {
        withBox(handle, as: type, named: nil, function, otherwise: { $0 }) { (box) -> te_status in
            // Kept alive for the call: a callback may drop another reference to it (a control
            // freed from a callback of its document, which it held).
            return withExtendedLifetime(box) {
                box.enter()
                let status: te_status
                do throws(CFailure) {
                    try body(box)
                    status = Status.ok.rawValue
                } catch {
                    status = box.record(error, in: function)
                }
                box.leave()
                return status
            }
        }
    }
}
