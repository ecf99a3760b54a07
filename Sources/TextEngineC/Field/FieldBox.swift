import CTextEngine
import TextControls

/// The box behind a `te_field *`.
final class FieldBox: ControlBox {
    let field: TextField
    // Unchecked: set by the C setters only, never while a callback runs inside them.
    @exclusivity(unchecked) private var delegate: FieldDelegateAdapter?
    @exclusivity(unchecked) private var eventObserver: ObserverToken?
    @exclusivity(unchecked) private var returnAction: ActionToken?

    init(focusScope: FocusScope?) {
        field = TextField(focusScope: focusScope)
        super.init(field, kind: .field)
    }

    override class func accepts(_ kind: HandleKind) -> Bool { kind == .field }
    override class var parameterName: String { "field" }

    override func detachCallbacks() {
        setDelegate(nil)
        setEventHandler(nil, context: nil)
    }

    /// Installs (a copy of) `callbacks`, or removes the delegate. The field holds its delegate
    /// weakly; the box keeps it.
    func setDelegate(_ callbacks: te_field_delegate?) {
        delegate = callbacks.map { FieldDelegateAdapter($0, field: handle) }
        field.delegate = delegate
    }

    /// Installs `handler` as an event observer, or removes it.
    func setEventHandler(_ handler: te_event_fn?, context: UnsafeMutableRawPointer?) {
        if let eventObserver { field.removeEventObserver(eventObserver) }
        eventObserver = nil
        guard let handler else { return }
        let field = handle
        eventObserver = self.field.addEventObserver { event in
            handler(field, context, UInt32(truncatingIfNeeded: event.rawValue))
        }
    }

    /// Registers an action for editingDidEndOnExit (which makes Return end editing), or removes it.
    func setReturnEndsEditing(_ ends: Bool) {
        if let returnAction { field.removeAction(returnAction) }
        returnAction = ends ? field.addAction(for: .editingDidEndOnExit) { _ in } : nil
    }
}

/// A new empty field with its own focus scope.
@_cdecl("te_field_new")
public func te_field_new() -> OpaquePointer {
    HandleBox.retain(FieldBox(focusScope: nil))
}

/// A new field in the focus scope of `sibling`.
@_cdecl("te_field_new_in_scope")
public func te_field_new_in_scope(_ sibling: OpaquePointer?, _ out: UnsafeMutablePointer<OpaquePointer?>?) -> te_status {
    FieldBox.create(sibling, out, #function) { FieldBox(focusScope: $0) }
}

/// Frees a field (deferred while a call into it runs); NULL is ignored.
@_cdecl("te_field_free")
public func te_field_free(_ field: OpaquePointer?) {
    guard field != nil, let box = CEntry.box(field, as: FieldBox.self) else { return }
    box.free()
}

/// The field as a control (the same object).
@_cdecl("te_field_control")
public func te_field_control(_ field: OpaquePointer?) -> OpaquePointer? {
    CEntry.read(field, as: FieldBox.self, fallback: nil) { $0.handle }
}

/// Copies the delegate callbacks; NULL removes them.
@_cdecl("te_field_set_delegate")
public func te_field_set_delegate(_ field: OpaquePointer?, _ delegate: UnsafePointer<te_field_delegate>?) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.setDelegate(delegate?.pointee) }
}

/// Sets (or with NULL removes) the event handler.
@_cdecl("te_field_set_event_handler")
public func te_field_set_event_handler(_ field: OpaquePointer?, _ handler: te_event_fn?, _ context: UnsafeMutableRawPointer?) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.setEventHandler(handler, context: context) }
}

/// Whether Return ends editing (an editingDidEndOnExit action).
@_cdecl("te_field_set_return_ends_editing")
public func te_field_set_return_ends_editing(_ field: OpaquePointer?, _ ends: Bool) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.setReturnEndsEditing(ends) }
}
