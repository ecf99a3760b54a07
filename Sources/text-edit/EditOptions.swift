import EditorCore

/// `text-edit`'s command line.
struct EditOptions {
    static let usage = """
        usage: text-edit [FILE] [--lossy] [--size COLSxROWS --keys KEYFILE] [--check-invariants]
               text-edit --bench [--megabytes N]
          FILE                edit FILE full screen (created on the first save if it does not exist)
          --lossy             open a file that is not UTF-8 read-only, ill-formed bytes shown as U+FFFD
          --size, --keys      headless: run the key file on a virtual screen, printing the screens it asks for
          --check-invariants  check the editor's invariants after every key (debug builds)
          --bench             time opening, the first screen and keystroke-to-frame (build with -c release)
        keys: arrows, Home/End, PgUp/PgDn, Ctrl/Alt+arrows by word, Shift+movement selects;
          Ctrl-S save, Ctrl-Q quit, Ctrl-Z/Ctrl-Y undo/redo, Ctrl-F find, Ctrl-R replace,
          Ctrl-G go to line, Ctrl-C/Ctrl-X/Ctrl-V copy/cut/paste, Ctrl-A select all, Alt-Z soft wrap
        """

    enum Mode: Equatable {
        case terminal
        case headless(columns: Int, rows: Int, keys: String)
        case bench(megabytes: Int)
        case help
    }

    var path: String?
    var lossy = false
    var checksInvariants = false
    var mode = Mode.terminal

    /// Why the command line was refused.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String]) throws(Problem) {
        var size: (columns: Int, rows: Int)?
        var keys: String?
        var bench = false
        var megabytes = 100
        var remaining = arguments[...]
        func value(_ option: String) throws(Problem) -> String {
            guard let value = remaining.popFirst() else { throw Problem(description: "\(option) needs a value") }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": mode = .help
            case "--lossy": lossy = true
            case "--check-invariants": checksInvariants = true
            case "--bench": bench = true
            case "--megabytes":
                let text = try value(argument)
                guard let number = Int(text), number > 0 else { throw Problem(description: "bad --megabytes \(text)") }
                megabytes = number
            case "--size":
                let text = try value(argument)
                guard let parsed = KeyScript.size(text) else { throw Problem(description: "bad --size \(text): expected COLSxROWS") }
                size = parsed
            case "--keys": keys = try value(argument)
            default:
                guard !argument.hasPrefix("-") || argument == "-" else { throw Problem(description: "unknown option \(argument)") }
                guard path == nil else { throw Problem(description: "more than one file") }
                path = argument
            }
        }
        guard mode != .help else { return }
        if bench {
            mode = .bench(megabytes: megabytes)
        } else if let size, let keys {
            mode = .headless(columns: size.columns, rows: size.rows, keys: keys)
        } else if size != nil || keys != nil {
            throw Problem(description: "--size and --keys go together")
        }
    }
}
