import Foundation
import TextControls
import TranscriptVocabulary

/// The text field's delegate in the REPL: prints every call with its arguments and answer, and
/// answers as the active `policy …` does (a ``TextFieldPolicies``), or with UIKit's defaults.
/// Call names are UIKit's without the `textField` prefix.
final class LoggingFieldDelegate: LoggingDelegate, TextFieldDelegate {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        answer(DelegateCall.shouldBeginEditing) { $0.textFieldShouldBeginEditing(textField) }
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        transcript.delegate(.didBeginEditing)
    }

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        answer(DelegateCall.shouldEndEditing) { $0.textFieldShouldEndEditing(textField) }
    }

    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        transcript.delegate(.didEndEditing(reason))
    }

    // The field always calls the multi-range form. The ranges print as a list: one range for the
    // REPL's own commands.
    func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool {
        answer({ .shouldChangeCharacters(ranges, string, $0) }) {
            $0.textField(textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
        }
    }

    func textFieldShouldClear(_ textField: TextField) -> Bool {
        answer(DelegateCall.shouldClear) { $0.textFieldShouldClear(textField) }
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        answer(DelegateCall.shouldReturn) { $0.textFieldShouldReturn(textField) }
    }

    func textFieldDidChangeSelection(_ textField: TextField) {
        transcript.delegate(.didChangeSelection(textField.selectedRange))
    }

    // Not printed: the edit it sees is printed by `edits on` once applied.
    func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision {
        policies?.textField(textField, shouldApply: edit) ?? .accept
    }
}
