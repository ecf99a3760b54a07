import ConsoleSupport
import Foundation
import TextBoundaries
import TextControls
import TextRope

// What each key does. Outside prompts every key is a user action of the text view.
extension Editor {
    /// Runs one event: a key (answering the open prompt, if any) or a resize. The message of the
    /// previous key goes; the caret is scrolled into view.
    package func handle(_ event: EditorEvent) {
        guard !hasQuit else { return }
        switch event {
        case .resize(let columns, let rows):
            resize(columns: columns, rows: rows)
            return
        case .key(let key):
            message = nil
            delegate.refusedEdit = false
            if prompt != nil { answerPrompt(key) } else { run(key) }
        }
        if delegate.changed {
            isModified = true
            delegate.changed = false
        }
        if delegate.refusedEdit { message = "Read-only: the file was opened with --lossy" }
        scrollToCaret()
    }

    private func run(_ key: TerminalKey) {
        switch key {
        case .text(let text): type(text)
        case .paste(let text): view.paste(lineEnding.converting(text))
        case .named(let name, let modifiers): run(name, modifiers)
        case .character(let character, let modifiers) where modifiers == .control: runControl(character)
        case .character("z", let modifiers) where modifiers == .alt: toggleWrap()
        case .character(let character, _): message = "\(Self.describe(key, character)) does nothing"
        }
    }

    /// Types `text` one key per grapheme cluster: a line break is Enter, a tab is Tab.
    func type(_ text: String) {
        for (key, _) in shortText.clusters(of: text) {
            switch key {
            case "\n", "\r", "\r\n": view.insertText(lineEnding.terminator)
            default: view.insertText(key)
            }
        }
    }

    private func run(_ name: NamedKey, _ modifiers: KeyModifiers) {
        let extending = modifiers.contains(.shift)
        let byWord = !modifiers.isDisjoint(with: [.alt, .control])
        switch name {
        case .left: move(byWord ? .wordLeft : .left, extending: extending)
        case .right: move(byWord ? .wordRight : .right, extending: extending)
        case .up: move(.up, extending: extending)
        case .down: move(.down, extending: extending)
        case .home: move(modifiers.contains(.control) ? .documentStart : .home, extending: extending)
        case .end: move(modifiers.contains(.control) ? .documentEnd : .end, extending: extending)
        case .pageUp: move(.pageUp, extending: extending)
        case .pageDown: move(.pageDown, extending: extending)
        case .backspace: if byWord { view.deleteWordBackward() } else { view.deleteBackward() }
        case .delete: view.deleteForward()
        case .enter: view.insertText(lineEnding.terminator)
        case .tab: if modifiers.isEmpty { view.insertText("\t") }
        case .escape:
            highlighted = nil
            if view.selectedRange.length > 0 { move(.right, extending: false) }
        case .insert: break
        }
    }

    private func runControl(_ character: Character) {
        switch character {
        case "s": save(quitAfter: false)
        case "q": quit()
        case "z": if !view.undo() { message = "Nothing to undo" }
        case "y": if !view.redo() { message = "Nothing to redo" }
        case "f": ask(.find(origin: view.selectedRange), "Find: ", text: lastSearch)
        case "r": ask(.replacePattern, "Replace: ", text: lastSearch)
        case "g": ask(.goToLine, "Go to line: ", text: "")
        case "c": if !view.copy() { message = "Nothing selected" }
        case "x": if !view.cut() { message = "Nothing selected" }
        case "v": if !view.paste() { message = "Nothing to paste" }
        case "a":
            view.selectAll()
            anchor = (0, view.selectedRange)
        case "l": break
        default: message = "Ctrl-\(character.uppercased()) does nothing"
        }
    }

    private func toggleWrap() {
        wraps.toggle()
        leftColumn = 0
        updateGeometry()
        message = wraps ? "Soft wrap on" : "Soft wrap off"
    }

    private func quit() {
        guard isModified else {
            hasQuit = true
            return
        }
        ask(.quitUnsaved, "Save changes? (y/n, esc)")
    }

    static func describe(_ key: TerminalKey, _ character: Character) -> String {
        guard case .character(_, let modifiers) = key else { return String(character) }
        var name = ""
        if modifiers.contains(.control) { name += "Ctrl-" }
        if modifiers.contains(.alt) { name += "Alt-" }
        if modifiers.contains(.shift) { name += "Shift-" }
        return name + character.uppercased()
    }
}
