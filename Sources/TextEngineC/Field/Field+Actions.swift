import CTextEngine
import TextControls

/// Presses Return.
@_cdecl("te_field_press_return")
public func te_field_press_return(_ field: OpaquePointer?) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.field.pressReturn() }
}

/// Taps the clear button (when visible).
@_cdecl("te_field_tap_clear_button")
public func te_field_tap_clear_button(_ field: OpaquePointer?) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.field.tapClearButton() }
}

/// When the clear button shows (`TE_CLEAR_BUTTON_*`).
@_cdecl("te_field_set_clear_button_mode")
public func te_field_set_clear_button_mode(_ field: OpaquePointer?, _ mode: Int32) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in
        box.field.clearButtonMode = try ClearButtonModeCode.codes.value(mode)
    }
}

/// Whether the clear button shows.
@_cdecl("te_field_is_clear_button_visible")
public func te_field_is_clear_button_visible(_ field: OpaquePointer?) -> Bool {
    CEntry.read(field, as: FieldBox.self, fallback: false) { $0.field.isClearButtonVisible }
}

/// Enables or disables the field (disabling ends editing).
@_cdecl("te_field_set_enabled")
public func te_field_set_enabled(_ field: OpaquePointer?, _ enabled: Bool) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.field.isEnabled = enabled }
}

/// Secure text entry.
@_cdecl("te_field_set_secure_text_entry")
public func te_field_set_secure_text_entry(_ field: OpaquePointer?, _ secure: Bool) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.field.isSecureTextEntry = secure }
}

/// Clears when editing begins.
@_cdecl("te_field_set_clears_on_begin_editing")
public func te_field_set_clears_on_begin_editing(_ field: OpaquePointer?, _ clears: Bool) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.field.clearsOnBeginEditing = clears }
}

/// Return does nothing while the text is empty.
@_cdecl("te_field_set_enables_return_key_automatically")
public func te_field_set_enables_return_key_automatically(_ field: OpaquePointer?, _ enables: Bool) -> te_status {
    CEntry.guarded(field, as: FieldBox.self) { (box) throws(CFailure) in box.field.enablesReturnKeyAutomatically = enables }
}

/// `TE_CLEAR_BUTTON_*`.
enum ClearButtonModeCode {
    static let codes = CCodes<TextField.ViewMode>("clear button mode", "TE_CLEAR_BUTTON_*", [.never, .whileEditing, .unlessEditing, .always])
}
