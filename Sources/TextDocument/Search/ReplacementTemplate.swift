import TextRope

/// What replaces each match: for a literal search the template's text as it is; for a regular
/// expression ICU's template syntax: `$n` is capture group n (`$0` the whole match; as many
/// digits are taken as still name a group), `${name}` a named group, `\` takes the next
/// character as it is (`\$`, `\\`), and `\uhhhh` and `\Uhhhhhhhh` are code points (without
/// their hex digits, `\u` is a "u"). A group that took no part in the match inserts nothing.
struct ReplacementTemplate {
    private enum Part {
        case text([UInt16])
        case group(Int)
    }

    private let parts: [Part]

    /// `template` as plain text.
    init(literal template: String) {
        parts = [.text(Array(template.utf16))]
    }

    /// `template` parsed for `regex`'s groups.
    /// - Throws: ``SearchError/invalidTemplate(template:reason:)`` for a `$` that names no group
    ///   of the pattern.
    init(parsing template: String, for regex: RegexProgram) throws(SearchError) {
        var parts: [Part] = []
        var text: [UInt16] = []
        var scalars = template.unicodeScalars[...]
        func fail(_ reason: String) -> SearchError { .invalidTemplate(template: template, reason: reason) }
        func flush() {
            if !text.isEmpty { parts.append(.text(text)) }
            text = []
        }
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\\":
                guard let escaped = scalars.popFirst() else { break }
                if escaped == "u" || escaped == "U", let value = Self.codePoint(after: escaped, in: scalars) {
                    scalars.removeFirst(escaped == "u" ? 4 : 8)
                    text += String(value).utf16
                } else {
                    text += String(escaped).utf16
                }
            case "$":
                guard let next = scalars.first else { throw fail("$ at the end names no group") }
                let group: Int
                if next == "{" {
                    scalars.removeFirst()
                    var name = ""
                    while let c = scalars.first, c != "}" {
                        guard c.isASCII, c.properties.isAlphabetic || ("0"..."9").contains(c) else {
                            throw fail("${ must hold a group name")
                        }
                        name.unicodeScalars.append(c)
                        scalars.removeFirst()
                    }
                    guard scalars.popFirst() == "}" else { throw fail("${\(name) is not closed") }
                    guard let number = regex.groupNumber(named: name) else { throw fail("no group named \(name)") }
                    group = number
                } else if let first = Self.digit(next) {
                    guard first <= regex.groupCount else {
                        throw fail("$\(first): the pattern has \(regex.groupCount) group\(regex.groupCount == 1 ? "" : "s")")
                    }
                    scalars.removeFirst()
                    var number = first
                    while let c = scalars.first, let d = Self.digit(c), number * 10 + d <= regex.groupCount {
                        number = number * 10 + d
                        scalars.removeFirst()
                    }
                    group = number
                } else {
                    throw fail("$ must be followed by a group number or {name} (write \\$ for a dollar sign)")
                }
                flush()
                parts.append(.group(group))
            default:
                text += String(scalar).utf16
            }
        }
        flush()
        self.parts = parts
    }

    /// The replacement for `match` of `text`. O(length of the result).
    func expand(_ match: SearchMatch, in text: TextRope) -> ReplacementText {
        if parts.count == 1, case .text(let units) = parts[0] { return ReplacementText(utf16CodeUnits: units) }
        var units: [UInt16] = []
        for part in parts {
            switch part {
            case .text(let piece): units += piece
            case .group(let group):
                if let range = match.range(ofGroup: group), let piece = try? text.utf16CodeUnits(in: range) { units += piece }
            }
        }
        return ReplacementText(utf16CodeUnits: units)
    }

    // A decimal digit (of any script, as ICU takes them).
    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }

    // The code point of \uhhhh or \Uhhhhhhhh, the u or U already read, if its hex digits follow.
    private static func codePoint(after kind: Unicode.Scalar, in scalars: Substring.UnicodeScalarView) -> Unicode.Scalar? {
        let digits = scalars.prefix(kind == "u" ? 4 : 8)
        guard digits.count == (kind == "u" ? 4 : 8), digits.allSatisfy(\.properties.isASCIIHexDigit) else { return nil }
        return UInt32(String(digits), radix: 16).flatMap(Unicode.Scalar.init)
    }
}
