import Foundation
import TextControls

/// Formats the REPL's output lines (DESIGN §5) and applies `events on|off` and `edits on|off`:
/// `delegate …`, `event …` and (`--demo`) `wrapper …` lines print only with events on (the
/// default), `edit …` lines only with edits on; `text …`, `error: …`, help and the `--demo`
/// view's `name:`/`color:` lines always print.
final class Transcript {
    let sink: LineSink
    var showsEvents = true
    var showsEdits = false

    init(sink: LineSink) { self.sink = sink }

    /// `delegate <call>`, e.g. `delegate shouldReturn -> true`.
    func delegate(_ call: String) {
        if showsEvents { sink.write(line: "delegate " + call) }
    }

    /// `delegate <call> -> <answer>`; returns the answer.
    @discardableResult
    func delegate(_ call: String, answer: Bool) -> Bool {
        delegate("\(call) -> \(answer)")
        return answer
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

    /// `edit typing {3,0} "a"`: an applied edit, its source and first range.
    func edit(_ edit: TextEdit) {
        if showsEdits {
            sink.write(line: "edit \(edit.source.rawValue) \(Quoting.range(edit.range)) \(Quoting.quoted(edit.replacement))")
        }
    }

    func error(_ error: ReplError) {
        sink.write(line: "error: \(error)")
    }

    /// A line printed as it is (`text …`, help, echoed input).
    func plain(_ line: String) {
        sink.write(line: line)
    }
}
