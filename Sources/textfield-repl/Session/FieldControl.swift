import TextControls

/// `--field`: a ``TextField`` of its own (see ``TextFieldControl``).
final class FieldControl: TextFieldControl {
    let field: TextField
    let fieldDelegate: LoggingDelegate

    init(transcript: Transcript, pasteboard: Pasteboard) {
        field = TextField()
        field.pasteboard = pasteboard
        fieldDelegate = LoggingDelegate(transcript: transcript)
        field.delegate = fieldDelegate
        field.addEventObserver { transcript.event($0) }
    }

    func setEnabled(_ on: Bool) { field.isEnabled = on }
}
