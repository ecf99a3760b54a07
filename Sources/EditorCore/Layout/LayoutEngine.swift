import TextBoundaries
import TextDocument
import TextRope

/// Finds and lays out the layout lines around a position, never the whole text: each query costs
/// O(log n) to find its hard line plus the work on that line alone, and the lines laid out are
/// kept (a few screens' worth) until an edit touches them.
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
    private var cache: [Int: LineLayout] = [:]
    // The start of the layout line found last: the next query is usually in it again.
    private var recentStart: Int?

    /// An engine laying out `document`'s text.
    package init(document: TextDocument, wrapWidth: Int?) {
        self.document = document
        self.wrapWidth = wrapWidth
    }

    /// Follows an edit of the text: `range` (in the text before) was replaced by `inserted`
    /// units. Lines the edit touches are dropped; those after it move. O(lines kept).
    package func noteEdit(replacing range: Range<Int>, inserted: Int) {
        let delta = inserted - range.count
        var moved: [Int: LineLayout] = [:]
        for (start, layout) in cache {
            // A line the edit starts after is unchanged; one it ends before moves. An edit at a
            // line's very end can still change it (joining a CR with an LF, extending the last
            // line), and one at its start changes it.
            if range.lowerBound > layout.hardLine.upperBound {
                moved[start] = layout
            } else if range.upperBound < layout.hardLine.lowerBound {
                moved[start + delta] = layout.shifted(by: delta)
            }
        }
        cache = moved
        recentStart = nil
    }

    /// Follows a text replaced by one that is not an edit of it (a reload): every layout goes.
    package func reset() {
        cache.removeAll()
        recentStart = nil
    }

    /// Changes the row width (nil: no wrap); every layout goes when it changes.
    package func setWrapWidth(_ width: Int?) {
        guard width != wrapWidth else { return }
        wrapWidth = width
        cache.removeAll()
        recentStart = nil
    }

    /// The layout line holding UTF-16 `offset` (clamped to the text); an offset in a line
    /// terminator belongs to the line it ends. O(1) for the start of a kept layout line, else
    /// O(log n) plus laying it out when not kept.
    package func layoutLine(containing offset: Int) -> LineLayout {
        let offset = Swift.max(0, Swift.min(offset, rope.utf16Count))
        // Kept layouts are always those of the current text: one starting at `offset` holds it.
        if let kept = cache[offset] { return remembered(kept) }
        if let start = recentStart, let recent = cache[start], recent.owns(offset) { return recent }
        let lineIndex = (try? rope.line(containingUTF16Offset: offset)) ?? 0
        let hardLine = (try? rope.utf16Range(ofLine: lineIndex)) ?? 0..<rope.utf16Count
        let contentsEnd = Self.contentsEnd(of: hardLine, in: rope)
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
        if let kept = cache[start], kept.contentsEnd == end, kept.hardLine == hardLine { return remembered(kept) }
        let next = end == contentsEnd ? hardLine.upperBound : end
        let layout = LineBuilder(wrapWidth: wrapWidth).layout(rope, start: start, contentsEnd: end, end: next, hardLine: hardLine)
        if cache.count >= Self.cacheLimit {
            cache.removeAll(keepingCapacity: true)
            recentStart = nil
        }
        cache[start] = layout
        return remembered(layout)
    }

    private func remembered(_ layout: LineLayout) -> LineLayout {
        recentStart = layout.start
        return layout
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

    /// The end of `line`'s contents, before its terminator (CR LF counts as one).
    package static func contentsEnd(of line: Range<Int>, in rope: TextRope) -> Int {
        guard !line.isEmpty, let last = try? rope.utf16CodeUnit(at: line.upperBound - 1) else { return line.upperBound }
        switch last {
        case 0x0A:
            let crlf = line.count >= 2 && (try? rope.utf16CodeUnit(at: line.upperBound - 2)) == 0x0D
            return line.upperBound - (crlf ? 2 : 1)
        case 0x0D, 0x85, 0x2028, 0x2029:
            return line.upperBound - 1
        default:
            return line.upperBound
        }
    }

    // Where piece `index` of a long line starts: the first cluster boundary at or after its
    // nominal start, or the contents end.
    private func pieceStart(_ index: Int, of hardLine: Range<Int>, contentsEnd: Int) -> Int {
        let nominal = hardLine.lowerBound + index * Self.segmentLength
        guard nominal < contentsEnd else { return contentsEnd }
        guard index > 0, (try? rope.isGraphemeBoundary(nominal)) == false else { return nominal }
        return Swift.min((try? rope.graphemeBoundary(after: nominal)) ?? contentsEnd, contentsEnd)
    }

    /// Every kept layout equals a fresh one (debug builds).
    package func checkInvariants() {
        #if TEXTENGINE_CHECKS
        for (start, layout) in cache {
            precondition(start == layout.start, "kept layout under the wrong start")
            let fresh = LineBuilder(wrapWidth: wrapWidth).layout(
                rope, start: layout.start, contentsEnd: layout.contentsEnd, end: layout.end, hardLine: layout.hardLine)
            precondition(fresh == layout, "kept layout at \(start) is stale")
            precondition(layoutLine(containing: start).start == start, "kept layout does not start a layout line")
        }
        #endif
    }
}

extension LineLayout {
    /// The same layout for text moved by `delta` units.
    func shifted(by delta: Int) -> LineLayout {
        var copy = self
        copy.start += delta
        copy.contentsEnd += delta
        copy.end += delta
        copy.hardLine = (hardLine.lowerBound + delta)..<(hardLine.upperBound + delta)
        for index in copy.glyphs.indices { copy.glyphs[index].offset += delta }
        for index in copy.rows.indices {
            copy.rows[index].start += delta
            copy.rows[index].end += delta
        }
        return copy
    }
}
