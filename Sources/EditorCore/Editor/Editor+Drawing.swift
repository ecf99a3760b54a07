import Foundation
import TextBoundaries
import TextRope

// Drawing a frame: the rows from the top of the viewport (their line numbers, glyphs, the
// selection and the matches in view), the message or prompt row, the status line, the cursor.
extension Editor {
    /// Draws the editor on `screen`, which must be ``columns`` × ``rows``. O(screen cells) plus
    /// laying out the lines on screen that are not kept, and O(log n) lookups.
    package func draw(into screen: inout Screen) {
        screen.clear()
        let rope = view.textRope
        let visible = visibleRows()
        let selection = view.selectedRange
        let selected = selection.location..<(selection.location + selection.length)
        var matches: [Range<Int>] = []
        if let pattern = highlighted, let first = visible.first, let last = visible.last {
            let start = first.line.rows[first.row].start
            let end = last.line.rows[last.row].end
            matches = searcher.matches(of: pattern, in: rope, startingIn: start..<max(end, start + 1))
        }
        let gutter = gutterWidth
        var lineNumber = (try? rope.line(containingUTF16Offset: visible.first?.line.start ?? 0)) ?? 0
        var previousStart = visible.first?.line.start
        var nextMatch = 0
        for (y, entry) in visible.enumerated() {
            if entry.line.start != previousStart {
                previousStart = entry.line.start
                if entry.line.startsHardLine { lineNumber += 1 }
            }
            if gutter > 0 && entry.row == 0 && entry.line.startsHardLine {
                let number = String(lineNumber + 1)
                screen.write(number, row: y, column: gutter - 1 - number.count, style: .gutter, measure: shortText)
            }
            drawRow(entry.row, of: entry.line, at: y, into: &screen, selected: selected, matches: matches, from: &nextMatch)
        }
        drawMessageRow(into: &screen)
        drawStatusLine(into: &screen)
        if prompt == nil {
            let (caret, column, _) = location(of: caretOffset)
            let y = visible.firstIndex { $0.line.start == caret.line && $0.row == caret.row } ?? 0
            screen.cursor = (y, min(gutter + column - leftColumn, columns - 1))
        }
    }

    // `nextMatch` is the first of `matches` (sorted) that may still hold a glyph: glyphs come in
    // text order, so each match is passed once per frame.
    private func drawRow(
        _ index: Int, of line: LineLayout, at y: Int, into screen: inout Screen, selected: Range<Int>, matches: [Range<Int>],
        from nextMatch: inout Int
    ) {
        let row = line.rows[index]
        let gutter = gutterWidth
        let width = textWidth
        for glyph in line.glyphs[row.glyphRange] {
            let x = glyph.column - leftColumn
            guard glyph.width > 0, x < width, x + glyph.width > 0 else { continue }
            let style: Screen.Style
            if selected.lowerBound <= glyph.offset && glyph.end <= selected.upperBound && !selected.isEmpty {
                style = .selected
            } else if Self.isMatched(glyph, matches, from: &nextMatch) {
                style = .match
            } else {
                style = glyph.kind == .control ? .special : .text
            }
            if glyph.kind != .plain {
                // Tabs and notations: one cell per character.
                for (index, scalar) in line.text(of: glyph).unicodeScalars.enumerated() where x + index >= 0 && x + index < width {
                    screen.put(scalar, row: y, column: gutter + x + index, style: style)
                }
            } else if x >= 0 && x + glyph.width <= width {
                screen.put(scalar: glyph.scalar, text: line.text(of: glyph), width: glyph.width, row: y, column: gutter + x, style: style)
            } else {
                // A wide glyph cut by an edge of the scrolled view shows as blanks.
                for cell in max(x, 0)..<min(x + glyph.width, width) {
                    screen.put(" ", row: y, column: gutter + cell, style: style)
                }
            }
        }
        // A selected line break shows as one selected cell after the line's last row.
        let x = row.width - leftColumn
        if index == line.rows.count - 1, line.end > line.contentsEnd, selected.contains(line.contentsEnd), x >= 0, x < width {
            screen.put(" ", row: y, column: gutter + x, style: .selected)
        }
    }

    private func drawMessageRow(into screen: inout Screen) {
        let y = rows - 2
        guard let prompt else {
            if let message { screen.write(message, row: y, column: 0, style: .message, measure: shortText) }
            return
        }
        let start = screen.write(prompt.label, row: y, column: 0, style: .message, measure: shortText)
        guard let field = prompt.field else {
            screen.cursor = (y, min(start, columns - 1))
            return
        }
        let rope = field.textRope
        shortText.breaker.text = rope
        let line = LineBuilder(wrapWidth: nil, breaker: shortText.breaker)
            .layout(rope, start: 0, contentsEnd: rope.utf16Count, end: rope.utf16Count, hardLine: 0..<rope.utf16Count)
        let caret = line.column(of: field.selectedRange.location, inRow: 0)
        let room = max(columns - start - 1, 1)
        let shift = max(caret - room, 0)
        for glyph in line.glyphs where glyph.width > 0 && glyph.column >= shift && glyph.column - shift + glyph.width <= room {
            let style: Screen.Style = glyph.kind == .control ? .special : .text
            if glyph.kind == .plain {
                screen.put(line.text(of: glyph), width: glyph.width, row: y, column: start + glyph.column - shift, style: style)
            } else {
                screen.write(line.text(of: glyph), row: y, column: start + glyph.column - shift, style: style, measure: shortText)
            }
        }
        screen.cursor = (y, min(start + caret - shift, columns - 1))
        let end = start + (line.rows.first?.width ?? 0) - shift
        if let message, end + 2 < columns { screen.write(message, row: y, column: end + 2, style: .message, measure: shortText) }
    }

    private static func isMatched(_ glyph: Glyph, _ matches: [Range<Int>], from next: inout Int) -> Bool {
        while next < matches.count && matches[next].upperBound <= glyph.offset { next += 1 }
        return next < matches.count && matches[next].lowerBound <= glyph.offset && glyph.end <= matches[next].upperBound
    }
}
