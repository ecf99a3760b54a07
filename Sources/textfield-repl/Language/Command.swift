import Foundation
import TextControls

/// One line of the command language (see ``CommandSpec/all``), parsed.
enum Command: Equatable {
    // User actions: they consult the delegate and send events.
    case focus, blur
    /// One key press per grapheme cluster.
    case type(String)
    /// One `insertText` of the whole string.
    case insert(String)
    /// `nil`: paste the pasteboard.
    case paste(String?)
    case cut, copy
    case backspace(count: Int)
    case delete(count: Int)
    case deleteWord
    case select(Span)
    case selectAll
    case move(Movement, extend: Bool)
    /// A user replacement of exactly this range (autocorrect).
    case edit(Span, String)
    /// IME marked text; the selection is relative to the string (default: caret at its end).
    case mark(String, selection: Span?)
    case unmark
    case clear, returnKey, cancel, undo, redo
    // Programmatic calls: silent.
    case setText(String)
    case setSelection(Span)
    case replace(Span, String)
    // Configuration.
    case setClearButton(TextField.ViewMode)
    case setSwitch(Switch, on: Bool)
    case policy(PolicyCommand)
    // The document layer.
    /// Print each applied change as a language server or tree-sitter gets it (nil: stop).
    case changes(ChangeFormat?)
    /// A change from elsewhere: no delegate is asked.
    case remote(Span, String)
    case anchor(name: String, offset: Int, bias: AnchorBias, tracksDeletion: Bool)
    case anchors
    case group(begin: Bool)
    // The REPL itself.
    case show
    case events(on: Bool)
    case edits(on: Bool)
    case help
    case quit
    /// A button of the --demo view.
    case press(String)
    // Files and search.
    case find(String, regex: Bool, ignoreCase: Bool)
    case replaceAll(String, template: String, regex: Bool, ignoreCase: Bool)
    case open(path: String)
    case save(path: String, force: Bool)
    case lineEndings

    /// A range as the command line writes it: `LOC LEN` in UTF-16 code units, not yet checked.
    struct Span: Equatable {
        var location: Int
        var length: Int

        var nsRange: NSRange { NSRange(location: location, length: length) }
    }

    /// Where `move` goes.
    enum Movement: String, CaseIterable {
        case left, right, up, down
        case wordLeft = "word-left", wordRight = "word-right"
        case lineStart = "line-start", lineEnd = "line-end"
        case docStart = "doc-start", docEnd = "doc-end"
    }

    /// The on/off settings of `set`.
    enum Switch: String, CaseIterable {
        case secure
        case clearsOnBegin = "clears-on-begin"
        case clearsOnInsertion = "clears-on-insertion"
        case returnAuto = "return-auto"
        case enabled
        // The text view's and the search bar's own switches.
        case editable, selectable
        case cancelButton = "cancel-button"
    }

    /// What `changes` prints.
    enum ChangeFormat: String, CaseIterable {
        case lsp
        case treeSitter = "tree-sitter"
    }

    /// What `policy` installs.
    enum PolicyCommand: Equatable {
        case none, reject, digits, uppercase
        case maxLength(Int, LengthUnit)
        case format(String)
        case validate(String)
    }
}
