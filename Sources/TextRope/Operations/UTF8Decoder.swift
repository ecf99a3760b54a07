import CTextRopeSupport

// A streaming UTF-8 to UTF-16 decoder: input may arrive in blocks that split a sequence. Validates
// per Unicode (no overlongs, no encoded surrogates, nothing above U+10FFFF); in lossy mode each
// maximal ill-formed subpart becomes one U+FFFD, as `String(decoding:as:)` does.
struct UTF8Decoder {
    let lossy: Bool
    /// Bytes consumed so far, for error offsets.
    private(set) var consumed = 0
    private var pending: (bytes: UInt32, count: Int, needed: Int, start: Int) = (0, 0, 0, 0)

    init(lossy: Bool) { self.lossy = lossy }

    /// Decodes `input`, appending UTF-16 to `output` (which has room for `input.count + 4`
    /// units past its count). Returns the byte offset of the first ill-formed sequence when not
    /// lossy.
    mutating func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout UnitBuffer) -> Int? {
        guard let base = input.baseAddress else { return nil }
        var i = 0
        let n = input.count
        while i < n {
            if pending.needed == 0 {
                var written = 0
                i += textrope_utf8_decode(base + i, n - i, output.end, &written)
                output.count += written
                guard i < n else { break }
                // What the fast path left: a sequence that is ill-formed or continues in the next
                // block.
                let byte = input[i]
                let needed: Int
                switch byte {
                case 0xC2...0xDF: needed = 1
                case 0xE0...0xEF: needed = 2
                case 0xF0...0xF4: needed = 3
                default:
                    if let error = illFormed(at: consumed + i, &output) { return error }
                    i += 1
                    continue
                }
                pending = (UInt32(byte), 1, needed, consumed + i)
                i += 1
                continue
            }
            let byte = input[i]
            guard isValidContinuation(byte) else {
                // The subpart so far is ill-formed; the current byte starts afresh.
                if let error = illFormed(at: pending.start, &output) { return error }
                pending = (0, 0, 0, 0)
                continue
            }
            pending.bytes = pending.bytes << 6 | UInt32(byte & 0x3F)
            pending.count += 1
            i += 1
            if pending.count == pending.needed + 1 {
                emit(scalar(from: pending), &output)
                pending = (0, 0, 0, 0)
            }
        }
        consumed += n
        return nil
    }

    /// Ends the input; a truncated final sequence is ill-formed.
    mutating func finish(into output: inout UnitBuffer) -> Int? {
        guard pending.needed > 0 else { return nil }
        defer { pending = (0, 0, 0, 0) }
        return illFormed(at: pending.start, &output)
    }

    // Second bytes are restricted after E0, ED, F0 and F4 (overlongs, surrogates, > U+10FFFF).
    private func isValidContinuation(_ byte: UInt8) -> Bool {
        guard byte & 0xC0 == 0x80 else { return false }
        guard pending.count == 1 else { return true }
        switch pending.bytes {
        case 0xE0: return byte >= 0xA0
        case 0xED: return byte <= 0x9F
        case 0xF0: return byte >= 0x90
        case 0xF4: return byte <= 0x8F
        default: return true
        }
    }

    private func scalar(from p: (bytes: UInt32, count: Int, needed: Int, start: Int)) -> UInt32 {
        let leadBits: UInt32 = p.needed == 1 ? 0x1F : p.needed == 2 ? 0x0F : 0x07
        let shift = UInt32(6 * p.needed)
        let lead = (p.bytes >> shift) & leadBits
        return lead << shift | (p.bytes & ((1 << shift) - 1))
    }

    private func emit(_ scalar: UInt32, _ output: inout UnitBuffer) {
        if scalar < 0x10000 {
            output.append(UInt16(scalar))
        } else {
            let v = scalar - 0x10000
            output.append(UInt16(0xD800 + (v >> 10)))
            output.append(UInt16(0xDC00 + (v & 0x3FF)))
        }
    }

    private func illFormed(at offset: Int, _ output: inout UnitBuffer) -> Int? {
        guard lossy else { return offset }
        output.append(0xFFFD)
        return nil
    }
}

/// Units decoded into storage that the loader owns: a pointer and how many units it holds.
struct UnitBuffer {
    let base: UnsafeMutablePointer<UInt16>
    var count = 0

    /// Where the next unit goes.
    var end: UnsafeMutablePointer<UInt16> { base + count }

    mutating func append(_ unit: UInt16) {
        base[count] = unit
        count += 1
    }
}
