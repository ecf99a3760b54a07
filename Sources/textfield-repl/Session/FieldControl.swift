import TextControls

/// `--field`: a ``TextField`` whose control events print through an event observer, so that
/// logging does not make Return end editing as an `editingDidEndOnExit` action would.
final class FieldControl: ReplControl {
    let field: TextField
    private let delegate: LoggingFieldDelegate

    init(transcript: Transcript, pasteboard: Pasteboard) {
        field = TextField()
        field.pasteboard = pasteboard
        delegate = LoggingFieldDelegate(transcript: transcript)
        field.delegate = delegate
        field.addEventObserver { transcript.event($0) }
    }

    let name = "text field"
    var model: TextInputModel { field }
    var isClearButtonVisible: Bool { field.isClearButtonVisible }
    var policies: TextFieldPolicies? {
        get { delegate.policies }
        set { delegate.policies = newValue }
    }

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
        case .enabled: field.isEnabled = on
        case .editable, .selectable, .cancelButton: throw unsupported(option)
        }
    }
}
