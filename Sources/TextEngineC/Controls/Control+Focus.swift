import CTextEngine
import TextControls

/// The control's last error message.
@_cdecl("te_control_error")
public func te_control_error(_ control: OpaquePointer?) -> UnsafePointer<CChar> {
    CEntry.read(control, as: ControlBox.self, fallback: CString.empty) { $0.lastMessage }
}

/// Begins editing as a tap does.
@_cdecl("te_control_focus")
public func te_control_focus(_ control: OpaquePointer?, _ outEditing: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control, as: ControlBox.self) { (box) throws(CFailure) in
        report(box.model.becomeFirstResponder(), outEditing)
    }
}

/// Ends editing as resignFirstResponder does.
@_cdecl("te_control_blur")
public func te_control_blur(_ control: OpaquePointer?, _ outEnded: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control, as: ControlBox.self) { (box) throws(CFailure) in
        report(box.model.resignFirstResponder(), outEnded)
    }
}

/// Ends editing, optionally ignoring the delegate's refusal.
@_cdecl("te_control_end_editing")
public func te_control_end_editing(_ control: OpaquePointer?, _ force: Bool, _ outEnded: UnsafeMutablePointer<Bool>?) -> te_status {
    CEntry.control(control, as: ControlBox.self) { (box) throws(CFailure) in
        report(box.model.endEditing(force: force), outEnded)
    }
}

/// Whether the control is editing.
@_cdecl("te_control_is_editing")
public func te_control_is_editing(_ control: OpaquePointer?) -> Bool {
    CEntry.read(control, as: ControlBox.self, fallback: false) { $0.model.isEditing }
}
