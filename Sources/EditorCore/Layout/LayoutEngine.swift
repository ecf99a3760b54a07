import TextBoundaries
import TextDocument
import TextRope

/// Finds and lays out the layout lines around a position, never the whole text: each query costs
/// O(log n) to find its hard line plus the work on that line alone, and the lines laid out are
/// kept (a few screens' worth, in text order) until an edit touches them.
///
/// A layout line is a hard line, terminator excluded; a hard line longer than ``segmentLength``
/// UTF-16 units is cut into pieces that each start a new row: piece k starts at the first cluster
/// boundary at or after `lineStart + k * segmentLength`. So the cost of laying out any part of
/// the text is bounded, however long its line.
package final class LayoutEngine {
    /// The length at which long hard lines are cut into pieces, in UTF-16 units.
    package static let segmentLength = 8192
    // How many laid-out lines are kept.
    private static let cacheLimit = 256

    // The text is read from the document at each use, never kept: a copy kept between frames
    // would make the next edit copy the chunk it changes.
    private let document: TextDocument
    var rope: TextRope { document.text }
    package private(set) var wrapWidth: Int?
    // The kept layouts, sorted by start; layout lines never overlap, so their hard lines are
    // in order too.
    private var kept: [LineLayout] = []

    /// An engine laying out `document`'s text.
    package init(document: TextDocument, wrapWidth: Int?) {
        self.document = document
        self.wrapWidth = wrapWidth
    }

    /// Follows an edit of the text: `range` (in the text before) was replaced by `inserted`
    /// units. Lines the edit touches are dropped; those after it move. O(log lines kept) plus
    /// the glyphs of the kept lines after the edit.
    package func noteEdit(replacing range: Range<Int>, inserted: Int) {
        let delta = inserted - range.count
        // A line the edit starts after is unchanged; one it ends before moves. An edit at a
        // line's very end can still change it (joining a CR with an LF, extending the last
        // line), and one at its start changes it.
        let touched = firstIndex { $0.hardLine.upperBound >= range.lowerBound }
        var after = touched
        while after < kept.count && kept[after].hardLine.lowerBound <= range.upperBound { after += 1 }
        kept.removeSubrange(touched..<after)
        guard delta != 0 else { return }
        for index in touched..<kept.count { kept[index].shift(by: delta) }
    }

    /// Follows a text replaced by one that is not an edit of it (a reload): every layout goes.
    package func reset() {
        kept.removeAll()
    }

    /// Changes the row width (nil: no wrap); every layout goes when it changes.
    package func setWrapWidth(_ width: Int?) {
        guard width != wrapWidth else { return }
        wrapWidth = width
        kept.removeAll()
    }

    /// The layout line holding UTF-16 `offset` (clamped to the text); an offset in a line
    /// terminator belongs to the line it ends. O(log lines kept) for a kept layout line, else
    /// O(log n) plus laying it out.
    package func layoutLine(containing offset: Int) -> LineLayout {
        let offset = Swift.max(0, Swift.min(offset, rope.utf16Count))
        // Kept layouts are always those of the current text: the last one starting at or before
        // `offset` holds it, if any does.
        let index = firstIndex { $0.start > offset }
        if index > 0 && kept[index - 1].owns(offset) { return kept[index - 1] }
        let (start, end, next, hardLine) = bounds(containing: offset)
        let layout = LineBuilder(wrapWidth: wrapWidth).layout(rope, start: start, contentsEnd: end, end: next, hardLine: hardLine)
        if kept.count >= Self.cacheLimit { kept.removeAll(keepingCapacity: true) }
        kept.insert(layout, at: firstIndex { $0.start > start })
        return layout
    }

    // Where the layout line holding `offset` (in the text) starts, where its contents end, where
    // the next one starts, and its hard line. O(log n).
    private func bounds(containing offset: Int) -> (start: Int, contentsEnd: Int, end: Int, hardLine: Range<Int>) {
        let lineIndex = (try? rope.line(containingUTF16Offset: offset)) ?? 0
        let hardLine = (try? rope.utf16Range(ofLine: lineIndex)) ?? 0..<rope.utf16Count
        let contentsEnd = rope.contentsEnd(ofLine: hardLine)
        let position = Swift.min(offset, contentsEnd)
        var start = hardLine.lowerBound
        var end = contentsEnd
        if contentsEnd - hardLine.lowerBound > Self.segmentLength {
            var piece = (position - hardLine.lowerBound) / Self.segmentLength
            start = pieceStart(piece, of: hardLine, contentsEnd: contentsEnd)
            while piece > 0 && (start > position || start >= contentsEnd) {
                piece -= 1
                start = pieceStart(piece, of: hardLine, contentsEnd: contentsEnd)
            }
            end = pieceStart(piece + 1, of: hardLine, contentsEnd: contentsEnd)
        }
        return (start, end, end == contentsEnd ? hardLine.upperBound : end, hardLine)
    }

    // The first index of `kept` whose layout satisfies `condition`, which holds for a suffix of
    // `kept` (kept.count if for none). O(log lines kept).
    private func firstIndex(where condition: (LineLayout) -> Bool) -> Int {
        var low = 0
        var high = kept.count
        while low < high {
            let middle = (low + high) / 2
            if condition(kept[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The layout line after `layout`, or nil when it is the last. O(log n) plus its layout.
    package func layoutLine(after layout: LineLayout) -> LineLayout? {
        guard layout.end > layout.contentsEnd || layout.contentsEnd < layout.hardLine.upperBound else { return nil }
        return layoutLine(containing: layout.end)
    }

    /// The layout line before `layout`, or nil when it is the first. O(log n) plus its layout.
    package func layoutLine(before layout: LineLayout) -> LineLayout? {
        guard layout.start > 0 else { return nil }
        return layoutLine(containing: layout.start - 1)
    }

    // Where piece `index` of a long line starts: the first cluster boundary at or after its
    // nominal start, or the contents end.
    private func pieceStart(_ index: Int, of hardLine: Range<Int>, contentsEnd: Int) -> Int {
        let nominal = hardLine.lowerBound + index * Self.segmentLength
        guard nominal < contentsEnd else { return contentsEnd }
        guard index > 0, (try? rope.isGraphemeBoundary(nominal)) == false else { return nominal }
        return Swift.min((try? rope.graphemeBoundary(after: nominal)) ?? contentsEnd, contentsEnd)
    }

    /// Every kept layout is that of a layout line of the current text, in order, and equals a
    /// fresh one (debug builds).
    package func checkInvariants() {
        #if TEXTENGINE_CHECKS
        for (index, layout) in kept.enumerated() {
            let start = layout.start
            if index > 0 {
                precondition(kept[index - 1].start < start && kept[index - 1].end <= start, "kept layouts out of order or overlapping")
            }
            let bounds = bounds(containing: start)
            precondition(
                bounds.start == start && bounds.contentsEnd == layout.contentsEnd && bounds.end == layout.end
                    && bounds.hardLine == layout.hardLine, "kept layout at \(start) is not a layout line of the text")
            let fresh = LineBuilder(wrapWidth: wrapWidth).layout(
                rope, start: layout.start, contentsEnd: layout.contentsEnd, end: layout.end, hardLine: layout.hardLine)
            precondition(fresh == layout, "kept layout at \(start) is stale")
        }
        #endif
    }
}

extension LineLayout {
    /// Moves the layout with its text by `delta` units.
    mutating func shift(by delta: Int) {
        start += delta
        contentsEnd += delta
        end += delta
        hardLine = (hardLine.lowerBound + delta)..<(hardLine.upperBound + delta)
        for index in glyphs.indices { glyphs[index].offset += delta }
        for index in rows.indices {
            rows[index].start += delta
            rows[index].end += delta
        }
    }
}
