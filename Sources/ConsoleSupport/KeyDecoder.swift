/// Turns terminal bytes into ``TerminalKey``s: UTF-8 text, control bytes (Ctrl with a letter or
/// one of `@ \ ] ^ _`; Tab, Enter, Backspace), CSI and SS3 escape sequences (arrows, Home, End,
/// Insert, Delete, Page Up and Down, with xterm's modifier parameter), Alt as an Escape prefix
/// (ESC b, ESC ESC [ C), and bracketed paste (`ESC [200~` … `ESC [201~`) as one ``TerminalKey/paste(_:)``.
/// A sequence cut off at the end of a read stays pending until more bytes come or ``flush()``
/// gives up on it.
package struct KeyDecoder {
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    private var pending: [UInt8] = []
    // The bytes of a bracketed paste whose end has not come yet.
    private var paste: [UInt8]?

    package init() {}

    /// Whether an incomplete sequence or paste is waiting for more bytes.
    package var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// The keys in what was pending followed by `bytes`.
    package mutating func decode(_ bytes: [UInt8]) -> [TerminalKey] {
        pending += bytes
        var keys: [TerminalKey] = []
        var text: [UInt8] = []
        var index = 0
        func flushText() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < pending.count {
            if paste != nil {
                let (end, finished) = continuePaste(from: index)
                index = end
                guard finished else { break }
                flushText()
                keys.append(.paste(String(decoding: paste ?? [], as: UTF8.self)))
                paste = nil
                continue
            }
            let byte = pending[index]
            if byte >= 0x20 && byte != 0x7F {
                guard let length = Self.utf8Length(pending, at: index) else { break }
                if length > 0 { text += pending[index..<index + length] }
                index += max(length, 1)
                continue
            }
            let decoded: (key: TerminalKey?, length: Int)?
            if byte == 0x1B { decoded = escape(at: index) } else { decoded = Self.control(pending, at: index) }
            guard let (key, length) = decoded else { break }
            if let key {
                flushText()
                keys.append(key)
            }
            index += length
        }
        flushText()
        pending.removeFirst(index)
        return keys
    }

    /// Gives up on a pending incomplete sequence: a lone Escape is the Escape key, anything else
    /// (a cut-off character or sequence) is dropped. A paste in progress keeps waiting for its end.
    package mutating func flush() -> [TerminalKey] {
        guard paste == nil else { return [] }
        defer { pending.removeAll() }
        return pending == [0x1B] ? [.named(.escape, [])] : []
    }

    // Moves the paste's bytes from `index` on into `paste`, up to its end marker: the index after
    // the marker and true, or, when the marker has not arrived, the index of what must wait for
    // more bytes (a possible start of the marker) and false.
    private mutating func continuePaste(from index: Int) -> (end: Int, finished: Bool) {
        let marker = Self.pasteEnd
        var position = index
        while position < pending.count {
            if pending[position] == 0x1B {
                let available = min(marker.count, pending.count - position)
                if pending[position..<position + available].elementsEqual(marker.prefix(available)) {
                    paste? += pending[index..<position]
                    return available == marker.count ? (position + marker.count, true) : (position, false)
                }
            }
            position += 1
        }
        paste? += pending[index..<position]
        return (position, false)
    }

    // Control bytes; CR LF is one Enter.
    private static func control(_ bytes: [UInt8], at index: Int) -> (key: TerminalKey?, length: Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x08, 0x7F: return (.named(.backspace, []), 1)
        case 0x09: return (.named(.tab, []), 1)
        case 0x0A: return (.named(.enter, []), 1)
        case 0x0D:
            guard index + 1 < bytes.count else { return (.named(.enter, []), 1) }
            return (.named(.enter, []), bytes[index + 1] == 0x0A ? 2 : 1)
        case 0x00: return (.character("@", .control), 1)
        case 0x01...0x1A: return (.character(Character(Unicode.Scalar(byte + 0x60)), .control), 1)
        default: return (.character(Character(Unicode.Scalar(byte + 0x40)), .control), 1)
        }
    }

    // ESC-prefixed input; nil while incomplete.
    private mutating func escape(at index: Int) -> (key: TerminalKey?, length: Int)? {
        let bytes = pending
        guard index + 1 < bytes.count else { return nil }
        let next = bytes[index + 1]
        switch next {
        case UInt8(ascii: "["):
            guard let sequence = Self.csi(bytes, at: index + 2, alt: false) else { return nil }
            if sequence.startsPaste { paste = [] }
            return (sequence.key, sequence.length + 2)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (Self.finalKey(bytes[index + 2], parameters: [], alt: false), 3)
        case 0x1B:
            // Alt + an escape sequence (ESC ESC [ C).
            guard index + 2 < bytes.count else { return nil }
            guard bytes[index + 2] == UInt8(ascii: "[") else { return (.named(.escape, [.alt]), 2) }
            return Self.csi(bytes, at: index + 3, alt: true).map { ($0.key, $0.length + 3) }
        case 0x7F, 0x08: return (.named(.backspace, [.alt]), 2)
        case 0x0D: return (.named(.enter, [.alt]), 2)
        case 0x21...0x7E: return (.character(Character(Unicode.Scalar(next)), .alt), 2)
        default: return (nil, 2)
        }
    }

    // A CSI sequence after "ESC [": parameters, intermediates, then a final byte; nil while
    // incomplete; `startsPaste` for the start of a bracketed paste.
    private static func csi(_ bytes: [UInt8], at start: Int, alt: Bool) -> (key: TerminalKey?, length: Int, startsPaste: Bool)? {
        var index = start
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let parameters = String(decoding: bytes[start..<index], as: UTF8.self).split(separator: ";").map { Int($0) ?? 0 }
        let length = index + 1 - start
        if bytes[index] == UInt8(ascii: "~") && parameters.first == 200 { return (nil, length, true) }
        return (finalKey(bytes[index], parameters: parameters, alt: alt), length, false)
    }

    // xterm: the second parameter is 1 + modifier bits (1 Shift, 2 Alt, 4 Ctrl).
    private static func finalKey(_ final: UInt8, parameters: [Int], alt: Bool) -> TerminalKey? {
        var modifiers = KeyModifiers(rawValue: parameters.count > 1 ? max(parameters[1] - 1, 0) & 0b111 : 0)
        if alt { modifiers.insert(.alt) }
        let name: NamedKey
        switch final {
        case UInt8(ascii: "A"): name = .up
        case UInt8(ascii: "B"): name = .down
        case UInt8(ascii: "C"): name = .right
        case UInt8(ascii: "D"): name = .left
        case UInt8(ascii: "H"): name = .home
        case UInt8(ascii: "F"): name = .end
        case UInt8(ascii: "Z"): return .named(.tab, modifiers.union(.shift))
        case UInt8(ascii: "~"):
            switch parameters.first {
            case 1, 7: name = .home
            case 2: name = .insert
            case 3: name = .delete
            case 4, 8: name = .end
            case 5: name = .pageUp
            case 6: name = .pageDown
            default: return nil
            }
        default: return nil
        }
        return .named(name, modifiers)
    }

    // The length of the UTF-8 sequence at `index`: 0 for an invalid byte (skipped), nil when
    // the sequence is cut off.
    private static func utf8Length(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x20..<0x80: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        for offset in 1..<length {
            guard index + offset < bytes.count else { return nil }
            guard bytes[index + offset] & 0xC0 == 0x80 else { return 0 }
        }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }
}
