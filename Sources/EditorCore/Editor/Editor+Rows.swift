import Foundation
import TextBoundaries
import TextRope

// Walking the laid-out rows: each step lays out at most one more line.
extension Editor {
    /// Where UTF-16 `offset` shows: its row and its cell column in the row (counted from the
    /// row's start, before horizontal scrolling).
    func location(of offset: Int) -> (location: RowLocation, column: Int, line: LineLayout) {
        let line = layout.layoutLine(containing: offset)
        let row = line.rowIndex(of: offset)
        return (RowLocation(line: line.start, row: row), line.column(of: offset, inRow: row), line)
    }

    /// The row after `location`, or nil at the last row of the text.
    func row(after location: RowLocation) -> RowLocation? {
        let line = layout.layoutLine(containing: location.line)
        if location.row + 1 < line.rows.count { return RowLocation(line: line.start, row: location.row + 1) }
        return layout.layoutLine(after: line).map { RowLocation(line: $0.start, row: 0) }
    }

    /// The row before `location`, or nil at the first row of the text.
    func row(before location: RowLocation) -> RowLocation? {
        if location.row > 0 { return RowLocation(line: location.line, row: location.row - 1) }
        let line = layout.layoutLine(containing: location.line)
        return layout.layoutLine(before: line).map { RowLocation(line: $0.start, row: $0.rows.count - 1) }
    }

    /// `count` rows after (`count` > 0) or before `location`, stopping at the text's first or
    /// last row; also how many rows it moved. O(count) layout lookups.
    func moving(_ location: RowLocation, by count: Int) -> (location: RowLocation, moved: Int) {
        var current = location
        var moved = 0
        while moved < abs(count), let next = count > 0 ? row(after: current) : row(before: current) {
            current = next
            moved += 1
        }
        return (current, moved)
    }

    /// The rows on the screen, top to bottom, with their layout lines: at most ``textRows``.
    func visibleRows() -> [(line: LineLayout, row: Int)] {
        var rows: [(line: LineLayout, row: Int)] = []
        var line = layout.layoutLine(containing: top.line)
        var row = min(top.row, line.rows.count - 1)
        while rows.count < textRows {
            rows.append((line, row))
            if row + 1 < line.rows.count {
                row += 1
            } else if let next = layout.layoutLine(after: line) {
                line = next
                row = 0
            } else {
                break
            }
        }
        return rows
    }

    /// Scrolls so that the caret is on the screen: up to its row when it is above the top, down
    /// until it is on the last text row when it is below the screen. O(screen rows) layout
    /// lookups, wherever the caret is.
    func scrollToCaret() {
        top = normalized(top)
        let (caret, column, _) = location(of: caretOffset)
        if caret < top {
            top = caret
        } else {
            let last = moving(top, by: textRows - 1)
            if last.location < caret { top = moving(caret, by: -(textRows - 1)).location }
        }
        guard !wraps else {
            leftColumn = 0
            return
        }
        if column < leftColumn {
            leftColumn = column
        } else if column >= leftColumn + textWidth {
            leftColumn = column - textWidth + 1
        }
    }

    /// The moving end of the selection (the caret when it is empty).
    var caretOffset: Int {
        let selection = view.selectedRange
        if let anchor, anchor.selection == selection {
            return anchor.offset == selection.location ? selection.upperBound : selection.location
        }
        return selection.length == 0 ? selection.location : selection.upperBound
    }

    /// The fixed end of the selection for extending it.
    var anchorOffset: Int {
        let selection = view.selectedRange
        if let anchor, anchor.selection == selection { return anchor.offset }
        return selection.location
    }
}
