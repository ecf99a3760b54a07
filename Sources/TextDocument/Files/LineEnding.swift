/// A line break as files spell it: LF (Unix, today's macOS), CR LF (Windows, HTTP), or a lone CR
/// (classic Mac OS).
///
/// Only these three end a line for ``LineEndingStyle`` and for conversion on save; U+0085, U+2028
/// and U+2029 are text like any other there.
public enum LineEnding: String, Hashable, Sendable, CaseIterable, Codable {
    /// U+000A.
    case lf
    /// U+000D U+000A.
    case crlf
    /// U+000D not followed by U+000A.
    case cr

    /// The UTF-16 code units of the line break.
    public var utf16CodeUnits: [UInt16] {
        switch self {
        case .lf: return [0x0A]
        case .crlf: return [0x0D, 0x0A]
        case .cr: return [0x0D]
        }
    }

    /// The line break as a string.
    public var string: String {
        switch self {
        case .lf: return "\n"
        case .crlf: return "\r\n"
        case .cr: return "\r"
        }
    }
}

/// How a text's lines end: all with one ``LineEnding``, with several kinds (``mixed``), or not at
/// all (``none``: a single line without a line break). The raw values are what the REPL prints.
public enum LineEndingStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// Every line break is LF.
    case lf
    /// Every line break is CR LF.
    case crlf
    /// Every line break is a lone CR.
    case cr
    /// Line breaks of more than one kind.
    case mixed
    /// No line break.
    case none

    /// The style of a text whose line breaks are all `ending`.
    public init(_ ending: LineEnding) {
        switch ending {
        case .lf: self = .lf
        case .crlf: self = .crlf
        case .cr: self = .cr
        }
    }

    /// The one line ending of a uniform style; `nil` for ``mixed`` and ``none``.
    public var lineEnding: LineEnding? {
        switch self {
        case .lf: return .lf
        case .crlf: return .crlf
        case .cr: return .cr
        case .mixed, .none: return nil
        }
    }
}
