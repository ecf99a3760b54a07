import ConsoleSupport

/// What the editor reacts to: a key (typed text, a paste, a named key, Ctrl or Alt with a
/// character) or the screen changing size.
package enum EditorEvent: Hashable, Sendable {
    case key(TerminalKey)
    case resize(columns: Int, rows: Int)
}

/// A place in the laid-out text: row `row` of the layout line starting at UTF-16 `line`.
struct RowLocation: Equatable, Comparable {
    var line: Int
    var row: Int

    static func < (lhs: RowLocation, rhs: RowLocation) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.row < rhs.row
    }
}
