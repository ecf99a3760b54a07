extension ChangeSet: CustomStringConvertible {
    /// The lengths and the replacements, compactly: `ChangeSet(5 -> 6: {0,1} "X", {3,2} "yz!")`,
    /// each range as `{location,length}` in UTF-16 code units and each text quoted, with `\"`,
    /// `\\`, `\n`, `\r`, `\t`, and `\u{XXXX}` for other control characters and lone surrogates.
    /// `ChangeSet(5 -> 5)` changes nothing. O(k + m) for k replacements inserting m units.
    public var description: String {
        var result = "ChangeSet(\(lengthBefore) -> \(lengthAfter)"
        var separator = ": "
        forEachReplacement { replacement in
            result += separator
            result += "{\(replacement.range.lowerBound),\(replacement.range.count)} "
            replacement.text.appendQuoted(to: &result)
            separator = ", "
        }
        return result + ")"
    }
}

extension ReplacementText {
    // Appends the text in quotes, escaped so that every unit can be read back from the result.
    func appendQuoted(to result: inout String) {
        result.append("\"")
        let units = utf16CodeUnits
        var index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                result.unicodeScalars.append(UTF16.decode(UTF16.EncodedScalar([unit, units[index + 1]])))
                index += 2
                continue
            }
            index += 1
            switch unit {
            case 0x22: result.append("\\\"")
            case 0x5C: result.append("\\\\")
            case 0x0A: result.append("\\n")
            case 0x0D: result.append("\\r")
            case 0x09: result.append("\\t")
            case 0x00..<0x20, 0x7F..<0xA0, 0xD800..<0xE000: result.append(Self.escaped(unit))
            default: result.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        result.append("\"")
    }

    private static func escaped(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u{" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex + "}"
    }
}
