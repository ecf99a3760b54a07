/// The plain `[UInt16]` model the rope is checked against, by tests and fuzzers: every measure
/// computed the obvious way, independently of the rope's own counting code. O(n) everything.
public struct ReferenceText {
    public var units: [UInt16] = []

    public init(units: [UInt16] = []) { self.units = units }

    private static func isLead(_ u: UInt16) -> Bool { u & 0xFC00 == 0xD800 }
    private static func isTrail(_ u: UInt16) -> Bool { u & 0xFC00 == 0xDC00 }

    /// Scalars as (start, UTF-16 length, UTF-8 length); a lone surrogate is one 3-byte scalar.
    public var scalars: [(start: Int, length: Int, utf8: Int)] {
        var result: [(Int, Int, Int)] = []
        var i = 0
        while i < units.count {
            let u = units[i]
            if Self.isLead(u), i + 1 < units.count, Self.isTrail(units[i + 1]) {
                result.append((i, 2, 4))
                i += 2
            } else {
                result.append((i, 1, u < 0x80 ? 1 : u < 0x800 ? 2 : 3))
                i += 1
            }
        }
        return result
    }

    public var utf8Count: Int { scalars.reduce(0) { $0 + $1.utf8 } }

    /// Where each line terminator ends.
    public var terminatorEnds: [Int] {
        var ends: [Int] = []
        var i = 0
        while i < units.count {
            switch units[i] {
            case 0x0D:
                let crlf = i + 1 < units.count && units[i + 1] == 0x0A
                ends.append(i + (crlf ? 2 : 1))
                i += crlf ? 2 : 1
            case 0x0A, 0x85, 0x2028, 0x2029:
                ends.append(i + 1)
                i += 1
            default:
                i += 1
            }
        }
        return ends
    }

    public func scalarOffset(forUTF16 offset: Int) -> Int {
        scalars.filter { $0.start + $0.length <= offset }.count
    }

    public func utf16Offset(forScalar index: Int) -> Int {
        let all = scalars
        return index == all.count ? units.count : all[index].start
    }

    public func utf8Offset(forUTF16 offset: Int) -> Int {
        scalars.filter { $0.start + $0.length <= offset }.reduce(0) { $0 + $1.utf8 }
    }

    public func utf16Offset(forUTF8 byte: Int) -> Int {
        var bytes = 0
        for s in scalars {
            if byte < bytes + s.utf8 { return s.start }
            bytes += s.utf8
        }
        return units.count
    }

    public func line(containing offset: Int) -> Int {
        terminatorEnds.filter { $0 <= offset }.count
    }

    public func range(ofLine line: Int) -> Range<Int> {
        let ends = terminatorEnds
        let start = line == 0 ? 0 : ends[line - 1]
        return start..<(line < ends.count ? ends[line] : units.count)
    }
}
