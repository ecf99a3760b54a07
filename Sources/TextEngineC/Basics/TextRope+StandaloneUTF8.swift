import TextRope

// A range of the rope read on its own as UTF-8, as the C API's UTF-8 copies write it: a surrogate
// pair is 4 bytes, and a lone surrogate (also half of a pair the range splits) is U+FFFD, 3 bytes.
extension TextRope {
    /// The UTF-8 length of `range` read on its own. O(log n).
    ///
    /// The rope counts a lead surrogate as 3 bytes and the trail that completes it as 1, and
    /// `utf8Offset(forUTF16Offset:)` rounds an offset inside a pair down to the pair's start (3
    /// bytes less). So the difference of the two ends' offsets is exact except at an end that
    /// splits a pair: a lead left at the end is a lone 3 bytes (+3), and a trail at the start is
    /// a lone 3 bytes where its pair's 4 lay before the start (-1).
    func standaloneUTF8Count(of range: Range<Int>) throws(TextRangeError) -> Int {
        guard !range.isEmpty else { return 0 }
        let lower = try utf8Offset(forUTF16Offset: range.lowerBound)
        let upper = try utf8Offset(forUTF16Offset: range.upperBound)
        let loneLeadAtEnd = try splitsPair(at: range.upperBound)
        let loneTrailAtStart = try splitsPair(at: range.lowerBound)
        return upper - lower + (loneLeadAtEnd ? 3 : 0) - (loneTrailAtStart ? 1 : 0)
    }

    /// Writes the UTF-8 form of `range` (``standaloneUTF8Count(of:)`` bytes) to `destination`;
    /// returns how many bytes it wrote. O(log n + m).
    func writeUTF8(of range: Range<Int>, to destination: UnsafeMutablePointer<UInt8>) throws(TextRangeError) -> Int {
        var output = UTF8Output(destination)
        for chunk in try chunks(fromUTF16: range.lowerBound) {
            let start = chunk.utf16Offset
            guard start < range.upperBound else { break }
            let units = chunk.utf16CodeUnits
            let from = Swift.max(range.lowerBound - start, 0)
            let to = Swift.min(range.upperBound - start, units.count)
            for i in from..<to { output.append(units[i]) }
        }
        output.finish()
        return output.count
    }

    // Whether `offset` falls between the halves of a surrogate pair.
    private func splitsPair(at offset: Int) throws(TextRangeError) -> Bool {
        guard offset > 0, offset < utf16Count else { return false }
        guard UTF16.isTrailSurrogate(try utf16CodeUnit(at: offset)) else { return false }
        return UTF16.isLeadSurrogate(try utf16CodeUnit(at: offset - 1))
    }
}

/// UTF-16 to UTF-8, one code unit at a time, with lone surrogates as U+FFFD.
private struct UTF8Output {
    private let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var pendingLead: UInt16?

    init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

    @inline(__always)
    mutating func append(_ unit: UInt16) {
        if let lead = pendingLead {
            pendingLead = nil
            if UTF16.isTrailSurrogate(unit) {
                let scalar = 0x10000 + (UInt32(lead - 0xD800) << 10) + UInt32(unit - 0xDC00)
                write(0xF0 | UInt8(scalar >> 18), 0x80 | UInt8(scalar >> 12 & 0x3F), 0x80 | UInt8(scalar >> 6 & 0x3F), 0x80 | UInt8(scalar & 0x3F))
                return
            }
            writeReplacement()
        }
        switch unit {
        case 0..<0x80:
            base[count] = UInt8(unit)
            count += 1
        case 0x80..<0x800:
            write(0xC0 | UInt8(unit >> 6), 0x80 | UInt8(unit & 0x3F))
        case 0xD800..<0xDC00:
            pendingLead = unit
        case 0xDC00..<0xE000:
            writeReplacement()
        default:
            write(0xE0 | UInt8(unit >> 12), 0x80 | UInt8(unit >> 6 & 0x3F), 0x80 | UInt8(unit & 0x3F))
        }
    }

    /// Ends the text: a lead surrogate still waiting for its trail is a lone one.
    mutating func finish() {
        if pendingLead != nil { writeReplacement() }
        pendingLead = nil
    }

    private mutating func writeReplacement() { write(0xEF, 0xBF, 0xBD) }

    private mutating func write(_ b0: UInt8, _ b1: UInt8) {
        base[count] = b0
        base[count + 1] = b1
        count += 2
    }

    private mutating func write(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) {
        base[count] = b0
        base[count + 1] = b1
        base[count + 2] = b2
        count += 3
    }

    private mutating func write(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8, _ b3: UInt8) {
        base[count] = b0
        base[count + 1] = b1
        base[count + 2] = b2
        base[count + 3] = b3
        count += 4
    }
}
