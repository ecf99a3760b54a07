import ConsoleSupport
import TextControls

/// Turns a command line into a ``Command``. A malformed line throws one ``ReplError`` naming the
/// problem: a lexical error, an unknown command, or a usage error showing the command's syntax.
enum CommandParser {
    /// The command on `line`, `nil` for a blank or comment-only line.
    static func parse(_ line: String) throws(ReplError) -> Command? {
        let tokens: [Token]
        do { tokens = try Lexer.tokens(of: line) } catch { throw ReplError(error) }
        guard let first = tokens.first else { return nil }
        guard case .word(let name) = first else { throw .missingCommand }
        guard let spec = CommandSpec.named[name] else { throw .unknownCommand(name) }
        var reader = ArgumentReader(spec: spec, tokens: tokens.dropFirst())
        let command = try read(&reader)
        try reader.finish()
        return command
    }

    // The arguments of `reader.spec`, in the order its usage shows them.
    private static func read(_ reader: inout ArgumentReader) throws(ReplError) -> Command {
        switch reader.spec.name {
        case "focus": return .focus
        case "blur": return .blur
        case "type": return .type(try reader.string())
        case "insert": return .insert(try reader.string())
        case "paste": return .paste(reader.isAtEnd ? nil : try reader.string())
        case "cut": return .cut
        case "copy": return .copy
        case "backspace": return .backspace(count: try reader.count())
        case "delete": return .delete(count: try reader.count())
        case "delete-word": return .deleteWord
        case "select": return .select(try reader.span())
        case "select-all": return .selectAll
        case "move":
            let movement = try reader.choice(Command.Movement.self)
            if reader.isAtEnd { return .move(movement, extend: false) }
            guard try reader.word() == "extend" else { throw reader.usageError }
            return .move(movement, extend: true)
        case "edit": return .edit(try reader.span(), try reader.string())
        case "mark":
            let text = try reader.string()
            return .mark(text, selection: reader.isAtEnd ? nil : try reader.span())
        case "unmark": return .unmark
        case "clear": return .clear
        case "return": return .returnKey
        case "cancel": return .cancel
        case "undo": return .undo
        case "redo": return .redo
        case "set-text": return .setText(try reader.string())
        case "set-selection": return .setSelection(try reader.span())
        case "replace": return .replace(try reader.span(), try reader.string())
        case "set": return try readSetting(&reader)
        case "policy": return .policy(try readPolicy(&reader))
        case "changes":
            let format = try reader.word()
            if format == "off" { return .changes(nil) }
            guard let chosen = Command.ChangeFormat(rawValue: format) else { throw reader.usageError }
            return .changes(chosen)
        case "remote": return .remote(try reader.span(), try reader.string())
        case "anchor":
            let name = try reader.word()
            let offset = try reader.integer()
            let bias = try reader.choice(AnchorBias.self)
            if reader.isAtEnd { return .anchor(name: name, offset: offset, bias: bias, tracksDeletion: false) }
            guard try reader.word() == "track" else { throw reader.usageError }
            return .anchor(name: name, offset: offset, bias: bias, tracksDeletion: true)
        case "anchors": return .anchors
        case "group":
            switch try reader.word() {
            case "begin": return .group(begin: true)
            case "end": return .group(begin: false)
            default: throw reader.usageError
            }
        case "show": return .show
        case "events": return .events(on: try reader.onOff())
        case "edits": return .edits(on: try reader.onOff())
        case "help": return .help
        case "quit": return .quit
        case "find":
            let pattern = try reader.string()
            let (regex, ignoreCase) = try reader.searchFlags()
            return .find(pattern, regex: regex, ignoreCase: ignoreCase)
        case "replace-all":
            let pattern = try reader.string()
            let template = try reader.string()
            let (regex, ignoreCase) = try reader.searchFlags()
            return .replaceAll(pattern, template: template, regex: regex, ignoreCase: ignoreCase)
        case "open": return .open(path: try reader.path())
        case "save":
            let path = try reader.path()
            if reader.isAtEnd { return .save(path: path, force: false) }
            guard try reader.word() == "force" else { throw reader.usageError }
            return .save(path: path, force: true)
        case "line-endings": return .lineEndings
        default: return .press(try reader.string())
        }
    }

