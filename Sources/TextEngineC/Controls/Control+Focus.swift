import CTextEngine
import TextControls

/// The control's last error message.
@_cdecl("te_control_error")
public func te_control_error(_ control: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.message(control, as: ControlBox.self)
}

// The out-parameters report the state the call leaves, read after it: callbacks may focus or
// blur the control themselves while they answer, whatever the answer says.

/// Begins editing as a tap does; *out_editing: whether the control is editing afterwards.
@_cdecl("te_control_focus")
public func te_control_focus(_ control: OpaquePointer?, _ outEditing: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { model in
        model.becomeFirstResponder()
        report(model.isEditing, outEditing)
    }
}

/// Ends editing as resignFirstResponder does; *out_ended: whether it is not editing afterwards.
@_cdecl("te_control_blur")
public func te_control_blur(_ control: OpaquePointer?, _ outEnded: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { model in
        model.resignFirstResponder()
        report(!model.isEditing, outEnded)
    }
}

/// Ends editing, optionally ignoring the delegate's refusal; *out_ended as for te_control_blur.
@_cdecl("te_control_end_editing")
public func te_control_end_editing(_ control: OpaquePointer?, _ force: Bool, _ outEnded: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control) { model in
        model.endEditing(force: force)
        report(!model.isEditing, outEnded)
    }
}

/// Whether the control is editing.
@_cdecl("te_control_is_editing")
public func te_control_is_editing(_ control: OpaquePointer?) -> Bool {
    CEntry.control(control, fallback: false) { $0.isEditing }
}
