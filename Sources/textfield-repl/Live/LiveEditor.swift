import ConsoleSupport
import Foundation
import TextControls

/// `--live`: readline on a ``TextField``. Every key is a user action of the field, asked of its
/// (logging) delegate; Enter is the field's Return, whose primary action commits the line.
/// With `--events` the delegate and event lines of each key show under the edited line.
final class LiveEditor {
    static let banner = [
        "textfield-repl --live: every key goes through a TextField and its delegate.",
        "  Left/Right, Backspace/Delete: one grapheme cluster   Alt/Ctrl+Left/Right, Alt-B/F: one word",
        "  Home/End, Ctrl-A/E: line ends   Ctrl-K/U/W: cut to end/start/word   Ctrl-Y: paste   Ctrl-_: undo",
        "  Enter: commit   Up/Down: history   Ctrl-C, or Ctrl-D on an empty line: quit",
    ]

    private let terminal: Terminal
    private let field = TextField()
    private let delegate: LoggingDelegate
    private let notes = BufferSink()
    private var screen = LiveScreen()
    private var decoder = KeyDecoder()
    private var history = LineHistory()
    /// Set by the field's primary action (Return allowed by the delegate).
    private var committedText: String?
    private let checksInvariants: Bool

    /// Runs the editor on standard input's terminal; exit status 1 without one.
    static func run(events: Bool, checksInvariants: Bool) -> Int32 {
        guard let terminal = Terminal() else {
            Console.writeError("textfield-repl: --live needs a terminal on standard input\n")
            return 1
        }
        guard terminal.enableRawMode() else {
            Console.writeError("textfield-repl: cannot switch the terminal to raw mode\n")
            return 1
        }
        LiveEditor(terminal: terminal, events: events, checksInvariants: checksInvariants).run()
        terminal.restore()
        return 0
    }

    private init(terminal: Terminal, events: Bool, checksInvariants: Bool) {
        self.terminal = terminal
        self.checksInvariants = checksInvariants
        let transcript = Transcript(sink: notes)
        transcript.showsEvents = events
        delegate = LoggingDelegate(transcript: transcript)
        field.delegate = delegate
        field.pasteboard = Pasteboard()
        field.addEventObserver { transcript.event($0) }
        field.addAction(for: .primaryActionTriggered) { [unowned self] field in committedText = field.text }
        field.addEditObserver { [unowned self] edit in screen.viewport.noteEdit(edit) }
    }

    private func run() {
        terminal.write(Self.banner.joined(separator: "\r\n") + "\r\n")
        field.becomeFirstResponder()
        redraw()
        while let bytes = terminal.read() {
            var keys = decoder.decode(bytes)
            if decoder.hasPending && !terminal.hasInput(within: 40) { keys += decoder.flush() }
            for key in keys.compactMap(Key.init) where !handle(key) {
                finish()
                return
            }
            redraw()
        }
        finish()
    }

    // Runs one key; false for the keys that quit.
    private func handle(_ key: Key) -> Bool {
        switch key {
        case .text(let text): for key in KeyPresses.of(text) { field.insertText(key) }
        case .enter: pressReturn()
        case .backspace: field.deleteBackward()
        case .deleteForward: field.deleteForward()
        case .left: field.moveCaret(.character, by: -1)
        case .right: field.moveCaret(.character, by: 1)
        case .wordLeft: field.moveCaret(.word, by: -1)
        case .wordRight: field.moveCaret(.word, by: 1)
        case .home: field.moveCaret(to: .lineStart)
        case .end: field.moveCaret(to: .lineEnd)
        case .up: if let line = history.previous(editing: field.text) { field.text = line }
        case .down: if let line = history.next() { field.text = line }
        case .killToEnd: cut { field.moveCaret(to: .documentEnd, extending: true) }
        case .killToStart: cut { field.moveCaret(to: .documentStart, extending: true) }
        case .killWordBackward: cut { field.moveCaret(.word, by: -1, extending: true) }
        case .yank: field.paste()
        case .undo: field.undo()
        case .redraw: terminal.write("\u{1B}[2J\u{1B}[H")
        case .interrupt: return false
        case .endOfInput:
            guard field.hasText else { return false }
            field.deleteForward()
        }
        return true
    }

    // Selects from the caret with `select`, then cuts the selection to the pasteboard.
    private func cut(selecting select: () -> Void) {
        select()
        if field.selectedRange.length > 0 { field.cut() }
    }

    private func pressReturn() {
        committedText = nil
        field.pressReturn()
        guard let text = committedText else { return }
        terminal.write(screen.committed(text, notes: notes.take()))
        history.add(text)
        field.text = ""
    }

    private func redraw() {
        let output = screen.redraw(
            field.textRope, caret: field.selectedRange.location, size: terminal.size, notes: notes.take())
        terminal.write(output)
        if checksInvariants {
            field.checkInvariants()
            screen.viewport.checkInvariants(for: field.textRope)
        }
    }

    // Leaves the line as it is on the screen, then ends editing (its delegate lines stay).
    private func finish() {
        terminal.write(screen.committed(field.text, notes: notes.take()))
        field.resignFirstResponder()
        terminal.write(notes.take().map { $0 + "\r\n" }.joined())
    }
}
