import TextControls

/// `--view`: a ``TextView``. It has no clear button, no Return handling of its own (Return types
/// "\n" through `shouldChangeText`) and no control events.
final class ViewControl: ReplControl {
    let view: TextView
    private let delegate: LoggingDelegate

    init(transcript: Transcript, pasteboard: Pasteboard) {
        view = TextView()
        view.pasteboard = pasteboard
        delegate = LoggingDelegate(transcript: transcript)
        view.delegate = delegate
    }

    let name = "text view"
    var model: TextInputModel { view }
    var isClearButtonVisible: Bool { false }
    var loggingDelegate: LoggingDelegate { delegate }

    func tapClearButton() throws(ReplError) { throw unsupported("clear button") }
    func pressReturn() { view.pressReturn() }
    func tapCancelButton() throws(ReplError) { throw unsupported("cancel button") }
    func setClearButtonMode(_ mode: TextField.ViewMode) throws(ReplError) { throw unsupported("clear-button setting") }

    func set(_ option: Command.Switch, on: Bool) throws(ReplError) {
        switch option {
        case .clearsOnInsertion: view.clearsOnInsertion = on
        case .editable: view.isEditable = on
        case .selectable: view.isSelectable = on
        case .secure, .clearsOnBegin, .returnAuto, .enabled, .cancelButton: throw unsupported(option)
        }
    }
}
