import TextRope

extension TextCoordinates {
    /// The tree-sitter point of a UTF-16 offset: its row (the number of LFs before it) and the
    /// UTF-8 length of the text between the last of those LFs and the offset. An offset inside a
    /// surrogate pair gives the point of the pair's start. O(log n + log e); see
    /// ``TextCoordinates`` for rows after terminators tree-sitter does not count.
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func treeSitterPoint(forUTF16Offset offset: Int) throws(TextRangeError) -> TreeSitterPoint {
        guard offset >= 0, offset <= text.utf16Count else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: text.utf16Count)
        }
        let window = UnitWindow(text, around: offset)
        return treeSitterLocation(at: splitsPair(offset, window) ? offset - 1 : offset, window).point
    }

    /// The UTF-16 offset of a tree-sitter point. O(log n + log e); see ``TextCoordinates`` for
    /// rows after terminators tree-sitter does not count.
    /// - Throws: `TextRangeError.pointOutOfBounds` for a row outside `0..<treeSitterRowCount`
    ///   (with a row length of 0), or for a column that is negative, past the end of the row (its
    ///   LF excluded) or inside a character's UTF-8 sequence (also the 3 bytes of a lone
    ///   surrogate), with the row's length in bytes.
    public func utf16Offset(for point: TreeSitterPoint) throws(TextRangeError) -> Int {
        guard point.row >= 0, point.row < treeSitterRowCount else {
            throw .pointOutOfBounds(row: point.row, column: point.column, rowLength: 0)
        }
        let start = start(ofLine: point.row, .treeSitter)
        let startByte = utf8(start)
        if point.column >= 0, point.column <= text.utf8Count - startByte {
            let byte = startByte + point.column
            let offset = (try? text.utf16Offset(forUTF8Offset: byte)) ?? 0
            if utf8(offset) == byte, line(at: offset, .treeSitter) == point.row { return offset }
        }
        throw .pointOutOfBounds(
            row: point.row, column: point.column, rowLength: treeSitterRowLength(point.row, startByte: startByte))
    }

    // The UTF-8 length of row `row`, which starts at byte `startByte`, without its LF.
    private func treeSitterRowLength(_ row: Int, startByte: Int) -> Int {
        guard row + 1 < treeSitterRowCount else { return text.utf8Count - startByte }
        return utf8(start(ofLine: row + 1, .treeSitter)) - 1 - startByte
    }
}

extension TextCoordinates {
    /// The UTF-8 offset and the point of `offset`, which is not inside a surrogate pair.
    func treeSitterLocation(at offset: Int, _ window: UnitWindow) -> (byte: Int, point: TreeSitterPoint) {
        let prefix = prefix(at: offset, window)
        let byte = prefix.utf8 - (splitsPair(offset, window) ? 3 : 0)
        let ropeLine = prefix.lines - (splitsCRLF(offset, window) ? 1 : 0)
        let row = ropeLine - breaks.treeSitterExtras.count(before: offset)
        let (start, startByte) = lineStart(
            of: offset, line: row, ropeLine: ropeLine, known: prefix.line, utf8: byte, .treeSitter, window)
        return (byte, TreeSitterPoint(row: row, column: byte - (startByte ?? utf8(start))))
    }

    /// The UTF-8 offset of `offset` (the start of a pair it splits). O(log n).
    func utf8(_ offset: Int) -> Int {
        (try? text.utf8Offset(forUTF16Offset: offset)) ?? 0
    }
}
