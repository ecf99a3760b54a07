import ConsoleSupport
import TextControls
import TranscriptVocabulary

/// Everything that makes the REPL print an `error: …` line. The session goes on after each.
enum ReplError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String)
    /// A line starting with a string instead of a command word.
    case missingCommand
    /// Wrong or missing arguments: the message shows the command's usage.
    case usage(command: String, arguments: String)
    case unterminatedString
    case badEscape(String)
    /// A `\u{…}` escape of a number that is no Unicode scalar: a surrogate, or past U+10FFFF.
    case notAScalar(String)
    /// An integer that does not fit in 64 bits.
    case badNumber(String)
    case countTooSmall(command: String, value: Int)
    /// A repeat count past ``ArgumentReader/maxCount``: each press may print lines of its own
    /// (a refusing delegate answers every one), so a huge count would run for ever.
    case countTooLarge(command: String, value: Int)
    case negativeLimit(Int)
    /// A range or offset the text (or a marked string) does not contain.
    case range(TextRangeError)
    /// The active control has no such button or setting.
    case unsupported(control: String, what: String)
    case invalidRegex(String)
    case invalidUTF8
    case needsDemo
    /// `group end` with no group open.
    case noOpenGroup
    /// `press` with a title the --demo view has no button for.
    case unknownButton(String)
    /// `open` or `save` failed.
    case file(TextFileError)
    /// `find` or `replace-all` failed.
    case search(SearchError)

    var description: String {
        switch self {
        case .unknownCommand(let name): return "unknown command \(Quoting.quoted(name))"
        case .missingCommand: return "a line must start with a command (try help)"
        case .usage(let command, let arguments):
            return arguments.isEmpty ? "\(command) expects no arguments" : "\(command) expects \(arguments)"
        case .unterminatedString: return "unterminated string"
        // The escape as the user wrote it, backslash included: bad escape "\q".
        case .badEscape(let text): return "bad escape \"\(text)\""
        case .notAScalar(let text): return "bad escape \"\(text)\": not a Unicode scalar (surrogates and values past 10FFFF are not)"
        case .badNumber(let text): return "number \(text) does not fit in 64 bits"
        case .countTooSmall(let command, let value): return "\(command) count must be at least 1, got \(value)"
        case .countTooLarge(let command, let value):
            return "\(command) count must be at most \(ArgumentReader.maxCount), got \(value)"
        case .negativeLimit(let value): return "max-length must be at least 0, got \(value)"
        case .range(let error): return error.description
        case .unsupported(let control, let what): return "the \(control) has no \(what)"
        case .invalidRegex(let pattern): return "invalid regular expression \(Quoting.quoted(pattern))"
        case .invalidUTF8: return "line is not valid UTF-8"
        case .needsDemo: return "press needs --demo"
        case .noOpenGroup: return "group end without an open group"
        case .unknownButton(let title):
            let buttons = DemoView.Button.allCases.map { Quoting.quoted($0.rawValue) }
            return "no button \(Quoting.quoted(title)): the demo has \(buttons.joined(separator: " and "))"
        case .file(let error): return error.description
        case .search(let error): return error.description
        }
    }
}

extension ReplError {
    /// The lexical error as the REPL reports it.
    init(_ error: LexError) {
        switch error {
        case .unterminatedString: self = .unterminatedString
        case .badEscape(let text): self = .badEscape(text)
        case .notAScalar(let text): self = .notAScalar(text)
        }
    }
}