    private static let viewModes: [String: TextField.ViewMode] = [
        "never": .never, "while-editing": .whileEditing, "unless-editing": .unlessEditing, "always": .always,
    ]

    private static func readSetting(_ reader: inout ArgumentReader) throws(ReplError) -> Command {
        let setting = try reader.word()
        if setting == "clear-button" {
            guard let mode = viewModes[try reader.word()] else { throw reader.usageError }
            return .setClearButton(mode)
        }
        guard let option = Command.Switch(rawValue: setting) else { throw reader.usageError }
        return .setSwitch(option, on: try reader.onOff())
    }

    private static func readPolicy(_ reader: inout ArgumentReader) throws(ReplError) -> Command.PolicyCommand {
        switch try reader.word() {
        case "none": return .none
        case "reject": return .reject
        case "digits": return .digits
        case "uppercase": return .uppercase
        case "format": return .format(try reader.string())
        case "validate": return .validate(try reader.string())
        case "max-length":
            let limit = try reader.integer()
            guard limit >= 0 else { throw .negativeLimit(limit) }
            return .maxLength(limit, reader.isAtEnd ? .graphemes : try reader.choice(LengthUnit.self))
        default:
            throw reader.usageError
        }
    }
}

/// Reads a command's arguments in order; any mismatch is a usage error for that command.
struct ArgumentReader {
    let spec: CommandSpec
    private var tokens: ArraySlice<Token>

    init(spec: CommandSpec, tokens: ArraySlice<Token>) {
        self.spec = spec
        self.tokens = tokens
    }

    var isAtEnd: Bool { tokens.isEmpty }

    var usageError: ReplError { .usage(command: spec.name, arguments: spec.arguments) }

    mutating func string() throws(ReplError) -> String {
        guard case .string(let value)? = tokens.popFirst() else { throw usageError }
        return value
    }

    mutating func word() throws(ReplError) -> String {
        guard case .word(let value)? = tokens.popFirst() else { throw usageError }
        return value
    }

    /// A bare word naming a case of `type`.
    mutating func choice<T: RawRepresentable>(_ type: T.Type) throws(ReplError) -> T where T.RawValue == String {
        guard let value = T(rawValue: try word()) else { throw usageError }
        return value
    }

    /// A decimal integer; digits that overflow 64 bits are a ``ReplError/badNumber(_:)``.
    mutating func integer() throws(ReplError) -> Int {
        let text = try word()
        if let value = Int(text) { return value }
        let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
        if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { throw .badNumber(text) }
        throw usageError
    }

    mutating func span() throws(ReplError) -> Command.Span {
        Command.Span(location: try integer(), length: try integer())
    }

    /// A path: a bare word or a string.
    mutating func path() throws(ReplError) -> String {
        switch tokens.popFirst() {
        case .word(let value)?, .string(let value)?: return value
        case nil: throw usageError
        }
    }

    /// `[regex] [ignore-case]`, in either order, each at most once.
    mutating func searchFlags() throws(ReplError) -> (regex: Bool, ignoreCase: Bool) {
        var flags = (regex: false, ignoreCase: false)
        while !isAtEnd {
            switch try word() {
            case "regex" where !flags.regex: flags.regex = true
            case "ignore-case" where !flags.ignoreCase: flags.ignoreCase = true
            default: throw usageError
            }
        }
        return flags
    }

    mutating func onOff() throws(ReplError) -> Bool {
        switch try word() {
        case "on": return true
        case "off": return false
        default: throw usageError
        }
    }

    /// The most key presses one command repeats.
    static let maxCount = 1_000_000

    /// An optional count from 1 to ``maxCount`` (default 1).
    mutating func count() throws(ReplError) -> Int {
        guard !isAtEnd else { return 1 }
        let value = try integer()
        guard value >= 1 else { throw .countTooSmall(command: spec.name, value: value) }
        guard value <= Self.maxCount else { throw .countTooLarge(command: spec.name, value: value) }
        return value
    }

    func finish() throws(ReplError) {
        guard isAtEnd else { throw usageError }
    }
}
