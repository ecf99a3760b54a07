import CTextEngine
import TextControls

/// The box behind a `te_control *`: a ``FieldBox`` or a ``ViewBox``.
///
/// Callbacks run while the library is inside a call into the control and may free it; the box
/// then detaches its callbacks at once and releases itself when the outermost call returns, so
/// the model never runs on freed memory.
class ControlBox: HandleBox {
    let model: TextInputModel
    // Unchecked: plain counters, never held across a call out.
    @exclusivity(unchecked) private var depth = 0
    @exclusivity(unchecked) private var releasePending = false

    init(_ model: TextInputModel, kind: HandleKind) {
        self.model = model
        // C hosts observe through callbacks, not Foundation notifications; and each control has
        // a pasteboard of its own, for the host to bridge to the system clipboard (the shared
        // default is process-global state, unsafe across threads).
        model.notificationCenter = nil
        model.pasteboard = Pasteboard()
        super.init(kind: kind)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .field || kind == .view }
    override class var parameterName: String { "control" }

    /// Removes every callback (delegate, event handler): called when the handle is freed.
    func detachCallbacks() {}

    /// Frees the handle: now, or when the outermost call into the control returns.
    final func free() {
        detachCallbacks()
        if depth > 0 {
            releasePending = true
        } else {
            Unmanaged.passUnretained(self).release()
        }
    }

    /// Marks a call into the control that may run callbacks.
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

    /// Verifies the box in debug builds (`TEXTENGINE_CHECKS`), after every outermost call into
    /// it: no call in progress, no release pending, and the model's own invariants, which are
    /// O(n), for texts of at most 4096 units (so that trace replays in tests stay fast).
    final func checkInvariants() {
        #if TEXTENGINE_CHECKS
        precondition(depth >= 0, "unbalanced enter and leave")
        precondition(depth > 0 || !releasePending, "release pending with no call in progress")
        if model.textRope.utf16Count <= 4096 { model.checkInvariants() }
        #endif
    }

    /// Runs a constructor of a control in the focus scope of `sibling`, storing the new handle
    /// in `out` or recording the failure as this thread's last error.
    static func create(
        _ sibling: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?, _ function: StaticString,
        _ make: (FocusScope) -> ControlBox
    ) -> te_status {
        guard let out else { return CEntry.recordWithoutHandle(.null("out_\(Self.parameterName)"), in: function) }
        out.pointee = nil
        do throws(CFailure) {
            let scope = try CEntry.argument(sibling, as: ControlBox.self, named: "sibling").model.focusScope
            out.pointee = HandleBox.retain(make(scope))
            return Status.ok.rawValue
        } catch {
            return CEntry.recordWithoutHandle(error, in: function)
        }
    }
}

extension CEntry {
    /// ``run(_:as:_:_:)`` for controls: the call is marked (see ``ControlBox``) so that a callback
    /// freeing the control defers the release until the call has returned.
    @inline(__always)
    static func control<Box: ControlBox>(
        _ handle: OpaquePointer?, as type: Box.Type, _ function: StaticString = #function,
        _ body: (Box) throws(CFailure) -> Void
    ) -> te_status {
        guard let handle else { return recordNull(Box.self, function) }
        return Unmanaged<HandleBox>.fromOpaque(UnsafeRawPointer(handle))._withUnsafeGuaranteedRef { base in
            guard Box.accepts(base.kind) else {
                return base.record(wrongKind(base, Box.self), in: function)
            }
            let box = unsafeDowncast(base, to: Box.self)
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

/// Stores `value` through an optional out-parameter.
@inline(__always)
func report<Value>(_ value: Value, _ out: UnsafeMutablePointer<Value>?) {
    out?.pointee = value
}
