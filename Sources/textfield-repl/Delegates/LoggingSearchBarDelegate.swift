import Foundation
import TextControls
import TranscriptVocabulary

/// The search bar's delegate in the REPL; see ``LoggingFieldDelegate``. Call names are UIKit's
/// without the `searchBar` prefix (`searchBarTextDidBeginEditing` prints `textDidBeginEditing`).
final class LoggingSearchBarDelegate: LoggingDelegate, SearchBarDelegate {
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
