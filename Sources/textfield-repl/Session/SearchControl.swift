import TextControls

/// `--search`: a ``SearchBar`` with its Cancel button shown, so that `cancel` reaches the
/// delegate. Its clear button shows whenever it has text.
final class SearchControl: ReplControl {
    let searchBar: SearchBar
    private let delegate: LoggingDelegate

    init(transcript: Transcript, pasteboard: Pasteboard) {
        searchBar = SearchBar()
        searchBar.pasteboard = pasteboard
        searchBar.showsCancelButton = true
        delegate = LoggingDelegate(transcript: transcript)
        searchBar.delegate = delegate
    }

    let name = "search bar"
    var model: TextInputModel { searchBar }
    var isClearButtonVisible: Bool { searchBar.isClearButtonVisible }
    var loggingDelegate: LoggingDelegate { delegate }

    func tapClearButton() { searchBar.tapClearButton() }
    func pressReturn() { searchBar.pressReturn() }
    func tapCancelButton() { searchBar.tapCancelButton() }
    func setClearButtonMode(_ mode: TextField.ViewMode) throws(ReplError) { throw unsupported("clear-button setting") }

    func set(_ option: Command.Switch, on: Bool) throws(ReplError) {
        switch option {
        case .clearsOnInsertion: searchBar.clearsOnInsertion = on
        case .enabled: searchBar.isEnabled = on
        case .cancelButton: searchBar.showsCancelButton = on
        case .secure, .clearsOnBegin, .returnAuto, .editable, .selectable: throw unsupported(option)
        }
    }
}
