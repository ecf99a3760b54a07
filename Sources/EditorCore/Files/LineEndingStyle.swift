import TextRope

/// How the lines of a text end.
package enum LineEndingStyle: String, Equatable, Sendable {
    case lf, crlf, cr
    /// More than one kind.
    case mixed
    /// No line ends at all.
    case none

    /// What Enter inserts: the text's own terminator, LF when it has none or several kinds.
    package var terminator: String {
        switch self {
        case .crlf: return "\r\n"
        case .cr: return "\r"
        case .lf, .mixed, .none: return "\n"
        }
    }

    /// The style's name on the status line.
    package var label: String {
        switch self {
        case .lf, .crlf, .cr: return rawValue.uppercased()
        case .mixed, .none: return rawValue
        }
    }

    /// `text` with every CR LF, CR and LF turned into ``terminator``. O(n).
    package func converting(_ text: String) -> String {
        guard text.utf16.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var result = ""
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\r":
                if scalars.first == "\n" { scalars.removeFirst() }
                result += terminator
            case "\n":
                result += terminator
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
