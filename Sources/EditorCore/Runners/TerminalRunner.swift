import ConsoleSupport

/// The editor on the real terminal: alternate screen, raw mode and bracketed paste while it
/// runs, all restored when it quits, when input ends, and when a signal ends the process (the
/// terminal restores itself in the signal handler). Resizes redraw at the new size.
package enum TerminalRunner {
    private static let enter = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
    private static let leave = "\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Runs until the user quits; returns the exit status (1 when the terminal cannot be put in
    /// raw mode). `checksInvariants` checks the editor's invariants after every key.
    package static func run(_ editor: Editor, on terminal: Terminal, checksInvariants: Bool) -> Int32 {
        guard terminal.enableRawMode(entering: enter, leaving: leave) else {
            Console.writeError("text-edit: cannot switch the terminal to raw mode\n")
            return 1
        }
        terminal.watchResizes()
        let size = terminal.size
        editor.resize(columns: size.columns, rows: size.rows)
        var renderer = TerminalRenderer()
        var decoder = KeyDecoder()
        var screen = Screen(columns: editor.columns, rows: editor.rows)
        while !editor.hasQuit {
            if screen.columns != editor.columns || screen.rows != editor.rows {
                screen = Screen(columns: editor.columns, rows: editor.rows)
            }
            editor.draw(into: &screen)
            terminal.write(renderer.frame(screen))
            var keys: [TerminalKey] = []
            switch terminal.next() {
            case .input(let bytes):
                keys = decoder.decode(bytes)
                if decoder.hasPending && !terminal.hasInput(within: 40) { keys += decoder.flush() }
            case .resized:
                let size = terminal.size
                editor.resize(columns: size.columns, rows: size.rows)
            case .timeout:
                break
            case .closed:
                terminal.restore()
                return 0
            }
            for key in keys {
                if key == .character("l", .control) { renderer.invalidate() }
                editor.handle(.key(key))
                if checksInvariants { editor.checkInvariants() }
                if editor.hasQuit { break }
            }
        }
        terminal.restore()
        return 0
    }
}
