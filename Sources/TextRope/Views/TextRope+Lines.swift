// Lines end as `NSString.lineRange(for:)` ends them: LF, CR, CR LF (one terminator, even when the
// CR and the LF sit in different chunks), U+0085, U+2028, U+2029. A line includes its terminator.
extension TextRope {
    /// The 0-based index of the line containing a UTF-16 offset. An offset on a terminator, or
    /// between the CR and the LF of a CR LF, belongs to the line that terminator ends; the end of
    /// the text belongs to the last line.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n).
    public func line(containingUTF16Offset offset: Int) throws(TextRangeError) -> Int {
        let offset = try validated(offset, .utf16, limit: summary.utf16)
        let prefix = prefixSummary(offset)
        let betweenCRAndLF =
            offset > 0 && offset < summary.utf16 && prefix.last == 0x0D && unit(at: offset) == 0x0A
        return prefix.lines - (betweenCRAndLF ? 1 : 0)
    }

    /// The UTF-16 range of line `line` (0-based), terminator included, like
    /// `NSString.lineRange(for:)`.
    /// - Throws: `TextRangeError` for a line outside `0..<lineCount`.
    /// - Complexity: O(log n).
    public func utf16Range(ofLine line: Int) throws(TextRangeError) -> Range<Int> {
        let lines = exactSummary.lines
        guard line >= 0, line <= lines else {
            throw .lineOutOfBounds(line: line, lineCount: lines + 1)
        }
        let start = line == 0 ? 0 : end(ofTerminator: line)
        let end = line == lines ? summary.utf16 : end(ofTerminator: line + 1)
        return start..<end
    }

    // The offset just after the n-th line terminator (1-based), n in 1...summary.lines.
    private func end(ofTerminator n: Int) -> Int {
        let location = locate { $0.lines >= n }
        let leaf = location.leaf
        let (offset, _) = leaf.offset(
            reaching: n - 1 - location.prefix.lines, by: LineMeasure.self, startingAt: 0, after: location.previous,
            within: location.leafSummary)
        guard offset < leaf.count else { return summary.utf16 }
        let end = location.start + offset + 1
        let crlf = leaf[offset] == 0x0D && end < summary.utf16 && unit(at: end) == 0x0A
        return crlf ? end + 1 : end
    }
}
