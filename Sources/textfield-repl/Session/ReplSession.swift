import Foundation
import TextControls
import TranscriptVocabulary

/// Runs commands against one control: user actions go through the model's user API (so the
/// delegate is asked and events are sent), programmatic commands through its silent API.
/// Every failure prints one `error: …` line and changes nothing; the session goes on.
final class ReplSession {
    let control: ReplControl
    let transcript: Transcript
    /// The buttons of the `--demo` view; `nil` in the other modes.
    let demoButtons: DemoButtons?
    /// Set by `quit`.
    private(set) var isFinished = false
    /// Check the control's invariants after every command (debug builds; `--check-invariants`).
    var checksInvariants = false
    private var policyParts: [TextFieldPolicies] = []
    /// The named anchors, in the order they were made.
    private var anchors: [(name: String, anchor: TextAnchor)] = []
    // The document observer printing `changes` lines, while they are on.
    private var changeObserver: ObserverToken?
    /// The file `open` read or `save` wrote last.
    var file: ReplFile?

    init(control: ReplControl, transcript: Transcript, demoButtons: DemoButtons? = nil) {
        self.control = control
        self.transcript = transcript
        self.demoButtons = demoButtons
        control.model.addEditObserver { transcript.edit($0) }
        control.model.addRefusalObserver { transcript.refusal($0) }
    }

    var model: TextInputModel { control.model }

    /// Parses and runs one line, lets the control finish the command, then checks its invariants
    /// if asked to.
    func run(line: String) {
        do throws(ReplError) {
            guard let command = try CommandParser.parse(line) else { return }
            try execute(command)
        } catch {
            transcript.error(error)
        }
        transcript.flushChanges()
        control.commandDidRun()
        if checksInvariants { control.checkInvariants() }
    }

    func execute(_ command: Command) throws(ReplError) {
        switch command {
        case .focus: model.becomeFirstResponder()
        case .blur: model.resignFirstResponder()
        case .type(let text): for key in KeyPresses.of(text) { model.insertText(key) }
        case .insert(let text): model.insertText(text)
        case .paste(let text): model.paste(text)
        case .cut: model.cut()
        case .copy: model.copy()
        case .backspace(let count): for _ in 0..<count { model.deleteBackward() }
        case .delete(let count): for _ in 0..<count { model.deleteForward() }
        case .deleteWord: model.deleteWordBackward()
        case .select(let span): try checked { () throws(TextRangeError) in try model.select(span.nsRange) }
        case .selectAll: model.selectAll()
        case .move(let movement, let extend): move(movement, extending: extend)
        case .edit(let span, let text):
            try checked { () throws(TextRangeError) in try model.userReplace(span.nsRange, with: text) }
        case .mark(let text, let selection): try mark(text, selection: selection)
        case .unmark: model.unmarkText()
        case .clear: try control.tapClearButton()
        case .returnKey: control.pressReturn()
        case .cancel: try control.tapCancelButton()
        case .undo: model.undo()
        case .redo: model.redo()
        case .setText(let text): model.text = text
        case .setSelection(let span): try checked { () throws(TextRangeError) in try model.setSelectedRange(span.nsRange) }
        case .replace(let span, let text):
            try checked { () throws(TextRangeError) in try model.replaceCharacters(in: span.nsRange, with: text) }
        case .setClearButton(let mode): try control.setClearButtonMode(mode)
        case .setSwitch(let option, let on): try control.set(option, on: on)
        case .policy(let policy): try apply(policy)
        case .changes(let format): showChanges(format)
        case .remote(let span, let text):
            try checked { () throws(TextRangeError) in
                let range = try TextRangeError.checkedRange(location: span.location, length: span.length, textLength: model.textRope.utf16Count)
                try model.document.replace(utf16Range: range, with: text, origin: .remote)
            }
        case .anchor(let name, let offset, let bias, let tracks):
            let anchor = try checked { () throws(TextRangeError) in
                try model.document.makeAnchor(at: offset, bias: bias, tracksDeletion: tracks)
            }
            if let index = anchors.firstIndex(where: { $0.name == name }) {
                model.document.removeAnchor(anchors.remove(at: index).anchor)
            }
            anchors.append((name, anchor))
        case .anchors:
            for (name, anchor) in anchors {
                let position = model.document.isDeleted(anchor) ? "deleted" : model.document.offset(of: anchor).map(String.init) ?? "removed"
                transcript.plain("anchor \(name) \(position)")
            }
        case .group(let begin):
            if begin {
                model.beginUndoGrouping()
            } else {
                guard model.undoGroupingLevel > 0 else { throw .noOpenGroup }
                model.endUndoGrouping()
            }
        case .show: transcript.plain(stateLine())
        case .events(let on): transcript.showsEvents = on
        case .edits(let on): transcript.showsEdits = on
        case .help: for line in HelpText.lines { transcript.plain(line) }
        case .quit: isFinished = true
        case .press(let title):
            guard let demoButtons else { throw .needsDemo }
            try demoButtons.press(title)
        case .find(let pattern, let regex, let ignoreCase): try find(pattern, regex: regex, ignoreCase: ignoreCase)
        case .replaceAll(let pattern, let template, let regex, let ignoreCase):
            try replaceAll(pattern, template: template, regex: regex, ignoreCase: ignoreCase)
        case .open(let path): try open(path)
        case .save(let path, let force): try save(path, force: force)
        case .lineEndings: transcript.plain("line-endings \(model.textRope.lineEndingStyle.rawValue)")
        }
    }

