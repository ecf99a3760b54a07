import ConsoleSupport
import Foundation
import TextControls
import TextRope

// Prompts: the keys after Ctrl-F, Ctrl-R, Ctrl-G, Ctrl-Q (unsaved) and a save that needs a
// name or would overwrite a file changed on disk answer them.
extension Editor {
    /// Opens a prompt; `text` (selected, so typing replaces it) makes it a typed answer, nil a
    /// one-letter one.
    func ask(_ kind: Prompt.Kind, _ label: String, text: String? = nil) {
        prompt = Prompt(kind, label: label, text: text, pasteboard: pasteboard)
        if case .find = kind, let text, !text.isEmpty { highlighted = text }
    }

    func answerPrompt(_ key: TerminalKey) {
        guard let prompt else { return }
        guard let field = prompt.field else {
            answerChoice(prompt, key)
            return
        }
        let before = field.text
        switch key {
        case .text(let text): for character in text where !character.isNewline { field.insertText(String(character)) }
        case .paste(let text): field.paste(text.filter { !$0.isNewline })
        case .named(.enter, _): submit(prompt, field.text)
        case .named(.escape, _), .character("c", .control), .character("q", .control), .character("g", .control):
            closePrompt()
        case .named(.backspace, let modifiers): if modifiers.isEmpty { field.deleteBackward() } else { field.deleteWordBackward() }
        case .named(.delete, _): field.deleteForward()
        case .named(.left, let modifiers): field.moveCaret(modifiers.isEmpty ? .character : .word, by: -1)
        case .named(.right, let modifiers): field.moveCaret(modifiers.isEmpty ? .character : .word, by: 1)
        case .named(.home, _): field.moveCaret(to: .lineStart)
        case .named(.end, _): field.moveCaret(to: .lineEnd)
        case .named(.up, _): if case .find = prompt.kind { findNext(field.text, forward: false) }
        case .named(.down, _), .character("f", .control): if case .find = prompt.kind { findNext(field.text, forward: true) }
        default: break
        }
        if case .find(let origin) = prompt.kind, field.text != before { findIncrementally(field.text, origin: origin) }
    }

    func closePrompt() {
        prompt = nil
        highlighted = nil
    }

    private func submit(_ prompt: Prompt, _ answer: String) {
        switch prompt.kind {
        case .find:
            findNext(answer, forward: true)
        case .replacePattern:
            guard !answer.isEmpty else { return closePrompt() }
            lastSearch = answer
            ask(.replaceWith(pattern: answer), "Replace \(Self.shown(answer)) with: ", text: "")
        case .replaceWith(let pattern):
            closePrompt()
            guard let match = findMatch(pattern, from: caretOffset, forward: true) else {
                message = "Not found: \(Self.shown(pattern))"
                return
            }
            select(match.range)
            ask(.replaceConfirm(pattern: pattern, replacement: answer, count: 0), Self.confirmLabel)
            highlighted = pattern
        case .goToLine:
            closePrompt()
            goToLine(answer)
        case .saveAs(let quitAfter):
            closePrompt()
            guard !answer.isEmpty else { return }
            path = answer
            save(quitAfter: quitAfter)
        case .replaceConfirm, .quitUnsaved, .overwrite:
            break
        }
    }

    static let confirmLabel = "Replace? (y/n/a(ll), esc)"

    private func answerChoice(_ prompt: Prompt, _ key: TerminalKey) {
        let letter: Character?
        switch key {
        case .text(let text): letter = text.first.map { Character($0.lowercased()) }
        case .named(.escape, _), .character("c", .control), .character("q", .control): letter = "\u{1B}"
        default: letter = nil
        }
        guard let letter else { return }
        switch (prompt.kind, letter) {
        case (.quitUnsaved, "y"):
            closePrompt()
            save(quitAfter: true)
        case (.quitUnsaved, "n"):
            closePrompt()
            hasQuit = true
        case (.overwrite(let quitAfter), "y"):
            closePrompt()
            save(quitAfter: quitAfter, overwriting: true)
        case (.overwrite, "n"):
            closePrompt()
            message = "Not saved"
        case (.replaceConfirm(let pattern, let replacement, let count), "y"):
            replaceCurrent(pattern, with: replacement, count: count)
        case (.replaceConfirm(let pattern, let replacement, let count), "n"):
            advanceReplacement(pattern, replacement, count: count, from: view.selectedRange.upperBound)
        case (.replaceConfirm(let pattern, let replacement, _), "a"):
            closePrompt()
            replaceAll(pattern, with: replacement)
        case (.replaceConfirm(_, _, let count), "\u{1B}"):
            closePrompt()
            message = "Replaced \(count)"
        case (_, "\u{1B}"):
            closePrompt()
        default:
            break
        }
    }

    private func goToLine(_ answer: String) {
        let rope = view.textRope
        guard let number = Int(answer.trimmingCharacters(in: .whitespaces)), number > 0 else {
            message = "Not a line number: \(Self.shown(answer))"
            return
        }
        let line = min(number, rope.lineCount) - 1
        let start = (try? rope.utf16Range(ofLine: line).lowerBound) ?? 0
        select(start..<start)
    }

    /// Selects `range` as the user would, forgetting any extension anchor.
    func select(_ range: Range<Int>) {
        try? view.select(NSRange(location: range.lowerBound, length: range.count))
        anchor = nil
    }

    /// `text` quoted for a message, control characters escaped.
    static func shown(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0..<0x20, 0x7F..<0xA0: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
