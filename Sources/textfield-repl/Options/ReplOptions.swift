/// The command line of `textfield-repl` (the options `usage` lists).
struct ReplOptions: Equatable {
    enum Mode: String {
        case field, view, search, demo
    }

    /// Where commands come from.
    enum Input: Equatable {
        /// `--script FILE` (`-` is standard input); without it, standard input: a script when it
        /// is not a terminal, else an interactive prompt.
        case script(path: String?)
        /// `--builtin-demo`: the walkthrough compiled into the binary.
        case builtinDemo
        /// `--live`: one line edited on the terminal.
        case live
        /// `--bench`: time the live redraw on a long line.
        case bench
    }

    var mode = Mode.field
    var input = Input.script(path: nil)
    /// `--events`: in live mode, print delegate and event lines under the edited line (scripts
    /// print them by default).
    var events = false
    /// `--echo`: print each input line (`> command`, comments as they are) before its output.
    var echo = false
    var seed: UInt64 = 0
    /// `--check-invariants`: debug builds check the control's invariants (and in live mode the
    /// viewport's) after every command or key; a violation stops the REPL. The tests use it.
    var checksInvariants = false
    var showsUsage = false

    static let usage = """
        usage: textfield-repl [--field | --view | --search | --demo] [--script FILE] [--live] [--events] [--seed N]
                              [--echo] [--builtin-demo] [--bench] [--check-invariants] [--help]
          --field, --view, --search, --demo  the control to drive (default --field; --demo: the demo view,
                          a TextFieldWrapper bound to state `name` through ViewBridge, with two buttons)
          --script FILE   read commands from FILE (- for standard input); default: standard input,
                          interactively when it is a terminal
          --live          edit one line on the terminal, every key through a TextField
          --events        with --live: print the delegate calls and events under the edited line
                          (scripts print them from the start; `events off` silences them)
          --seed N        seed of the --demo view's random names (default 0)
          --echo          print each script line before the lines it causes
          --builtin-demo  run the built-in walkthrough: the text field, then the --demo view (with --echo)
          --bench         time the --live redraw on a 10,000-character line
          --check-invariants  debug builds: check the invariants of the model (--demo: also of its host)
                          after every command or key
        commands: run `help` inside the REPL
        """

    /// Options from the arguments (without the program name).
    /// - Throws: a message for unknown options, missing values and conflicting choices.
    init(arguments: [String]) throws(OptionsError) {
        var modeFlag: String?
        var inputFlag: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--field", "--view", "--search", "--demo":
                if let modeFlag, modeFlag != argument { throw OptionsError("\(modeFlag) and \(argument) exclude each other") }
                modeFlag = argument
                mode = Mode(rawValue: String(argument.dropFirst(2))) ?? .field
            case "--script", "--live", "--builtin-demo", "--bench":
                if let inputFlag, inputFlag != argument { throw OptionsError("\(inputFlag) and \(argument) exclude each other") }
                inputFlag = argument
                switch argument {
                case "--script":
                    guard let path = remaining.popFirst() else { throw OptionsError("--script needs a FILE") }
                    input = .script(path: path)
                case "--live": input = .live
                case "--bench": input = .bench
                default:
                    input = .builtinDemo
                    echo = true
                }
            case "--events": events = true
            case "--echo": echo = true
            case "--check-invariants": checksInvariants = true
            case "--seed":
                guard let value = remaining.popFirst(), let seed = UInt64(value) else {
                    throw OptionsError("--seed needs a number from 0 to \(UInt64.max)")
                }
                self.seed = seed
            case "--help", "-h": showsUsage = true
            default: throw OptionsError("unknown option \(argument)")
            }
        }
        if input == .live && mode != .field {
            throw OptionsError("--live edits a text field: it does not combine with --\(mode.rawValue)")
        }
        if input == .builtinDemo, let modeFlag {
            throw OptionsError("--builtin-demo walks through --field and --demo itself: it does not combine with \(modeFlag)")
        }
    }
}

/// A command-line mistake, reported with the usage and exit status 2.
struct OptionsError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
