import TextDocument

extension LineEndingStyle {
    /// What Enter inserts: the text's own line ending, LF when it has none or several kinds.
    package var terminator: String { lineEnding?.string ?? "\n" }

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
