// A contiguous [UInt16]: every conversion is a scan from the start, with TextRope's rules (a lone
// surrogate is a scalar of 3 UTF-8 bytes; CR LF is one line terminator; LF, CR, U+0085, U+2028
// and U+2029 end lines).
extension Array: BenchText where Element == UInt16 {
    static func load(utf8File path: String) throws -> [UInt16] {
        try UTF8File.utf16(path)
    }

    static func converter(_ conversion: Conversion, on units: [UInt16]) -> ((Int) -> Int)? {
        switch conversion {
        case .utf16ToScalar: return { offset in scalars(units, before: offset) }
        case .scalarToUTF16: return { scalar in utf16Offset(units, ofScalar: scalar) }
        case .utf16ToUTF8: return { offset in utf8Count(units, before: offset) }
        case .utf8ToUTF16: return { byte in utf16Offset(units, ofByte: byte) }
        case .utf16ToLine: return { offset in line(units, containing: offset) }
        }
    }

    private static func isLead(_ unit: UInt16) -> Bool { unit & 0xFC00 == 0xD800 }
    private static func isTrail(_ unit: UInt16) -> Bool { unit & 0xFC00 == 0xDC00 }

    // Whether units[i] is the second half of a surrogate pair.
    private static func continuesPair(_ units: [UInt16], _ i: Int) -> Bool {
        i > 0 && isTrail(units[i]) && isLead(units[i - 1])
    }

    // Whether `offset` falls between the halves of a surrogate pair.
    private static func splitsPair(_ units: [UInt16], _ offset: Int) -> Bool {
        offset < units.count && continuesPair(units, offset)
    }

    private static func scalars(_ units: [UInt16], before offset: Int) -> Int {
        var count = 0
        for i in 0..<offset where !continuesPair(units, i) { count += 1 }
        return count - (splitsPair(units, offset) ? 1 : 0)
    }

    private static func utf16Offset(_ units: [UInt16], ofScalar scalar: Int) -> Int {
        var count = 0
        for i in units.indices where !continuesPair(units, i) {
            if count == scalar { return i }
            count += 1
        }
        return units.count
    }

    // UTF-8 width of units[i] given what precedes it: a pair is 3 + 1 bytes, so that a lead
    // surrogate alone counts as the 3 bytes of U+FFFD.
    private static func utf8Width(_ units: [UInt16], _ i: Int) -> Int {
        let unit = units[i]
        if unit < 0x80 { return 1 }
        if unit < 0x800 { return 2 }
        return continuesPair(units, i) ? 1 : 3
    }

    private static func utf8Count(_ units: [UInt16], before offset: Int) -> Int {
        var bytes = 0
        for i in 0..<offset { bytes += utf8Width(units, i) }
        return bytes - (splitsPair(units, offset) ? 3 : 0)
    }

    private static func utf16Offset(_ units: [UInt16], ofByte byte: Int) -> Int {
        var bytes = 0
        for i in units.indices {
            let scalarWidth = isLead(units[i]) && i + 1 < units.count && isTrail(units[i + 1]) ? 4 : utf8Width(units, i)
            if continuesPair(units, i) { continue }
            if byte < bytes + scalarWidth { return i }
            bytes += scalarWidth
        }
        return units.count
    }

    private static func line(_ units: [UInt16], containing offset: Int) -> Int {
        var lines = 0
        for i in 0..<offset {
            switch units[i] {
            case 0x0A, 0x85, 0x2028, 0x2029: lines += 1
            case 0x0D where i + 1 == units.count || units[i + 1] != 0x0A: lines += 1
            default: break
            }
        }
        return lines
    }
}
