import Foundation
import TextControls
import TranscriptVocabulary

/// The text view's delegate in the REPL; see ``LoggingFieldDelegate``. Call names are UIKit's
/// without the `textView` prefix.
final class LoggingViewDelegate: LoggingDelegate, TextViewDelegate {
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
}
