import Foundation
import TextBoundaries
import TextRope

/// The caret's column on its hard line, counted up to `offset`: the clusters before it and the
/// cells they take (tabs to tab stops from the line start).
struct ColumnCount {
    var lineStart: Int
    var offset: Int
    var clusters: Int
    var cells: Int
}

// The status line: file name and unsaved mark on the left; line, column (in clusters and in
// cells), line endings and selection size on the right.
extension Editor {
    /// Selections up to this many UTF-16 units are measured in grapheme clusters, longer ones in
    /// lines (so that measuring stays O(log n)).
    static let clusterCountLimit = 1 << 16

    /// The status line's left part: the file name and its marks.
    var statusName: String {
        var left = path ?? "[new file]"
        if isModified { left += " [+]" }
        if isReadOnly { left += " [read-only]" }
        return left
    }

    /// The status line's right part, from the longest form to the shortest: `Ln 3, Col 5,
    /// Cell 7  LF  Sel 2  nowrap`, then `3:5/7 LF Sel 2`, then `3:5`.
    var statusPosition: [String] {
        let rope = view.textRope
        let caret = caretOffset
        let line = ((try? rope.line(containingUTF16Offset: caret)) ?? 0) + 1
        let column = columns(at: caret)
        let (clusters, cells) = (column.clusters + 1, column.cells + 1)
        var selected = ""
        let selection = view.selectedRange
        if selection.length > 0 {
            if selection.length <= Self.clusterCountLimit {
                selected = "Sel \((try? rope.graphemeCount(in: selection.location..<selection.upperBound)) ?? 0)"
            } else {
                let first = (try? rope.line(containingUTF16Offset: selection.location)) ?? 0
                let last = (try? rope.line(containingUTF16Offset: selection.upperBound)) ?? 0
                selected = "Sel \(last - first + 1) lines"
            }
        }
        let long = ["Ln \(line), Col \(clusters), Cell \(cells)", lineEnding.label, selected, wraps ? "" : "nowrap"]
        let short = ["\(line):\(clusters)/\(cells)", lineEnding.label, selected]
        return [long.filter { !$0.isEmpty }.joined(separator: "  "), short.filter { !$0.isEmpty }.joined(separator: " "), "\(line):\(clusters)"]
    }

    func drawStatusLine(into screen: inout Screen) {
        let y = rows - 1
        screen.fill(row: y, style: .status)
        let name = statusName
        let nameWidth = shortText.width(of: name)
        let forms = statusPosition
        // The longest position that leaves the name its room (or 8 cells of it), else the shortest.
        let right = forms.first { shortText.width(of: $0) + min(nameWidth, 8) + 2 <= columns } ?? forms[forms.count - 1]
        let rightStart = max(columns - shortText.width(of: right) - 1, 0)
        // A name too long for the room left shows its end, after an ellipsis.
        var shownName = name
        var cut = false
        while !shownName.isEmpty && shortText.width(of: shownName) + (cut ? 1 : 0) + 2 > rightStart {
            shownName.removeFirst()
            cut = true
        }
        screen.write(cut && !shownName.isEmpty ? "…" + shownName : shownName, row: y, column: 0, style: .status, measure: shortText)
        screen.write(right, row: y, column: rightStart, style: .status, measure: shortText)
    }

    /// The clusters and cells before `offset` on its hard line, counted from the last count
    /// made on that line when it is before `offset` and no edit touched the text before it: so
    /// moving and typing along a line count only what they pass. O(log n + what is counted).
    func columns(at offset: Int) -> (clusters: Int, cells: Int) {
        let rope = view.textRope
        let line = (try? rope.line(containingUTF16Offset: offset)) ?? 0
        let lineStart = (try? rope.utf16Range(ofLine: line).lowerBound) ?? 0
        var count = ColumnCount(lineStart: lineStart, offset: lineStart, clusters: 0, cells: 0)
        if let kept = columnCount, kept.lineStart == lineStart, kept.offset <= offset { count = kept }
        let units = (try? rope.utf16CodeUnits(in: count.offset..<offset)) ?? []
        units.withUnsafeBufferPointer { buffer in
            try? rope.forEachGraphemeCluster(startingIn: count.offset..<offset) { range, width in
                let end = min(range.upperBound, offset)
                let local = UnsafeBufferPointer(rebasing: buffer[(range.lowerBound - count.offset)..<(end - count.offset)])
                count.cells += Glyph.shown(units: local, column: count.cells, width: width).glyph.width
                count.clusters += 1
                return true
            }
        }
        count.offset = offset
        columnCount = count
        return (count.clusters, count.cells)
    }
}
