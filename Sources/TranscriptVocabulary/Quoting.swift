import Foundation

/// How the REPL's transcripts, the control tests' recorder and the fuzzers' messages write text
/// and ranges: strings in double quotes with the escapes the REPL's command language reads back,
/// ranges as `{location,length}` in UTF-16 code units.
public enum Quoting {
    /// `units` (UTF-16) in double quotes. `"` and `\` are escaped, LF, CR and TAB print as `\n`,
    /// `\r`, `\t`, and other control characters, the line and paragraph separators (which would
    /// break a transcript line) and lone surrogates print as `\u{XXXX}`. O(n).
    public static func quoted(utf16 units: some Sequence<UInt16>) -> String {
        var result = "\""
        var iterator = units.makeIterator()
        var pending: UInt16?
        while let unit = pending ?? iterator.next() {
            pending = nil
            if UTF16.isLeadSurrogate(unit) {
                if let next = iterator.next() {
                    if UTF16.isTrailSurrogate(next) {
                        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(next - 0xDC00)
                        append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &result)
                        continue
                    }
                    pending = next
                }
                result += hexEscape(UInt32(unit))
            } else if UTF16.isTrailSurrogate(unit) {
                result += hexEscape(UInt32(unit))
            } else {
                append(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &result)
            }
        }
        return result + "\""
    }

    /// `string` in double quotes; see ``quoted(utf16:)``.
    public static func quoted(_ string: String) -> String {
        quoted(utf16: string.utf16)
    }

    /// `string` with the same escapes but no surrounding quotes, for `key:value` lines.
    public static func escaped(_ string: String) -> String {
        String(quoted(string).dropFirst().dropLast())
    }

    /// `{location,length}`.
    public static func range(_ range: NSRange) -> String {
        "{\(range.location),\(range.length)}"
    }

    /// `{a,b}` for one range, `[{a,b},{c,d}]` for several.
    public static func ranges(_ ranges: [NSRange]) -> String {
        ranges.count == 1 ? range(ranges[0]) : "[" + ranges.map(range).joined(separator: ",") + "]"
    }

    private static func append(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{00}"..."\u{1F}", "\u{7F}"..."\u{9F}", "\u{2028}", "\u{2029}":
            result += hexEscape(scalar.value)
        default:
            result.unicodeScalars.append(scalar)
        }
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
    }
}
