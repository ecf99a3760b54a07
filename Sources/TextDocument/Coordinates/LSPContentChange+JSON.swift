extension LSPContentChange {
    /// The event in JSON, without spaces, keys in this order:
    /// `{"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":3}},"text":"a"}`.
    ///
    /// The text escapes `"` and `\` with a backslash, LF, CR, tab, backspace and form feed as
    /// `\n` `\r` `\t` `\b` `\f`, other code units below U+0020 as `\u00xx` and a lone surrogate as
    /// `\udxxx` (four lowercase hex digits); every other character is written as its UTF-8.
    /// O(m) for a text of m units.
    public var json: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf16Count + 96)
        append("{\"range\":{\"start\":", to: &bytes)
        append(range.start, to: &bytes)
        append(",\"end\":", to: &bytes)
        append(range.end, to: &bytes)
        append("},\"text\":\"", to: &bytes)
        JSONString.appendEscaped(text, to: &bytes)
        append("\"}", to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func append(_ position: LSPPosition, to bytes: inout [UInt8]) {
        append("{\"line\":\(position.line),\"character\":\(position.character)}", to: &bytes)
    }

    private func append(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: string.utf8)
    }
}

// The escaping of a JSON string's contents, from UTF-16 code units.
enum JSONString {
    static func appendEscaped(_ text: ReplacementText, to bytes: inout [UInt8]) {
        switch text.storage {
        case .string(let string):
            for scalar in string.unicodeScalars { append(scalar, to: &bytes) }
        case .units(let units):
            appendEscaped(units, to: &bytes)
        case .rope(let rope):
            appendEscaped(rope.allUnits, to: &bytes)
        }
    }

    private static func appendEscaped(_ units: [UInt16], to bytes: inout [UInt8]) {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[index + 1] - 0xDC00)
                append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &bytes)
                index += 2
            } else if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
                appendUnicodeEscape(unit, to: &bytes)
                index += 1
            } else {
                append(Unicode.Scalar(unit) ?? "\u{FFFD}", to: &bytes)
                index += 1
            }
        }
    }

    private static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        switch scalar.value {
        case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
        case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])
        case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])
        case 0x09: bytes.append(contentsOf: [0x5C, 0x74])
        case 0x08: bytes.append(contentsOf: [0x5C, 0x62])
        case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])
        case 0..<0x20: appendUnicodeEscape(UInt16(scalar.value), to: &bytes)
        default: UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    // `\u` and four lowercase hex digits.
    private static func appendUnicodeEscape(_ unit: UInt16, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: [0x5C, 0x75])
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: (unit >> UInt16(shift)) & 0xF)
            bytes.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
        }
    }
}
