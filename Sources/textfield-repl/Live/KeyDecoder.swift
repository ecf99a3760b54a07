/// Turns terminal bytes into ``Key``s: UTF-8 text, control keys (readline's Ctrl bindings),
/// CSI and SS3 escape sequences (arrows, Home, End, Delete, with xterm modifiers: Alt or Ctrl
/// with an arrow moves by word), and Alt as an Escape prefix (Alt-B, Alt-F, Alt-Backspace,
/// ESC ESC [ C). A sequence cut off at the end of a read stays pending until more bytes come
/// or ``flush()`` gives up on it.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether an incomplete sequence is waiting for more bytes.
    var hasPending: Bool { !pending.isEmpty }

    /// The keys in what was pending followed by `bytes`.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var text: [UInt8] = []
        var index = 0
        func flushText() {
            if !text.isEmpty { keys.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < pending.count {
            let byte = pending[index]
            if byte >= 0x20 && byte != 0x7F {
                guard let length = Self.utf8Length(pending, at: index) else { break }
                if length > 0 { text += pending[index..<index + length] }
                index += max(length, 1)
                continue
            }
            let decoded: (key: Key?, length: Int)?
            if byte == 0x1B { decoded = Self.escape(pending, at: index) } else { decoded = Self.control(pending, at: index) }
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

    /// Gives up on a pending incomplete sequence (a lone Escape, a cut-off character): dropped.
    mutating func flush() {
        pending.removeAll()
    }

    // Control bytes: readline's bindings; unbound ones are ignored (nil key). CR LF is one Enter.
    private static func control(_ bytes: [UInt8], at index: Int) -> (key: Key?, length: Int)? {
        let key: Key?
        switch bytes[index] {
        case 0x01: key = .home
        case 0x02: key = .left
        case 0x03: key = .interrupt
        case 0x04: key = .endOfInput
        case 0x05: key = .end
        case 0x06: key = .right
        case 0x08, 0x7F: key = .backspace
        case 0x0B: key = .killToEnd
        case 0x0C: key = .redraw
        case 0x0E: key = .down
        case 0x10: key = .up
        case 0x15: key = .killToStart
        case 0x17: key = .killWordBackward
        case 0x19: key = .yank
        case 0x1F: key = .undo
        case 0x0A: key = .enter
        case 0x0D:
            guard index + 1 < bytes.count else { return (.enter, 1) }
            return (.enter, bytes[index + 1] == 0x0A ? 2 : 1)
        default: key = nil
        }
        return (key, 1)
    }

    // ESC-prefixed input; nil while incomplete.
    private static func escape(_ bytes: [UInt8], at index: Int) -> (key: Key?, length: Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
            return csi(bytes, at: index + 2, alt: false).map { ($0.key, $0.length + 2) }
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (finalKey(bytes[index + 2], parameters: [], alt: false), 3)
        case 0x1B:
            // Alt + an escape sequence (ESC ESC [ C).
            guard index + 2 < bytes.count else { return nil }
            guard bytes[index + 2] == UInt8(ascii: "[") else { return (nil, 2) }
            return csi(bytes, at: index + 3, alt: true).map { ($0.key, $0.length + 3) }
        case UInt8(ascii: "b"): return (.wordLeft, 2)
        case UInt8(ascii: "f"): return (.wordRight, 2)
        case 0x7F, 0x08: return (.killWordBackward, 2)
        default: return (nil, 2)
        }
    }

    // A CSI sequence after "ESC [": parameters, intermediates, then a final byte; nil while
    // incomplete.
    private static func csi(_ bytes: [UInt8], at start: Int, alt: Bool) -> (key: Key?, length: Int)? {
        var index = start
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let parameters = String(decoding: bytes[start..<index], as: UTF8.self).split(separator: ";").map { Int($0) ?? 0 }
        return (finalKey(bytes[index], parameters: parameters, alt: alt), index + 1 - start)
    }

    // xterm: the second parameter is 1 + modifier bits (1 Shift, 2 Alt, 4 Ctrl).
    private static func finalKey(_ final: UInt8, parameters: [Int], alt: Bool) -> Key? {
        let modifiers = parameters.count > 1 ? max(parameters[1] - 1, 0) : 0
        let byWord = alt || modifiers & 0b110 != 0
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return byWord ? .wordRight : .right
        case UInt8(ascii: "D"): return byWord ? .wordLeft : .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.first {
            case 1, 7: return .home
            case 4, 8: return .end
            case 3: return .deleteForward
            default: return nil
            }
        default: return nil
        }
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
