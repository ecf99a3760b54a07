import TextRope

// The rope answers `lineBounds(for:)` and `paragraphBounds(for:)` of `TextBoundaryQueries` from
// its line index.
extension TextRope {
    public func lineBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        let range = try checkedRange(range)
        let first = try line(containingUTF16Offset: range.lowerBound)
        let last = range.isEmpty ? first : try line(containingUTF16Offset: range.upperBound - 1)
        return try bounds(fromLine: first, toLine: last)
    }

    public func paragraphBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        let range = try checkedRange(range)
        var first = try line(containingUTF16Offset: range.lowerBound)
        var last = range.isEmpty ? first : try line(containingUTF16Offset: range.upperBound - 1)
        while first > 0, try endsWithLineOnlySeparator(line: first - 1) { first -= 1 }
        while last < lineCount - 1, try endsWithLineOnlySeparator(line: last) { last += 1 }
        return try bounds(fromLine: first, toLine: last)
    }

    private func bounds(fromLine first: Int, toLine last: Int) throws(TextRangeError) -> LineBounds {
        let start = try utf16Range(ofLine: first).lowerBound
        let lastLine = try utf16Range(ofLine: last)
        let end = lastLine.upperBound
        guard last < lineCount - 1 else { return LineBounds(start: start, end: end, contentsEnd: end) }
        var terminatorLength = 1
        if end - lastLine.lowerBound >= 2, try utf16CodeUnit(at: end - 1) == 0x0A,
            try utf16CodeUnit(at: end - 2) == 0x0D
        {
            terminatorLength = 2
        }
        return LineBounds(start: start, end: end, contentsEnd: end - terminatorLength)
    }

    /// The end of `line`'s contents, before its terminator (CR LF counts as one): for the range of
    /// a line or paragraph, terminator included, as the editors' line-end movements want it. For
    /// a `paragraph`, NEL and U+2028 end lines only: one ending the range (at the end of the text)
    /// is part of the paragraph's contents.
    package func contentsEnd(ofLine line: Range<Int>, paragraph: Bool = false) -> Int {
        guard !line.isEmpty, let last = try? utf16CodeUnit(at: line.upperBound - 1) else { return line.upperBound }
        switch last {
        case 0x0A:
            let crlf = line.count >= 2 && (try? utf16CodeUnit(at: line.upperBound - 2)) == 0x0D
            return line.upperBound - (crlf ? 2 : 1)
        case 0x0D, 0x2029:
            return line.upperBound - 1
        case 0x85, 0x2028:
            return paragraph ? line.upperBound : line.upperBound - 1
        default:
            return line.upperBound
        }
    }

    /// Whether a line that is not the last ends with NEL or U+2028, which end lines but not
    /// paragraphs.
    private func endsWithLineOnlySeparator(line: Int) throws(TextRangeError) -> Bool {
        let terminator = try utf16CodeUnit(at: utf16Range(ofLine: line).upperBound - 1)
        return terminator == 0x85 || terminator == 0x2028
    }
}
