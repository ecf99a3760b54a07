/// Turns screens into the escape sequences that bring a terminal from the last screen to the
/// next: only the rows that changed are rewritten.
///
/// Terminals disagree with the editor's widths (see the README) for some clusters: emoji shown
/// by U+FE0F, ZWJ sequences, flags, keycaps and skin tones are 2 columns by the editor's rules,
/// which a terminal whose `wcwidth` predates them draws as 1 or as several. So that one such
/// cluster cannot shift the rest of its row, the cursor is moved to the column the editor expects
/// after every cluster that is not a single code point below U+1100, and a wide emoji is drawn
/// over two blanks.
package struct TerminalRenderer {
    private var previous: Screen?

    package init() {}

    /// Forgets what the terminal shows: the next frame redraws everything.
    package mutating func invalidate() {
        previous = nil
    }

    /// The bytes that draw `screen`.
    package mutating func frame(_ screen: Screen) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        output += "\u{1B}[?25l".utf8
        let full = previous.map { $0.columns != screen.columns || $0.rows != screen.rows } ?? true
        if full { output += "\u{1B}[0m\u{1B}[2J".utf8 }
        for row in 0..<screen.rows where full || !(previous.map { screen.rowEqual(row, $0) } ?? false) {
            output += "\u{1B}[\(row + 1);1H".utf8
            appendRow(row, of: screen, to: &output)
        }
        output += "\u{1B}[0m\u{1B}[\(screen.cursor.row + 1);\(screen.cursor.column + 1)H\u{1B}[?25h".utf8
        previous = screen
        return output
    }

    private func appendRow(_ row: Int, of screen: Screen, to output: inout [UInt8]) {
        var style: Screen.Style?
        // The bottom right cell is left alone: writing it makes some terminals scroll.
        let last = row == screen.rows - 1 ? screen.columns - 1 : screen.columns
        var column = 0
        while column < last {
            let cell = screen[row, column]
            if cell.style != style {
                output += Self.sequence(for: cell.style).utf8
                style = cell.style
            }
            var width = 1
            while column + width < screen.columns && screen[row, column + width].scalar == Screen.Cell.covered { width += 1 }
            if column + width > last { break }
            if cell.scalar < 0x80 {
                output.append(UInt8(cell.scalar))
            } else if cell.scalar < 0x1100 {
                output += screen.text(row: row, column: column).utf8
            } else {
                let text = screen.text(row: row, column: column)
                if width == 2 && Self.isEmojiLike(text.unicodeScalars) { output += "  \u{1B}[\(column + 1)G".utf8 }
                output += text.utf8
                output += "\u{1B}[\(column + width + 1)G".utf8
            }
            column += width
        }
        output += "\u{1B}[0m".utf8
        if column < screen.columns { output += "\u{1B}[K".utf8 }
    }

    private static func isEmojiLike(_ scalars: String.UnicodeScalarView) -> Bool {
        scalars.count > 1 || (scalars.first?.value ?? 0) >= 0x1F000
    }

    private static func sequence(for style: Screen.Style) -> String {
        switch style {
        case .text: return "\u{1B}[0m"
        case .selected: return "\u{1B}[0;7m"
        case .match: return "\u{1B}[0;30;43m"
        case .special: return "\u{1B}[0;36m"
        case .gutter: return "\u{1B}[0;90m"
        case .status: return "\u{1B}[0;7m"
        case .message: return "\u{1B}[0;1m"
        }
    }
}
