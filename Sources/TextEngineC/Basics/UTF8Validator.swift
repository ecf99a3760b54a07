/// Finds the first ill-formed UTF-8 sequence, by Unicode's table of well-formed byte sequences
/// (no overlongs, no encoded surrogates, nothing above U+10FFFF, no truncated or stray bytes),
/// in input that may arrive in blocks. The offset it reports is where that sequence starts, as
/// `TextRope(validatingUTF8:)` reports it.
///
/// The C API validates UTF-8 with this before building a rope from it: `TextRope`'s loader
/// leaks the leaf it was filling when it throws, so it is only given input that cannot fail.
struct UTF8Validator {
    /// Bytes fed so far.
    private var consumed = 0
    /// The sequence in progress: where it started, its first byte, how many continuation bytes
    /// it still needs, and whether the next byte is its second.
    private var start = 0
    private var lead: UInt8 = 0
    private var needed = 0
    private var atSecondByte = false

    /// Validates the next block; returns the offset of the first ill-formed sequence, if any.
    mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for (i, byte) in bytes.enumerated() {
            if needed > 0 {
                guard isContinuation(byte) else { return start }
                needed -= 1
                atSecondByte = false
                continue
            }
            if byte < 0x80 { continue }
            start = consumed + i
            lead = byte
            atSecondByte = true
            switch byte {
            case 0xC2...0xDF: needed = 1
            case 0xE0...0xEF: needed = 2
            case 0xF0...0xF4: needed = 3
            default: return start
            }
        }
        consumed += bytes.count
        return nil
    }

    /// Ends the input; returns the offset of a truncated final sequence, if any.
    func finish() -> Int? {
        needed > 0 ? start : nil
    }

    /// The offset of the first ill-formed sequence of `bytes`, or nil if they are UTF-8.
    static func firstIllFormedOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var validator = UTF8Validator()
        return validator.feed(bytes) ?? validator.finish()
    }

    // Second bytes are restricted after E0, ED, F0 and F4 (overlongs, surrogates, > U+10FFFF).
    private func isContinuation(_ byte: UInt8) -> Bool {
        guard byte & 0xC0 == 0x80 else { return false }
        guard atSecondByte else { return true }
        switch lead {
        case 0xE0: return byte >= 0xA0
        case 0xED: return byte <= 0x9F
        case 0xF0: return byte >= 0x90
        case 0xF4: return byte <= 0x8F
        default: return true
        }
    }
}
