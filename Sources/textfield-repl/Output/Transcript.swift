import Foundation
import TextControls
import TranscriptVocabulary

/// Formats the REPL's output lines and applies `events on|off` and `edits on|off`:
/// `delegate …`, `event …` and (`--demo`) `wrapper …` lines print only with events on (the
/// default), `edit …` lines only with edits on; `text …`, `error: …`, help and the `--demo`
/// view's `name:`/`color:` lines always print.
final class Transcript {
    let sink: LineSink
    var showsEvents = true
    var showsEdits = false
    /// What `changes` prints for each applied change; nil prints nothing.
    var changeFormat: Command.ChangeFormat?
    // The lines of changes the document announced before the edit line that names them.
    private var pendingChangeLines: [String] = []

    init(sink: LineSink) { self.sink = sink }

    /// `delegate <call>`, e.g. `delegate shouldReturn -> true`.
    func delegate(_ call: DelegateCall) {
        if showsEvents { sink.write(line: "delegate \(call)") }
    }

    /// `event editingChanged`: a control event as UIKit names it.
    func event(_ event: ControlEvents) {
        if showsEvents { sink.write(line: "event \(event)") }
    }

    /// `validator refused return`: the validator kept Return or the end of editing from acting.
    func refusal(_ refusal: ValidatorRefusal) {
        if showsEvents { sink.write(line: "validator refused \(refusal.rawValue)") }
    }

    /// `wrapper onCommit`: the `--demo` view's TextFieldWrapper called a closure it was given.
    func wrapper(_ call: String) {
        if showsEvents { sink.write(line: "wrapper " + call) }
    }

    /// `edit typing {3,0} "a"`: an applied edit, its source, and each range with its new text
    /// (`edit undo {0,1} "" {11,1} ""`); then the `lsp` or `ts` lines of the change, if `changes`
    /// is on.
    func edit(_ edit: TextEdit) {
        if showsEdits {
            sink.write(line: "edit " + Quoting.edit(edit))
        }
        flushChanges()
    }

    /// Keeps the `lsp` or `ts` lines of a change the document applied, until the edit line that
    /// names the change (or the end of the command) prints them.
    func documentChanged(_ change: DocumentChange) {
        switch changeFormat {
        case .lsp: pendingChangeLines += change.lspContentChanges().map { "lsp " + $0.json }
        case .treeSitter: pendingChangeLines += change.treeSitterEdits().map { "ts \($0)" }
        case nil: break
        }
    }

    /// Prints the change lines kept so far.
    func flushChanges() {
        for line in pendingChangeLines { sink.write(line: line) }
        pendingChangeLines.removeAll()
    }

    func error(_ error: ReplError) {
        sink.write(line: "error: \(error)")
    }

    /// A line printed as it is (`text …`, help, echoed input).
    func plain(_ line: String) {
        sink.write(line: line)
    }
}
