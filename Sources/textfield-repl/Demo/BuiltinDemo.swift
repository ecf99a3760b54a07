/// The walkthrough that `--builtin-demo` runs (and `make demo` when not on a terminal). On a text
/// field: typing, an emoji Backspace, the clear button modes, Return, a max-length policy refusing
/// a paste, undo, marked text and a bad range. Then, in a session of its own, the same field in
/// the `--demo` view: typing reaching the state, a button reaching the field, a color change, Return.
/// Its transcript is `Fixtures/repl/builtin-demo.expected`.
enum BuiltinDemo {
    /// One script and the control it runs on, in a session of its own.
    struct Section {
        let mode: ReplOptions.Mode
        let script: String
    }

    static let sections = [Section(mode: .field, script: field), Section(mode: .demo, script: demo)]

    static let field = """
        # textfield-repl: the model of a UITextField, driven from a script. Each command is a user
        # action or a programmatic call; the lines after it are the delegate calls and control
        # events it causes, in order. Run `textfield-repl` and type `help` for every command.

        # Editing begins as a tap would: the delegate is asked first.
        focus
        # One key press per grapheme cluster: 👍🏽 is one key, though it is 4 UTF-16 units.
        type "hi 👍🏽"
        show
        # Backspace removes the whole cluster, never half of it.
        backspace
        show

        # The clear button shows only with text, and as clearButtonMode says.
        set clear-button while-editing
        show
        blur
        show
        set clear-button unless-editing
        show
        focus
        set clear-button always
        # A tap asks shouldClear; the text goes without a shouldChangeCharacters call.
        clear
        show

        # Return asks shouldReturn, then sends editingDidEndOnExit and primaryActionTriggered.
        type "hello"
        return

        # A policy of at most 5 grapheme clusters: the delegate refuses a paste that cannot fit...
        policy max-length 5
        paste " world"
        # ...and lets in the part of a longer one that fits (`edits on` shows what is applied).
        edits on
        backspace 2
        paste "p!!"
        edits off
        show
        policy none

        # Undo goes through the delegate too, and restores the selection.
        undo
        show

        # Marked text: an IME composes "wo", then commits the candidate 我.
        select-all
        mark "w"
        mark "wo"
        show
        insert "我"
        show

        # Bad input is one error line and changes nothing.
        select 9 2
        show
        """

    static let demo = """

        # The demo view (`textfield-repl --demo`): the same field, now inside a TextFieldWrapper
        # bound to state `name` through ViewBridge. After each command `name:…` shows the state when
        # it changed, `color:…` the text color the view applied; `wrapper …` lines are the closures
        # the wrapper calls.
        focus
        # Typing reaches the state through the wrapper's coordinator.
        type "Anna"
        move left
        move left
        # A button writes the state; the field follows as one edit, the caret still before "na".
        press "Random Name"
        show
        # A new color reaches the same field: still editing, its undo stack intact.
        type "!"
        press "Change Color"
        undo
        show
        # Return runs onCommit and ends editing, as SwiftUI's TextField does.
        return
        """
}
