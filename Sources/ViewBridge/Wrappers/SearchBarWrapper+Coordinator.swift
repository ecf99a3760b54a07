import Foundation
import TextControls

extension SearchBarWrapper {
    /// The search bar's delegate: writes edits and focus back and calls the wrapper's closures,
    /// after asking and telling the wrapper's own delegate.
    public final class Coordinator: SearchBarDelegate, ControlCoordinator {
        // Unchecked: read by every delegate call, from one thread, never across a call that sets it.
        @exclusivity(unchecked) var parent: SearchBarWrapper
        let sync: TextSynchronizer

        init(_ parent: SearchBarWrapper) {
            self.parent = parent
            sync = TextSynchronizer(text: .string(parent.text))
        }

        /// Verifies the coordinator in debug builds: no update left half-done, its edit observer
        /// registered exactly while it is attached to a control. Traps on a violation.
        public func checkInvariants() {
            sync.checkInvariants()
        }

        func attach(to bar: SearchBar) {
            bar.delegate = self
            sync.attach(to: bar)
        }

        func detach(from bar: SearchBar) {
            if bar.delegate === self { bar.delegate = nil }
            sync.detach(from: bar)
        }

        public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
            parent.delegate?.searchBarShouldBeginEditing(searchBar) ?? true
        }

        public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
            parent.delegate?.searchBarTextDidBeginEditing(searchBar)
            sync.modelDidChangeFocus(true)
        }

        public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool {
            parent.delegate?.searchBarShouldEndEditing(searchBar) ?? true
        }

        public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
            parent.delegate?.searchBarTextDidEndEditing(searchBar)
            sync.modelDidChangeFocus(false)
        }

        public func searchBar(
            _ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String
        ) -> Bool {
            parent.delegate?.searchBar(searchBar, shouldChangeTextInRanges: ranges, replacementText: text) ?? true
        }

        public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
            parent.delegate?.searchBar(searchBar, textDidChange: searchText)
            let onTextChange = parent.onTextChange
            sync.deliver { onTextChange(searchText) }
        }

        public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
            parent.delegate?.searchBarSearchButtonClicked(searchBar)
            sync.deliver(parent.onSearchButtonClicked)
        }

        // Cancel, as a search screen expects it: clear the text (written back like any change),
        // end editing, then the closure.
        public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
            parent.delegate?.searchBarCancelButtonClicked(searchBar)
            searchBar.text = ""
            searchBar.resignFirstResponder()
            sync.deliver(parent.onCancelButtonClicked)
        }

        public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {
            parent.delegate?.searchBarBookmarkButtonClicked(searchBar)
        }

        public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {
            parent.delegate?.searchBarResultsListButtonClicked(searchBar)
        }

        public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            parent.delegate?.searchBar(searchBar, selectedScopeButtonIndexDidChange: selectedScope)
        }

        public func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision {
            parent.delegate?.searchBar(searchBar, shouldApply: edit) ?? .accept
        }
    }
}
