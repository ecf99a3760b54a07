import TextRope

// The events of a keystroke: one insertion where the remembered counts are (where the last one
// ended), whose positions come from those counts and the index alone, without reading a unit of
// the text. Inlined into the conversions, and calling nothing that takes the coordinates whole,
// so that the coordinates are read in place rather than copied for the call; any other change is
// left to the general path (nil).
extension TextCoordinates {
    /// The LSP event of `changes` when it is one insertion at the remembered counts, on a line
    /// whose start they know and LSP counts; nil otherwise.
    @inline(__always)
    func typedLSPContentChange(_ changes: ChangeSet) -> LSPContentChange? {
        changes.withSingle { replacement -> LSPContentChange? in
            guard let known = knownInsertionPoint(replacement.range) else { return nil }
            let line = known.lines - breaks.lspExtras.count(before: known.offset)
            guard let start = lineStart(ofLine: line, known, .lsp) else { return nil }
            let position = LSPPosition(line: line, character: known.offset - start.offset)
            return LSPContentChange(range: LSPRange(start: position, end: position), text: replacement.text.narrowCopy())
        } ?? nil
    }

    /// The tree-sitter edit of `changes` when it is one insertion at the remembered counts, on a
    /// row whose start they know, of a text that does not end with a lead surrogate (which the
    /// unit after it could complete); nil otherwise.
    @inline(__always)
    func typedTreeSitterEdit(_ changes: ChangeSet) -> TreeSitterInputEdit? {
        changes.withSingle { replacement -> TreeSitterInputEdit? in
            guard let known = knownInsertionPoint(replacement.range), !replacement.text.endsWithLeadSurrogate else { return nil }
            let row = known.lines - breaks.treeSitterExtras.count(before: known.offset)
            guard let start = lineStart(ofLine: row, known, .treeSitter) else { return nil }
            let point = TreeSitterPoint(row: row, column: known.utf8 - start.utf8)
            let new = Self.insertedCounts(replacement.text)
            return TreeSitterInputEdit(
                startByte: known.utf8, oldEndByte: known.utf8, newEndByte: known.utf8 + new.utf8, startPoint: point,
                oldEndPoint: point, newEndPoint: Self.point(point, advancedBy: new.utf8, new.lineFeeds, new.afterLineFeed))
        } ?? nil
    }

    // The remembered counts, when `range` is an insertion where they are, their line start is
    // known and the unit before them is neither a CR (which an LF after it would join) nor a lead
    // surrogate (which a trail after it would complete): then no end of the events moves, and the
    // counts are those of the events' start.
    @inline(__always)
    private func knownInsertionPoint(_ range: Range<Int>) -> KnownPrefix? {
        guard range.isEmpty, let known = breaks.known, known.offset == range.lowerBound, known.line != nil,
            known.last != 0x0D, !UTF16.isLeadSurrogate(known.last)
        else { return nil }
        return known
    }

    // The UTF-8 length of `text` on its own, its LFs and the bytes after the last LF.
    @inline(__always)
    private static func insertedCounts(_ text: ReplacementText) -> (utf8: Int, lineFeeds: Int, afterLineFeed: Int) {
        switch text.storage {
        case .string(let string): return utf8Counts(string)
        default: return utf8Counts(head: nil, text, tail: nil)
        }
    }

    // Where line `line` (in `rule`'s count) of the counts' offset starts, when that is the start
    // of the text or the line start the counts know.
    @inline(__always)
    private func lineStart(ofLine line: Int, _ known: KnownPrefix, _ rule: LineRule) -> LineStart? {
        guard line > 0 else { return LineStart(offset: 0, utf8: 0, terminator: 0) }
        guard let start = known.line, rule.counts(terminator: start.terminator) else { return nil }
        return start
    }
}

extension ReplacementText {
    /// A copy of the text alone. Out of line: inline, the optimizer copies the whole change set
    /// the text is lent from instead (the same references, through a far costlier copy).
    @inline(never)
    func narrowCopy() -> ReplacementText { self }
}
