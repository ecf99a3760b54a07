/// Headless mode: the editor on a virtual screen, driven by a key file, printing each screen
/// that a `screen` line asks for between `screen begin` and `screen end` (one line per row,
/// trailing spaces trimmed, the status line last), then `cursor ROW COLUMN` (1-based). A line
/// that is not understood prints `error: line N: …` and is skipped; quitting prints `quit` and
/// ends the run. Nothing is saved that Ctrl-S did not save.
package enum HeadlessRunner {
    /// Runs `lines` (the key file's lines) on `editor`, writing output lines to `output`;
    /// `checksInvariants` checks the editor's invariants after every line.
    package static func run(_ editor: Editor, lines: [String], checksInvariants: Bool, output: (String) -> Void) {
        var screen = Screen(columns: editor.columns, rows: editor.rows)
        for (index, line) in lines.enumerated() {
            let parsed: KeyLine?
            do {
                parsed = try KeyScript.parse(line)
            } catch {
                output("error: line \(index + 1): \(error)")
                continue
            }
            switch parsed {
            case .event(let event):
                editor.handle(event)
            case .screen:
                if screen.columns != editor.columns || screen.rows != editor.rows {
                    screen = Screen(columns: editor.columns, rows: editor.rows)
                }
                editor.draw(into: &screen)
                output("screen begin")
                for row in screen.plainLines { output(row) }
                output("screen end")
                output("cursor \(screen.cursor.row + 1) \(screen.cursor.column + 1)")
            case nil:
                break
            }
            if checksInvariants { editor.checkInvariants() }
            if editor.hasQuit {
                output("quit")
                return
            }
        }
    }
}
