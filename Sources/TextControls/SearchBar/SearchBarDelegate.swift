import Foundation

/// The delegate of a ``SearchBar``, with `UISearchBarDelegate`'s methods. Every
/// method is optional: the protocol extension supplies UIKit's defaults.
public protocol SearchBarDelegate: AnyObject {
    /// Asked before editing begins. Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Asked before editing ends. Default `true`.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// Asked before every user change (UTF-16 range). Default `true`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The multi-range form; the bar always calls this one and the default forwards the first range.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool
    /// After each user change, including the clear button (with ""); not for programmatic ones.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// The Search (Return) key; the bar does not resign by itself.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button; the bar neither clears nor resigns by itself.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The results-list button.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// The user picked another scope button.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    /// Beyond UIKit: every edit of every source as a ``TextEdit``. Default `.accept`.
    func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        self.searchBar(searchBar, shouldChangeTextIn: ranges.first ?? NSRange(location: 0, length: 0), replacementText: text)
    }
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    public func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision { .accept }
}
