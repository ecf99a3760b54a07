import Foundation
import TextControls
import TranscriptVocabulary

/// The REPL's delegate of each kind of control: prints every call with its arguments and answer,
/// and answers as the active `policy …` does (a ``TextFieldPolicies``), or with UIKit's defaults.
/// Call names are UIKit's without the control's prefix (`searchBarTextDidBeginEditing` prints
/// `textDidBeginEditing`).
final class LoggingDelegate: TextFieldDelegate, TextViewDelegate, SearchBarDelegate {
    let transcript: Transcript
    /// The policies in force; `nil` answers every question with UIKit's default.
    var policies: TextFieldPolicies?

    init(transcript: Transcript) { self.transcript = transcript }

    /// Prints `call` with its answer and returns it: what `ask` says the policies answer, or
    /// UIKit's default, true.
    private func answer(_ call: (Bool) -> DelegateCall, _ ask: (TextFieldPolicies) -> Bool) -> Bool {
        let answer = policies.map(ask) ?? true
        transcript.delegate(call(answer))
        return answer
    }

    // MARK: - TextFieldDelegate

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

    // MARK: - TextViewDelegate

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool {
        answer(DelegateCall.shouldBeginEditing) { $0.textViewShouldBeginEditing(textView) }
    }

    func textViewDidBeginEditing(_ textView: TextView) {
        transcript.delegate(.didBeginEditing)
    }

    func textViewShouldEndEditing(_ textView: TextView) -> Bool {
        answer(DelegateCall.shouldEndEditing) { $0.textViewShouldEndEditing(textView) }
    }

    func textViewDidEndEditing(_ textView: TextView) {
        transcript.delegate(.didEndEditing(nil))
    }

    func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        answer({ .shouldChangeText(ranges, text, $0) }) { $0.textView(textView, shouldChangeTextInRanges: ranges, replacementText: text) }
    }

    func textViewDidChange(_ textView: TextView) {
        transcript.delegate(.didChange)
    }

    func textViewDidChangeSelection(_ textView: TextView) {
        transcript.delegate(.didChangeSelection(textView.selectedRange))
    }

    func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision {
        policies?.textView(textView, shouldApply: edit) ?? .accept
    }

    // MARK: - SearchBarDelegate

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        answer(DelegateCall.shouldBeginEditing) { $0.searchBarShouldBeginEditing(searchBar) }
    }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        transcript.delegate(.textDidBeginEditing)
    }

    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool {
        answer(DelegateCall.shouldEndEditing) { $0.searchBarShouldEndEditing(searchBar) }
    }

    func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
        transcript.delegate(.textDidEndEditing)
    }

    func searchBar(_ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        answer({ .shouldChangeText(ranges, text, $0) }) { $0.searchBar(searchBar, shouldChangeTextInRanges: ranges, replacementText: text) }
    }

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        transcript.delegate(.textDidChange(searchText))
    }

    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        transcript.delegate(.searchButtonClicked)
    }

    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        transcript.delegate(.cancelButtonClicked)
    }

    func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision {
        policies?.searchBar(searchBar, shouldApply: edit) ?? .accept
    }
}
