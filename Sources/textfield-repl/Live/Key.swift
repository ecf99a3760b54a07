/// A key press of `--live`, decoded from the terminal's bytes (readline's bindings).
enum Key: Equatable {
    /// Printable text: a key, or several arriving at once (a paste).
    case text(String)
    case enter
    case backspace, deleteForward
    case left, right, wordLeft, wordRight, home, end
    /// History.
    case up, down
    /// Ctrl-K, Ctrl-U, Ctrl-W / Alt-Backspace: cut to the pasteboard; Ctrl-Y pastes it back.
    case killToEnd, killToStart, killWordBackward, yank
    /// Ctrl-_.
    case undo
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-L.
    case redraw
}
