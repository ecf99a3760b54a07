import Foundation
import TextBoundaries
import TextRope

/// Where a movement key sends the caret.
enum Motion: Equatable {
    case left, right, wordLeft, wordRight, up, down, home, end, documentStart, documentEnd, pageUp, pageDown
}

extension Editor {
    /// Moves the caret, or with `extending` the selection's moving end, as the user's selection
    /// through the text view. Without `extending`, Left and Right collapse a selection to its
    /// start or end.
    func move(_ motion: Motion, extending: Bool) {
        let selection = view.selectedRange
        let vertical = [.up, .down, .pageUp, .pageDown].contains(motion)
        let goal = vertical ? goalColumn : nil
        goalColumn = goal
        let target: Int
        if !extending && selection.length > 0 && (motion == .left || motion == .right) {
            target = motion == .left ? selection.location : selection.upperBound
        } else {
            target = destination(of: motion, from: caretOffset)
        }
        let fixed = extending ? anchorOffset : target
        let range = NSRange(location: min(fixed, target), length: abs(target - fixed))
        let kept = goalColumn
        try? view.select(range)
        goalColumn = vertical ? kept : nil
        anchor = range.length > 0 ? (fixed, view.selectedRange) : nil
    }

    private func destination(of motion: Motion, from offset: Int) -> Int {
        let rope = view.textRope
        switch motion {
        case .left: return (try? rope.graphemeBoundary(before: offset)) ?? 0
        case .right: return (try? rope.graphemeBoundary(after: offset)) ?? rope.utf16Count
        case .wordLeft: return clusterBoundary((try? rope.wordStart(before: offset)) ?? 0, forward: false)
        case .wordRight: return clusterBoundary((try? rope.wordEnd(after: offset)) ?? rope.utf16Count, forward: true)
        case .up: return vertical(from: offset, rows: -1)
        case .down: return vertical(from: offset, rows: 1)
        case .pageUp, .pageDown:
            let page = max(textRows - 1, 1) * (motion == .pageUp ? -1 : 1)
            top = moving(normalized(top), by: page).location
            return vertical(from: offset, rows: page)
        case .home:
            let (location, _, line) = self.location(of: offset)
            let rowStart = line.rows[location.row].start
            return offset != rowStart ? rowStart : line.hardLine.lowerBound
        case .end:
            let (location, _, line) = self.location(of: offset)
            let row = line.rows[location.row]
            let isLast = location.row == line.rows.count - 1
            let rowEnd = isLast || row.glyphRange.isEmpty ? row.end : line.glyphs[row.glyphRange.upperBound - 1].offset
            return offset != rowEnd ? rowEnd : rope.contentsEnd(ofLine: line.hardLine)
        case .documentStart: return 0
        case .documentEnd: return rope.utf16Count
        }
    }

    // `rows` visual rows up or down from `offset` (as many as there are), aiming for the goal
    // column; the start or end of the text when there is no row that way.
    private func vertical(from offset: Int, rows: Int) -> Int {
        let (location, column, _) = self.location(of: offset)
        let goal = goalColumn ?? column
        goalColumn = goal
        let (target, moved) = moving(location, by: rows)
        guard moved > 0 else { return rows < 0 ? 0 : view.textRope.utf16Count }
        let line = layout.layoutLine(containing: target.line)
        return line.offset(nearColumn: goal, inRow: target.row)
    }

    // `offset` if it is a cluster boundary, else the boundary after it (`forward`) or before it.
    private func clusterBoundary(_ offset: Int, forward: Bool) -> Int {
        let rope = view.textRope
        let boundary = forward ? try? rope.boundary(.grapheme, atOrAfter: offset) : try? rope.boundary(.grapheme, atOrBefore: offset)
        return boundary ?? offset
    }
}