    /// `text "abc" selection {3,0} marked none editing yes clear-button visible utf16 3 scalars 3 graphemes 3`.
    func stateLine() -> String {
        let rope = model.textRope
        let units = (try? rope.utf16CodeUnits(in: 0..<rope.utf16Count)) ?? []
        let marked = model.markedRange.map(Quoting.range) ?? "none"
        return "text \(Quoting.quoted(utf16: units)) selection \(Quoting.range(model.selectedRange)) marked \(marked)"
            + " editing \(model.isEditing ? "yes" : "no") clear-button \(control.isClearButtonVisible ? "visible" : "hidden")"
            + " utf16 \(rope.utf16Count) scalars \(rope.unicodeScalarCount) graphemes \(model.graphemeCount)"
    }

    // A document observer costs every edit a snapshot of the text before it: one is added only
    // while change lines are printed.
    private func showChanges(_ format: Command.ChangeFormat?) {
        transcript.changeFormat = format
        if format != nil, changeObserver == nil {
            let transcript = self.transcript
            changeObserver = model.document.addObserver { transcript.documentChanged($0) }
        } else if format == nil, let token = changeObserver {
            model.document.removeObserver(token)
            changeObserver = nil
        }
    }

    private func move(_ movement: Command.Movement, extending: Bool) {
        switch movement {
        case .left: model.moveCaret(.character, by: -1, extending: extending)
        case .right: model.moveCaret(.character, by: 1, extending: extending)
        case .up: model.moveCaret(.line, by: -1, extending: extending)
        case .down: model.moveCaret(.line, by: 1, extending: extending)
        case .wordLeft: model.moveCaret(.word, by: -1, extending: extending)
        case .wordRight: model.moveCaret(.word, by: 1, extending: extending)
        case .lineStart: model.moveCaret(to: .lineStart, extending: extending)
        case .lineEnd: model.moveCaret(to: .lineEnd, extending: extending)
        case .docStart: model.moveCaret(to: .documentStart, extending: extending)
        case .docEnd: model.moveCaret(to: .documentEnd, extending: extending)
        }
    }

    // The selection is checked against the marked string, so that a bad one is an error line
    // rather than the model's silent refusal.
    private func mark(_ text: String, selection: Command.Span?) throws(ReplError) {
        let length = text.utf16.count
        if let selection {
            _ = try checked { () throws(TextRangeError) in
                try TextRangeError.checkedRange(location: selection.location, length: selection.length, textLength: length)
            }
        }
        model.setMarkedText(text, selectedRange: selection?.nsRange ?? NSRange(location: length, length: 0))
    }

    // Policies add up, in the order given; `policy none` removes them and the validator.
    private func apply(_ policy: Command.PolicyCommand) throws(ReplError) {
        switch policy {
        case .none:
            policyParts = []
            model.validator = nil
        case .reject: policyParts.append(.rejectAll)
        case .digits: policyParts.append(.digits)
        case .uppercase: policyParts.append(.uppercase)
        case .maxLength(let limit, let unit): policyParts.append(.maxLength(limit, unit: unit))
        case .format(let pattern): policyParts.append(.pattern(pattern))
        case .validate(let pattern):
            guard let validator = try? RegexValidator(pattern: pattern) else { throw .invalidRegex(pattern) }
            model.validator = validator
        }
        control.policies = policyParts.isEmpty ? nil : TextFieldPolicies(policyParts.flatMap(\.policies))
    }

    @discardableResult
    private func checked<T>(_ body: () throws(TextRangeError) -> T) throws(ReplError) -> T {
        do {
            return try body()
        } catch {
            throw .range(error)
        }
    }
}
