import Foundation
import TextControls

extension Recorder {
    /// Records `control`, whichever of the three controls it is.
    func attach(_ control: TextInputModel) {
        if let field = control as? TextField {
            attach(field)
        } else if let view = control as? TextView {
            attach(view)
        } else if let bar = control as? SearchBar {
            attach(bar)
        }
    }

    /// `control`, recorded by this recorder and editing, with `selection` set when one is given;
    /// what getting there recorded is discarded, so the log starts with what the test does next.
    func editing<Control: TextInputModel>(_ control: Control, selecting selection: NSRange? = nil) -> Control {
        attach(control)
        control.becomeFirstResponder()
        if let selection { control.selectedRange = selection }
        _ = take()
        return control
    }

    /// Makes the delegate answer each edit (only those from `source`, when one is given; the
    /// others are accepted) with a substitute: the edit as `change` rewrites it.
    func substituting(only source: TextEdit.Source? = nil, _ change: @escaping (inout TextEdit) -> Void) {
        decide = { edit in
            guard source == nil || edit.source == source else { return .accept }
            var substitute = edit
            change(&substitute)
            return .substitute(substitute)
        }
    }
}

/// `control` editing as ``Recorder/editing(_:selecting:)`` leaves it, with the new recorder that
/// records it.
func editing<Control: TextInputModel>(_ control: Control, selecting selection: NSRange? = nil) -> (Control, Recorder) {
    let recorder = Recorder()
    return (recorder.editing(control, selecting: selection), recorder)
}

/// Replaces `length` units at `location` with `text` as a change from elsewhere (a collaborator,
/// code applying a change set), which the control's delegate is not asked about.
func remote(_ model: TextInputModel, _ location: Int, _ length: Int, _ text: String) throws {
    try model.document.replace(utf16Range: location..<(location + length), with: text, origin: .remote)
}

/// A text field holding `text`, recorded by `recorder`.
func makeField(_ text: String = "", recorder: Recorder) -> TextField {
    let field = TextField(text: text)
    recorder.attach(field)
    return field
}
