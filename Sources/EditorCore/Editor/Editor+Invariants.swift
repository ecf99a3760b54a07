import Foundation
import TextBoundaries
import TextRope

extension Editor {
    /// Checks (debug builds) the text view and its document, every kept layout against a fresh
    /// one, each visible layout line's rows (contiguous, within the row width, on cluster
    /// boundaries), and that the caret is on the screen.
    package func checkInvariants() {
        #if TEXTENGINE_CHECKS
        view.checkInvariants()
        view.textRope.checkInvariants()
        layout.checkInvariants()
        let rope = view.textRope
        let visible = visibleRows()
        precondition(!visible.isEmpty && visible.count <= textRows, "\(visible.count) rows on \(textRows) text rows")
        for (line, _) in visible { Self.check(line, in: rope, width: wraps ? textWidth : nil) }
        let (caret, column, _) = location(of: caretOffset)
        precondition(visible.contains { $0.line.start == caret.line && $0.row == caret.row }, "the caret's row is off the screen")
        let x = column - leftColumn
        precondition(x >= 0 && x < textWidth, "the caret's column \(column) is off the screen (left \(leftColumn), width \(textWidth))")
        #endif
    }

    #if TEXTENGINE_CHECKS
    private static func check(_ line: LineLayout, in rope: TextRope, width: Int?) {
        precondition(!line.rows.isEmpty, "a layout line without rows")
        var position = line.start
        for (index, row) in line.rows.enumerated() {
            precondition(row.start == position, "row \(index) starts at \(row.start), not \(position)")
            var column = 0
            for glyph in line.glyphs[row.glyphRange] {
                precondition(glyph.offset == position && glyph.column == column, "glyph at \(glyph.offset) out of place")
                precondition((try? rope.isGraphemeBoundary(glyph.offset)) == true, "glyph at \(glyph.offset) splits a cluster")
                position = glyph.end
                column += glyph.width
            }
            precondition(row.end == position && row.width == column, "row \(index) ends wrong")
            if let width, row.glyphRange.count > 1 { precondition(row.width <= width, "row \(index) is \(row.width) cells wide, over \(width)") }
        }
        precondition(position == line.contentsEnd, "the rows end at \(position), not \(line.contentsEnd)")
    }
    #endif
}
