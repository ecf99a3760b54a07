import TextRope

extension TextCoordinates {
    /// The LSP position of a UTF-16 offset: its line (LF, CR LF and CR end lines) and the UTF-16
    /// units from that line's start.
    ///
    /// An offset inside a surrogate pair gives the position of the pair's start. An offset between
    /// the CR and the LF of a CR LF gives the CR's line, with a character that counts the CR (a
    /// position past the line's content, which the conversion back to an offset refuses).
    /// O(log n + log e); see ``TextCoordinates`` for lines after terminators LSP does not count.
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func lspPosition(forUTF16Offset offset: Int) throws(TextRangeError) -> LSPPosition {
        guard offset >= 0, offset <= text.utf16Count else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: text.utf16Count)
        }
        let window = UnitWindow(text, around: offset)
        return lspPosition(at: splitsPair(offset, window) ? offset - 1 : offset, window)
    }

    /// The UTF-16 offset of an LSP position. O(log n + log e); see ``TextCoordinates`` for lines
    /// after terminators LSP does not count.
    /// - Throws: `TextRangeError.lineOutOfBounds` for a line outside `0..<lspLineCount`;
    ///   `.positionOutOfBounds` for a character that is negative, past the end of the line's
    ///   content (its terminator excluded, so also between a CR and its LF), or inside a
    ///   surrogate pair, with the length of the line's content.
    public func utf16Offset(for position: LSPPosition) throws(TextRangeError) -> Int {
        let lineCount = lspLineCount
        guard position.line >= 0, position.line < lineCount else {
            throw .lineOutOfBounds(line: position.line, lineCount: lineCount)
        }
        let start = start(ofLine: position.line, .lsp)
        if position.character >= 0, position.character <= text.utf16Count - start {
            let offset = start + position.character
            if !splitsPair(offset, .empty), !splitsCRLF(offset, .empty), line(at: offset, .lsp) == position.line { return offset }
        }
        throw .positionOutOfBounds(
            line: position.line, character: position.character, lineLength: lspContentLength(ofLine: position.line, start: start))
    }

    // The UTF-16 length of line `line`, which starts at `start`, without its terminator.
    private func lspContentLength(ofLine line: Int, start: Int) -> Int {
        guard line + 1 < lspLineCount else { return text.utf16Count - start }
        let next = self.start(ofLine: line + 1, .lsp)
        let isCRLF = next - 2 >= start && splitsCRLF(next - 1, .empty)
        return next - (isCRLF ? 2 : 1) - start
    }
}

extension TextCoordinates {
    /// The position of `offset`, which is not inside a surrogate pair.
    func lspPosition(at offset: Int, _ window: UnitWindow) -> LSPPosition {
        let walked = walked(to: offset, window)
        let ropeLine = walked.map { $0.lines - (splitsCRLF(offset, window) ? 1 : 0) } ?? self.ropeLine(offset)
        let line = ropeLine - breaks.lspExtras.count(before: offset)
        let start = lineStart(of: offset, line: line, ropeLine: ropeLine, known: walked?.line, utf8: nil, .lsp, window).start
        return LSPPosition(line: line, character: offset - start)
    }
}
