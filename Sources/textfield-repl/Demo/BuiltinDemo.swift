/// The walkthrough that `--builtin-demo` runs (and `make demo` when not on a terminal): typing,
/// an emoji Backspace, the clear button modes, Return, a max-length policy refusing a paste,
/// undo, marked text and a bad range. Its transcript is `Fixtures/repl/builtin-demo.expected`.
enum BuiltinDemo {
    static let script = """
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
}
