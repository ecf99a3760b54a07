import ConsoleSupport

/// One line of a headless key file.
package enum KeyLine: Equatable, Sendable {
    case event(EditorEvent)
    /// Print the screen.
    case screen
}

/// Why a key file line was not understood.
package enum KeyScriptError: Error, Equatable, CustomStringConvertible {
    case lexical(LexError)
    case unknownCommand(String)
    case usage(String)
    case unknownKey(String)
    case badSize(String)

    package var description: String {
        switch self {
        case .lexical(.unterminatedString): return "unterminated string"
        case .lexical(.badEscape(let text)): return "bad escape \"\(text)\""
        case .lexical(.notAScalar(let text)): return "bad escape \"\(text)\": not a Unicode scalar"
        case .unknownCommand(let name): return "unknown command \"\(name)\" (type, paste, key, resize, screen)"
        case .usage(let usage): return "usage: \(usage)"
        case .unknownKey(let name): return "unknown key \"\(name)\""
        case .badSize(let text): return "bad size \"\(text)\": expected COLSxROWS"
        }
    }
}

/// The headless key language, one line at a time: `type "s"` (one key press per grapheme
/// cluster), `paste "s"` (one paste), `key NAME`, `resize COLSxROWS`, `screen`. NAME is a named
/// key (`up down left right home end pgup pgdn backspace delete enter tab esc insert`) or a
/// character, after any of the modifiers `ctrl-`, `alt-`, `shift-`: `ctrl-s`, `alt-z`,
/// `shift-left`, `ctrl-shift-end`. A NAME with a modifier may stand alone on its line. Strings
/// take the REPL's escapes; `#` starts a comment.
package enum KeyScript {
    /// The line's meaning, nil for a blank or comment line.
    package static func parse(_ line: String) throws(KeyScriptError) -> KeyLine? {
        let tokens: [Token]
        do { tokens = try Lexer.tokens(of: line) } catch { throw .lexical(error) }
        guard let first = tokens.first else { return nil }
        guard case .word(let command) = first else { throw .unknownCommand("\"…\"") }
        let arguments = Array(tokens.dropFirst())
        switch command {
        case "type", "paste":
            guard arguments.count == 1, case .string(let text) = arguments[0] else { throw .usage("\(command) \"TEXT\"") }
            return .event(.key(command == "type" ? .text(text) : .paste(text)))
        case "key":
            guard arguments.count == 1, case .word(let name) = arguments[0] else { throw .usage("key NAME") }
            guard let key = key(named: name) else { throw .unknownKey(name) }
            return .event(.key(key))
        case "resize":
            guard arguments.count == 1, case .word(let text) = arguments[0] else { throw .usage("resize COLSxROWS") }
            guard let size = size(text) else { throw .badSize(text) }
            return .event(.resize(columns: size.columns, rows: size.rows))
        case "screen":
            guard arguments.isEmpty else { throw .usage("screen") }
            return .screen
        default:
            guard arguments.isEmpty, command.contains("-"), let key = key(named: command) else { throw .unknownCommand(command) }
            return .event(.key(key))
        }
    }

    /// The key a NAME stands for, nil for none.
    package static func key(named name: String) -> TerminalKey? {
        var modifiers: KeyModifiers = []
        var rest = Substring(name.lowercased())
        let prefixes: [(String, KeyModifiers)] = [("ctrl-", .control), ("alt-", .alt), ("shift-", .shift)]
        while let (prefix, modifier) = prefixes.first(where: { rest.hasPrefix($0.0) && rest.count > $0.0.count }) {
            modifiers.insert(modifier)
            rest = rest.dropFirst(prefix.count)
        }
        if let named = NamedKey(rawValue: String(rest)) { return .named(named, modifiers) }
        guard rest.count == 1, let character = rest.first, !modifiers.isDisjoint(with: [.control, .alt]),
            !modifiers.contains(.shift), character.isASCII, !character.isWhitespace
        else { return nil }
        return .character(character, modifiers)
    }

    /// `COLSxROWS`, both positive.
    package static func size(_ text: String) -> (columns: Int, rows: Int)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]), columns > 0, rows > 0 else { return nil }
        return (columns, rows)
    }
}
