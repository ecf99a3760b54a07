// What `help` prints: one line per command, from the command table.
enum HelpText {
    static let lines: [String] =
        ["commands (one a line; # starts a comment; strings take \\\" \\\\ \\n \\r \\t \\u{HEX}; ranges are UTF-16 LOC LEN):"]
        + CommandSpec.all.map { spec in
            let usage = spec.arguments.isEmpty ? spec.name : "\(spec.name) \(spec.arguments)"
            let padding = String(repeating: " ", count: max(2, 24 - usage.count))
            return "  \(usage)\(padding)\(spec.summary)"
        }
}
