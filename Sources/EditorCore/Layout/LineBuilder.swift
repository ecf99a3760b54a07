import TextBoundaries
import TextRope

/// Lays out one layout line: glyphs by display width, rows by soft wrap (greedy, breaking at the
/// last line-break opportunity of UAX #14 that fits, or between clusters when a word is wider
/// than the row) or one row when wrap is off. Reads only the line's own code units.
struct LineBuilder {
    /// The cells a row may take; nil when soft wrap is off.
    let wrapWidth: Int?
    /// The breaker to query, pointed at the text laid out; nil for the thread's shared one.
    var breaker: TextBreaker? = nil

    /// The layout of `start..<contentsEnd`, a layout line of hard line `hardLine` whose next layout
    /// line starts at `end`. O(log n + the line's length).
    func layout(_ rope: TextRope, start: Int, contentsEnd: Int, end: Int, hardLine: Range<Int>) -> LineLayout {
        var layout = LineLayout(start: start, contentsEnd: contentsEnd, end: end, hardLine: hardLine, glyphs: [], rows: [])
        let units = (try? rope.utf16CodeUnits(in: start..<contentsEnd)) ?? []
        units.withUnsafeBufferPointer { buffer in
            var rowStart = start
            repeat {
                rowStart = addRow(from: rowStart, rope, buffer, into: &layout)
            } while rowStart < contentsEnd
        }
        if let wrapWidth, let last = layout.rows.last, last.width >= wrapWidth, last.end > last.start {
            let count = layout.glyphs.count
            layout.rows.append(LineLayout.Row(start: contentsEnd, end: contentsEnd, glyphRange: count..<count, width: 0))
        }
        return layout
    }

    // Lays out one row from `rowStart` (a cluster boundary before the contents end, or the
    // contents end of an empty line); returns where the next row starts.
    private func addRow(from rowStart: Int, _ rope: TextRope, _ units: UnsafeBufferPointer<UInt16>, into layout: inout LineLayout) -> Int {
        let base = layout.start
        let contentsEnd = layout.contentsEnd
        let firstGlyph = layout.glyphs.count
        var column = 0
        var next = contentsEnd
        // The glyph index a break may come before (a line-break opportunity past the row start).
        var lastBreak: Int?
        var opportunity = wrapWidth == nil ? Int.max : nextOpportunity(rope, after: rowStart, limit: contentsEnd)
        let clusters = { (body: (Range<Int>, Int) -> Bool) in
            if let breaker = self.breaker {
                try? breaker.forEachGraphemeCluster(startingIn: rowStart..<contentsEnd, body)
            } else {
                try? rope.forEachGraphemeCluster(startingIn: rowStart..<contentsEnd, body)
            }
        }
        clusters { range, width in
            let local = UnsafeBufferPointer(rebasing: units[(range.lowerBound - base)..<(Swift.min(range.upperBound, contentsEnd) - base)])
            let glyph = Glyph(units: local, offset: range.lowerBound, column: column, width: width, texts: &layout.texts)
            if let wrapWidth {
                while opportunity < range.lowerBound { opportunity = nextOpportunity(rope, after: opportunity, limit: contentsEnd) }
                let index = layout.glyphs.count
                if opportunity == range.lowerBound && index > firstGlyph { lastBreak = index }
                // A cluster needs its first cell in the row, even one of no width (where the caret shows).
                if column + max(glyph.width, 1) > wrapWidth && index > firstGlyph {
                    let cut = lastBreak.map { $0 < index ? $0 : index } ?? index
                    next = cut < index ? layout.glyphs[cut].offset : range.lowerBound
                    // The texts of the glyphs taken back (and of this one) come again on the next row.
                    let firstText = layout.glyphs[cut...].first { $0.textIndex >= 0 }?.textIndex ?? glyph.textIndex
                    if firstText >= 0 { layout.texts.removeSubrange(firstText...) }
                    layout.glyphs.removeSubrange(cut...)
                    return false
                }
            }
            layout.glyphs.append(glyph)
            column += glyph.width
            return true
        }
        let glyphRange = firstGlyph..<layout.glyphs.count
        let width = layout.glyphs.last.map { glyphRange.isEmpty ? 0 : $0.column + $0.width } ?? 0
        layout.rows.append(LineLayout.Row(start: rowStart, end: next, glyphRange: glyphRange, width: width))
        return next
    }

    private func nextOpportunity(_ rope: TextRope, after offset: Int, limit: Int) -> Int {
        guard offset < limit else { return Int.max }
        let found: Int?
        if let breaker { found = try? breaker.lineBreakOpportunity(after: offset) } else { found = try? rope.lineBreakOpportunity(after: offset) }
        return found ?? Int.max
    }
}
