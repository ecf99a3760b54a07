import TextControls
import TranscriptVocabulary

/// The syntax of one command, for `help` and usage errors. `all` lists the whole command language
/// in `help` order; ``CommandParser`` reads the arguments.
struct CommandSpec: Sendable {
    let name: String
    /// The arguments as `help` and usage errors show them, e.g. `LOC LEN`; empty for none.
    let arguments: String
    /// What the command does, for `help`.
    let summary: String

    static let movements = Command.Movement.allCases.map(\.rawValue).joined(separator: "|")
    static let viewModes = "never|while-editing|unless-editing|always"
    static let switches = Command.Switch.allCases.map(\.rawValue).joined(separator: "|")
    static let units = LengthUnit.allCases.map(\.rawValue).joined(separator: "|")
    static let buttons = DemoView.Button.allCases.map { Quoting.quoted($0.rawValue) }.joined(separator: "|")

    static let all: [CommandSpec] = [
        CommandSpec("focus", "", "begin editing as the user would (tap)"),
        CommandSpec("blur", "", "end editing as the user would"),
        CommandSpec("type", "\"s\"", "one key press per grapheme cluster of s"),
        CommandSpec("insert", "\"s\"", "one insertText of the whole string (keyboard, IME commit)"),
        CommandSpec("paste", "[\"s\"]", "paste s (without it: the pasteboard) over the selection"),
        CommandSpec("cut", "", "cut the selection to the pasteboard"),
        CommandSpec("copy", "", "copy the selection to the pasteboard"),
        CommandSpec("backspace", "[N]", "N deleteBackward calls (1 to 1000000, default 1)"),
        CommandSpec("delete", "[N]", "N deleteForward calls (1 to 1000000, default 1)"),
        CommandSpec("delete-word", "", "delete the word before the caret (Option-Backspace)"),
        CommandSpec("select", "LOC LEN", "select a UTF-16 range as the user would"),
        CommandSpec("select-all", "", "select the whole text"),
        CommandSpec("move", movements + " [extend]", "move the caret (extend: move one end of the selection)"),
        CommandSpec("edit", "LOC LEN \"s\"", "a user replacement of exactly that range (autocorrect)"),
        CommandSpec("mark", "\"s\" [LOC LEN]", "IME marked text s, selection LOC LEN inside s (default: caret at its end)"),
        CommandSpec("unmark", "", "commit the marked text as it is"),
        CommandSpec("clear", "", "tap the clear button"),
        CommandSpec("return", "", "press Return (text view: types \"\\n\"; search bar: Search)"),
        CommandSpec("cancel", "", "tap the search bar's Cancel button"),
        CommandSpec("undo", "", "undo the last step through the delegate"),
        CommandSpec("redo", "", "redo the last undone step through the delegate"),
        CommandSpec("set-text", "\"s\"", "set the text programmatically (silent; caret to the end, undo cleared)"),
        CommandSpec("set-selection", "LOC LEN", "set the selection programmatically"),
        CommandSpec("replace", "LOC LEN \"s\"", "replace a range programmatically (silent)"),
        CommandSpec(
            "set", "clear-button \(viewModes) or \(switches) on|off",
            "configure the control (view: editable, selectable; search bar: cancel-button; --demo: enabled via the environment)"),
        CommandSpec(
            "policy", "none|reject|max-length N [\(units)]|digits|uppercase|format \"PATTERN\"|validate \"REGEX\"",
            "add a delegate policy (they add up; none removes them all and the validator)"),
        CommandSpec("show", "", "print the text, selection, marked range, editing state, clear button and counts"),
        CommandSpec("events", "on|off", "print the delegate, event and --demo wrapper lines (default on)"),
        CommandSpec("edits", "on|off", "print each applied edit with its source (default off)"),
        CommandSpec("help", "", "list the commands"),
        CommandSpec("quit", "", "stop reading commands"),
        CommandSpec("changes", "lsp|tree-sitter|off", "print each applied change as a language server / tree-sitter gets it"),
        CommandSpec(
            "remote", "LOC LEN \"s\"",
            "a change from elsewhere (collaborator, formatter): no delegate; selection, marked text, anchors and undo are mapped"),
        CommandSpec("anchor", "NAME LOC before|after [track]", "make a named anchor at a UTF-16 offset (track: report its deletion)"),
        CommandSpec("anchors", "", "print each anchor, in the order they were made"),
        CommandSpec("group", "begin|end", "the edits between group begin and group end are one undo step"),
        CommandSpec("find", "\"s\" [regex] [ignore-case]", "print each match of s (a literal, or an ICU regular expression) and their number"),
        CommandSpec("replace-all", "\"s\" \"template\" [regex] [ignore-case]", "replace every match of s, as one change ($1... in a regex template)"),
        CommandSpec("open", "PATH", "read a UTF-8 file into the text (programmatic); prints its size and line endings"),
        CommandSpec("save", "PATH [force]", "save the text atomically (force: over a file changed on disk since it was read)"),
        CommandSpec("line-endings", "", "print how the text's lines end: lf, crlf, cr, mixed or none"),
        CommandSpec(
            "press", buttons,
            "press a button of the --demo view: a random name (--seed N) or the next text color; name:/color: lines show changes"),
    ]

    static let named: [String: CommandSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    private init(_ name: String, _ arguments: String, _ summary: String) {
        self.name = name
        self.arguments = arguments
        self.summary = summary
    }
}
