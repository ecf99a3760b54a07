import Foundation
import TextRope

/// The model of a `UISearchBar`: a search field whose delegate hears every text
/// change, the Search key, and the Cancel, bookmark, results-list and scope buttons. All ranges
/// are UTF-16 `NSRange`s.
public final class SearchBar: TextInputModel {
    /// The delegate, held weakly.
    @exclusivity(unchecked) public weak var delegate: SearchBarDelegate?
    /// Shown while the text is empty; never part of the text.
    public var placeholder: String?
    /// A line of text shown above the bar; never part of the text.
    public var prompt: String?
    /// Whether the Cancel button shows (``tapCancelButton()`` does nothing otherwise).
    public var showsCancelButton = false
    /// Whether the bookmark button shows (``tapBookmarkButton()`` does nothing otherwise).
    public var showsBookmarkButton = false
    /// Whether the results-list button shows (``tapResultsListButton()`` does nothing otherwise).
    public var showsSearchResultsButton = false
    /// Titles of the scope buttons; the scope bar shows when there are two or more.
    public var scopeButtonTitles: [String] = []
    /// The selected scope button; setting it is programmatic and silent.
    public var selectedScopeButtonIndex = 0
    /// A disabled bar ignores user actions and cannot begin editing.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled && isEditing { endEditing(force: true) } }
    }

    /// A search bar holding `text`, caret at the end; see ``FocusScope`` for `focusScope`.
    public init(text: String = "", focusScope: FocusScope? = nil) {
        super.init(document: TextDocument(text), scope: focusScope)
    }

    /// Whether the clear button shows: whenever there is text.
    public var isClearButtonVisible: Bool { hasText }

    /// Taps the clear button: the text becomes "" and `textDidChange("")` follows; a bar that was
    /// not editing then begins editing (which its delegate may refuse), as UIKit does.
    public func tapClearButton() {
        guard isEnabled, isClearButtonVisible else { return }
        endComposition()
        breakUndoCoalescing()
        let whole = NSRange(location: 0, length: document.utf16Count)
        guard propose(TextEdit(range: whole, replacement: "", source: .clearButton, selectionBefore: selection)) else {
            return
        }
        if !isEditing { becomeFirstResponder() }
    }

    /// Presses Search (Return): tells the delegate; the bar stays editing. A ``TextInputModel/validator`` that
    /// refuses the text (after `fixup`) stops it first, changing nothing (refusal observers hear
    /// ``ValidatorRefusal/returnKey``).
    public func pressReturn() {
        guard isEnabled, isEditing, validatorAllowsLeaving(for: .returnKey) else { return }
        endComposition()
        guard fixUpForEnding() else { return }
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Taps Cancel (when shown): tells the delegate, nothing else.
    public func tapCancelButton() {
        guard isEnabled, showsCancelButton else { return }
        delegate?.searchBarCancelButtonClicked(self)
    }

    /// Taps the bookmark button (when shown).
    public func tapBookmarkButton() {
        guard isEnabled, showsBookmarkButton else { return }
        delegate?.searchBarBookmarkButtonClicked(self)
    }

    /// Taps the results-list button (when shown).
    public func tapResultsListButton() {
        guard isEnabled, showsSearchResultsButton else { return }
        delegate?.searchBarResultsListButtonClicked(self)
    }

    /// The user picks scope button `index`; the delegate hears of a change.
    public func selectScopeButton(at index: Int) {
        guard isEnabled, scopeButtonTitles.indices.contains(index), index != selectedScopeButtonIndex else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    // MARK: - Engine hooks, in a search bar's order: shouldChangeTextIn, apply, textDidChange.

    override var acceptsUserActions: Bool { isEnabled }

    override func handleReturnKey() -> Bool {
        pressReturn()
        return true
    }

    override func askShouldChange(_ ranges: [NSRange], _ replacement: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextInRanges: ranges, replacementText: replacement) ?? true
    }

    override func askShouldApply(_ edit: TextEdit) -> TextEditDecision {
        delegate?.searchBar(self, shouldApply: edit) ?? .accept
    }

    override func announceUserEdit(_ edit: TextEdit, selectionChanged: Bool) {
        delegate?.searchBar(self, textDidChange: text)
    }

    override func askShouldBeginEditing() -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    override func askShouldEndEditing() -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    override func announceDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
    }

    override func announceDidEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }
}
