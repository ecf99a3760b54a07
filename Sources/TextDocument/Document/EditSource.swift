/// What caused a change to a document: a user action of a control, code, undo and redo, a
/// search-and-replace, or a change from elsewhere (a collaborator, a formatter, a file reloaded).
/// ``DocumentChange/origin`` carries it; the controls name it `TextEdit.Source`.
public enum EditSource: String, Hashable, Sendable, CaseIterable, Codable {
    /// A key press or a keyboard `insertText` (also Return in a text view, as "\n").
    case typing
    /// A paste: the pasted text over the selection.
    case paste
    /// A cut: the selection deleted after being copied.
    case cut
    /// Text dropped by drag and drop.
    case drop
    /// Backspace: the selection, or the grapheme cluster before the caret, deleted.
    case deleteBackward
    /// Forward delete: the selection, or the grapheme cluster after the caret, deleted.
    case deleteForward
    /// ⌥⌫: the selection, or back to the start of the word before the caret, deleted.
    case deleteWord
    /// An IME composition update: the marked text replaced by a new marked string.
    case marking
    /// An IME composition committed (candidate chosen or `unmarkText`).
    case commit
    /// A user replacement of an exact range: autocorrect, QuickType, dictation.
    case autocorrect
    /// The clear button.
    case clearButton
    /// `clearsOnBeginEditing` emptying the field as editing begins.
    case clearOnBegin
    /// `clearsOnInsertion`: the first insertion replaces everything.
    case clearOnInsertion
    /// A secure field's first edit after refocus discarding the old text.
    case secureWipe
    /// Undo: the inverse of the last undo step.
    case undo
    /// Redo: the last undone step again.
    case redo
    /// Code setting `text`, calling `replaceCharacters(in:with:)`, or applying a change set to a
    /// document directly.
    case programmatic
    /// The user's replace-all: every match replaced in one change (one undo step).
    case replaceAll
    /// A change from elsewhere (a collaborator, a formatter, a language server's edit): applied
    /// without asking any delegate, and never an undo step of the controls showing the document.
    case remote
}
