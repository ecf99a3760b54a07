/// UTF-8 and line-break rules written out plainly for the file tests and fuzzers: where the first
/// ill-formed sequence starts, what a text's line breaks are, and conversions between them.
public enum ReferenceUTF8 {
    /// The byte offset of the first ill-formed sequence, or nil for well-formed UTF-8 (Unicode's
    /// table 3-7 of well-formed byte sequences).
    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            let ranges: [ClosedRange<UInt8>]
            switch b {
            case 0x00...0x7F: ranges = []
            case 0xC2...0xDF: ranges = [0x80...0xBF]
            case 0xE0: ranges = [0xA0...0xBF, 0x80...0xBF]
            case 0xE1...0xEC, 0xEE...0xEF: ranges = [0x80...0xBF, 0x80...0xBF]
            case 0xED: ranges = [0x80...0x9F, 0x80...0xBF]
            case 0xF0: ranges = [0x90...0xBF, 0x80...0xBF, 0x80...0xBF]
            case 0xF1...0xF3: ranges = [0x80...0xBF, 0x80...0xBF, 0x80...0xBF]
            case 0xF4: ranges = [0x80...0x8F, 0x80...0xBF, 0x80...0xBF]
            default: return i
            }
            for (k, range) in ranges.enumerated() {
                guard i + 1 + k < bytes.count, range.contains(bytes[i + 1 + k]) else { return i }
            }
            i += 1 + ranges.count
        }
        return nil
    }

    /// The style of the line breaks in `units`: LF, CR LF and lone CR only.
    public static func style(_ units: [UInt16]) -> String {
        var kinds = Set<String>()
        var i = 0
        while i < units.count {
            if units[i] == 0x0D {
                if i + 1 < units.count && units[i + 1] == 0x0A {
                    kinds.insert("crlf")
                    i += 1
                } else {
                    kinds.insert("cr")
                }
            } else if units[i] == 0x0A {
                kinds.insert("lf")
            }
            i += 1
        }
        return kinds.count > 1 ? "mixed" : kinds.first ?? "none"
    }

    /// `units` with every line break (CR LF, CR, LF) replaced by `ending`.
    public static func converting(_ units: [UInt16], to ending: [UInt16]) -> [UInt16] {
        var result: [UInt16] = []
        var i = 0
        while i < units.count {
            if units[i] == 0x0D {
                result += ending
                if i + 1 < units.count && units[i + 1] == 0x0A { i += 1 }
            } else if units[i] == 0x0A {
                result += ending
            } else {
                result.append(units[i])
            }
            i += 1
        }
        return result
    }

    /// UTF-8 of `units`, a lone surrogate as U+FFFD.
    public static func encode(_ units: [UInt16]) -> [UInt8] {
        Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
