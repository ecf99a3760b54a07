import TextBoundaries

/// `NSString.getLineStart(_:end:contentsEnd:for:)` and its paragraph twin, written directly
/// over a `[UInt16]` by scanning for terminators, independently of the rope's line index.
public enum ReferenceLines {
    public static func isLineTerminator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2028 || unit == 0x2029
    }

    public static func isParagraphTerminator(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2029
    }

    public static func bounds(_ units: [UInt16], _ range: Range<Int>, terminator: (UInt16) -> Bool) -> LineBounds {
        let count = units.count
        var start = range.lowerBound
        // Between a CR and its LF belongs to the CR's line.
        if start > 0 && start < count && units[start] == 0x0A && units[start - 1] == 0x0D { start -= 1 }
        while start > 0 && !terminator(units[start - 1]) { start -= 1 }
        var last = range.isEmpty ? range.lowerBound : range.upperBound - 1
        if last > 0 && last < count && units[last] == 0x0A && units[last - 1] == 0x0D { last -= 1 }
        var end = last
        while end < count && !terminator(units[end]) { end += 1 }
        guard end < count else { return LineBounds(start: start, end: count, contentsEnd: count) }
        let crlf = units[end] == 0x0D && end + 1 < count && units[end + 1] == 0x0A
        return LineBounds(start: start, end: end + (crlf ? 2 : 1), contentsEnd: end)
    }
}
