import TextRope

/// Lines and paragraphs as `NSString.lineRange(for:)` and `paragraphRange(for:)` find them. A line
/// ends after LF, CR, CR LF (one terminator), U+0085 (NEL), U+2028 (LINE SEPARATOR) or U+2029
/// (PARAGRAPH SEPARATOR); a paragraph ends only after LF, CR, CR LF or U+2029. VT and FF end
/// neither. A position on a terminator, or between the CR and the LF of a CR LF, belongs to the
/// line that terminator ends; after a final terminator the last line is empty. All offsets are
/// UTF-16 code units.
extension TextRope {
    /// The lines `range` touches, terminators included: in "ab\ncd\nef", `{2,0}` gives `0..<3`,
    /// `{1,3}` gives `0..<6`, `{8,0}` gives `6..<8`. The empty range at the end of "ab\n" gives
    /// `3..<3`.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n).
    public func lineRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try lineBounds(for: range).range
    }

    /// The start, end and contents end of the lines `range` touches, like
    /// `NSString.getLineStart(_:end:contentsEnd:for:)`: in "ab\r\ncd", `{0,0}` gives start 0,
    /// end 4, contents end 2.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n).
    public func lineBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        let range = try checkedRange(range)
        let first = try line(containingUTF16Offset: range.lowerBound)
        let last = range.isEmpty ? first : try line(containingUTF16Offset: range.upperBound - 1)
        return try bounds(fromLine: first, toLine: last)
    }

    /// The paragraphs `range` touches, separators included. Unlike lines, paragraphs run on
    /// across U+0085 and U+2028.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n) per line of the paragraphs.
    public func paragraphRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try paragraphBounds(for: range).range
    }

    /// The start, end and contents end of the paragraphs `range` touches, like
    /// `NSString.getParagraphStart(_:end:contentsEnd:for:)`.
    /// - Throws: `TextRangeError` if `range` does not lie in `0...utf16Count`.
    /// - Complexity: O(log n) per line of the paragraphs.
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

    /// Whether a line that is not the last ends with NEL or U+2028, which end lines but not
    /// paragraphs.
    private func endsWithLineOnlySeparator(line: Int) throws(TextRangeError) -> Bool {
        let terminator = try utf16CodeUnit(at: utf16Range(ofLine: line).upperBound - 1)
        return terminator == 0x85 || terminator == 0x2028
    }
}
