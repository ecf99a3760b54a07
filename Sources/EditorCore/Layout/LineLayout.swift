/// The screen rows of one layout line: a hard line of the text, or, for a line longer than
/// ``LayoutEngine/segmentLength``, one piece of it (see ``LayoutEngine``).
///
/// Rows follow each other without gaps: each starts where the one before ended, the first at
/// ``start`` and the last ending at ``contentsEnd``. An offset where one row ends and the next
/// begins shows at the start of the later row. When soft wrap fills the last row to the edge, an
/// empty row follows it, where the caret at the end of the line shows.
package struct LineLayout: Equatable, Sendable {
    /// One row: its glyphs are `glyphs[glyphRange]`.
    package struct Row: Equatable, Sendable {
        /// The UTF-16 offset of the row's first cluster.
        package var start: Int
        /// The UTF-16 offset after its last cluster.
        package var end: Int
        package var glyphRange: Range<Int>
        /// The cells its glyphs take.
        package var width: Int
    }

    /// The UTF-16 offset where the layout line starts.
    package var start: Int
    /// Where its contents end: before the line terminator, or where the piece ends.
    package var contentsEnd: Int
    /// Where the next layout line starts: after the terminator, or at the next piece.
    package var end: Int
    /// The hard line this layout line belongs to (UTF-16, terminator included).
    package var hardLine: Range<Int>
    package var glyphs: [Glyph]
    /// The texts of the glyphs that print more than one scalar (see ``Glyph/textIndex``).
    package var texts: [String] = []
    package var rows: [Row]

    /// What `glyph` (one of this line's) prints.
    package func text(of glyph: Glyph) -> String {
        if glyph.textIndex >= 0 { return texts[glyph.textIndex] }
        return glyph.kind == .invisible ? "" : Unicode.Scalar(glyph.scalar).map { String($0) } ?? ""
    }

    /// Whether this layout line starts its hard line (and so shows the line number).
    package var startsHardLine: Bool { start == hardLine.lowerBound }

    /// Whether UTF-16 `offset` belongs to this layout line: from its start to its contents end,
    /// and for the last piece of a hard line its terminator too; the end of a line without one
    /// (the end of the text) belongs to it, the start of the next line does not.
    package func owns(_ offset: Int) -> Bool {
        guard offset >= start else { return false }
        let isLastPiece = end == hardLine.upperBound
        guard isLastPiece else { return offset < contentsEnd }
        return offset < hardLine.upperBound || (offset == contentsEnd && contentsEnd == hardLine.upperBound)
    }

    /// The index of the row where `offset` (in `start...contentsEnd`) shows: the last row starting
    /// at or before it. O(log rows).
    package func rowIndex(of offset: Int) -> Int {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The cell in row `row` where the caret at `offset` shows: the column of the glyph starting
    /// there, or the row's width after its last glyph. O(log glyphs).
    package func column(of offset: Int, inRow row: Int) -> Int {
        let range = rows[row].glyphRange
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if glyphs[middle].end <= offset { low = middle + 1 } else { high = middle }
        }
        return low < range.upperBound ? glyphs[low].column : rows[row].width
    }

    /// The caret position in row `row` nearest to cell `column` without passing it: the start of
    /// the last glyph starting at or before `column`, or the row's end for the last row when
    /// `column` is past its glyphs. Only the last row can hold the caret after its last glyph:
    /// elsewhere that offset shows on the next row. O(glyphs in the row).
    package func offset(nearColumn column: Int, inRow row: Int) -> Int {
        let current = rows[row]
        let isLast = row == rows.count - 1
        var best = current.start
        for index in current.glyphRange {
            let glyph = glyphs[index]
            if glyph.column > column { return best }
            best = glyph.offset
            if glyph.column + glyph.width <= column, isLast || index + 1 < current.glyphRange.upperBound {
                best = glyph.end
            }
        }
        return best
    }
}
