import ConsoleSupport

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

    /// The readline meaning of a terminal key; nil for keys without one. Alt or Ctrl with an
    /// arrow moves by word.
    init?(_ key: TerminalKey) {
        switch key {
        case .text(let text), .paste(let text): self = .text(text)
        case .named(let name, let modifiers): self.init(name, byWord: !modifiers.isDisjoint(with: [.alt, .control]))
        case .character(let character, let modifiers) where modifiers == .control: self.init(control: character)
        case .character(let character, _):
            switch character {
            case "b": self = .wordLeft
            case "f": self = .wordRight
            default: return nil
            }
        }
    }

    private init?(_ name: NamedKey, byWord: Bool) {
        switch name {
        case .left: self = byWord ? .wordLeft : .left
        case .right: self = byWord ? .wordRight : .right
        case .up: self = .up
        case .down: self = .down
        case .home: self = .home
        case .end: self = .end
        case .delete: self = .deleteForward
        case .enter: self = .enter
        case .backspace: self = byWord ? .killWordBackward : .backspace
        case .pageUp, .pageDown, .tab, .escape, .insert: return nil
        }
    }

    private init?(control character: Character) {
        switch character {
        case "a": self = .home
        case "b": self = .left
        case "c": self = .interrupt
        case "d": self = .endOfInput
        case "e": self = .end
        case "f": self = .right
        case "k": self = .killToEnd
        case "l": self = .redraw
        case "n": self = .down
        case "p": self = .up
        case "u": self = .killToStart
        case "w": self = .killWordBackward
        case "y": self = .yank
        case "_": self = .undo
        default: return nil
        }
    }
}
