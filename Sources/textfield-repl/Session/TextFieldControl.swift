import TextControls

/// What `--field` and `--demo` share: a ``TextField`` whose delegate calls print through a
/// ``LoggingDelegate`` and whose control events print through an event observer, so that
/// logging does not make Return end editing as an `editingDidEndOnExit` action would. The two
/// differ in who owns the field and in how `set enabled` reaches it.
protocol TextFieldControl: ReplControl {
    var field: TextField { get }
    var fieldDelegate: LoggingDelegate { get }
    /// `set enabled on|off`.
    func setEnabled(_ on: Bool)
}

extension TextFieldControl {
    var name: String { "text field" }
    var model: TextInputModel { field }
    var isClearButtonVisible: Bool { field.isClearButtonVisible }
    var loggingDelegate: LoggingDelegate { fieldDelegate }

    func tapClearButton() { field.tapClearButton() }
    func pressReturn() { field.pressReturn() }
    func tapCancelButton() throws(ReplError) { throw unsupported("cancel button") }
    func setClearButtonMode(_ mode: TextField.ViewMode) { field.clearButtonMode = mode }

    func set(_ option: Command.Switch, on: Bool) throws(ReplError) {
        switch option {
        case .secure: field.isSecureTextEntry = on
        case .clearsOnBegin: field.clearsOnBeginEditing = on
        case .clearsOnInsertion: field.clearsOnInsertion = on
        case .returnAuto: field.enablesReturnKeyAutomatically = on
        case .enabled: setEnabled(on)
        case .editable, .selectable, .cancelButton: throw unsupported(option)
        }
    }
}
