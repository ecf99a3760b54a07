/// Shift, Alt and Ctrl, as a terminal reports them with a key.
package struct KeyModifiers: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let shift = KeyModifiers(rawValue: 1)
    package static let alt = KeyModifiers(rawValue: 2)
    package static let control = KeyModifiers(rawValue: 4)
}

/// The keys a terminal sends as sequences or control bytes rather than as text.
package enum NamedKey: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right, home, end
    case pageUp = "pgup"
    case pageDown = "pgdn"
    case backspace, delete, enter, tab
    case escape = "esc"
    case insert
}

/// One key press decoded from a terminal's bytes, before any program gives it a meaning.
package enum TerminalKey: Hashable, Sendable {
    /// Printable text: a key, or several arriving at once (typed faster than read).
    case text(String)
    /// Text pasted with bracketed paste mode on, as the terminal sent it (line breaks as CR).
    case paste(String)
    /// A named key with the modifiers held.
    case named(NamedKey, KeyModifiers)
    /// A printable character with Ctrl or Alt: Ctrl-S is `("s", .control)` (letters lowercase),
    /// Alt-B (ESC b) is `("b", .alt)`, Ctrl-_ is `("_", .control)`.
    case character(Character, KeyModifiers)
}
