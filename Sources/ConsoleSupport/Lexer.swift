// Splits one command line into tokens: bare words (integers are bare words the caller reads as
// numbers) and double-quoted strings with the escapes \" \\ \n \r \t \u{HEX}. `#` outside a
// string starts a comment that runs to the end of the line. The REPL's scripts and the editor's
// key files share it.

/// One token of a command line.
package enum Token: Equatable, Sendable {
    /// A bare word: a command, a keyword or a number.
    case word(String)
    /// A double-quoted string, escapes resolved.
    case string(String)
}

/// Why a line could not be split into tokens.
package enum LexError: Error, Equatable, Sendable {
    case unterminatedString
    /// An unknown escape, or a malformed `\u{…}`: the escape as written.
    case badEscape(String)
    /// A `\u{…}` escape of a number that is no Unicode scalar: a surrogate, or past U+10FFFF.
    case notAScalar(String)
}

package enum Lexer {
    /// The tokens of `line`, or the first lexical error (unterminated string, bad escape).
    package static func tokens(of line: String) throws(LexError) -> [Token] {
        var tokens: [Token] = []
        var scalars = line.unicodeScalars[...]
        while let first = scalars.first {
            switch first {
            case " ", "\t":
                scalars.removeFirst()
            case "#":
                return tokens
            case "\"":
                scalars.removeFirst()
                tokens.append(.string(try string(from: &scalars)))
            default:
                var word = String.UnicodeScalarView()
                while let scalar = scalars.first, !" \t\"#".unicodeScalars.contains(scalar) {
                    word.append(scalar)
                    scalars.removeFirst()
                }
                tokens.append(.word(String(word)))
            }
        }
        return tokens
    }

    // Reads a string body up to its closing quote, which it consumes.
    private static func string(from scalars: inout Substring.UnicodeScalarView) throws(LexError) -> String {
        var result = String.UnicodeScalarView()
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                return String(result)
            case "\\":
                result.append(try escape(from: &scalars))
            default:
                result.append(scalar)
            }
        }
        throw .unterminatedString
    }

    // Reads what follows a backslash.
    private static func escape(from scalars: inout Substring.UnicodeScalarView) throws(LexError) -> Unicode.Scalar {
        guard let kind = scalars.popFirst() else { throw .unterminatedString }
        switch kind {
        case "\"": return "\""
        case "\\": return "\\"
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "u": return try unicodeEscape(from: &scalars)
        default: throw .badEscape("\\" + String(kind))
        }
    }

    // `\u{HEX}`: 1 to 8 hex digits naming a Unicode scalar (not a surrogate: a String cannot
    // hold a lone one).
    private static func unicodeEscape(from scalars: inout Substring.UnicodeScalarView) throws(LexError) -> Unicode.Scalar {
        var text = "\\u"
        guard scalars.first == "{" else { throw .badEscape(text) }
        text += String(scalars.removeFirst())
        var digits = ""
        while let scalar = scalars.first, scalar != "}", scalar != "\"" {
            digits.unicodeScalars.append(scalar)
            scalars.removeFirst()
        }
        text += digits
        guard scalars.first == "}" else { throw .badEscape(text) }
        scalars.removeFirst()
        text += "}"
        guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16) else { throw .badEscape(text) }
        guard let scalar = Unicode.Scalar(value) else { throw .notAScalar(text) }
        return scalar
    }
}
