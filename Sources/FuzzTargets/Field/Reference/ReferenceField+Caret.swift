import Foundation
import ICUTestSupport
import TextBoundaries
import TextControls

// Selection and caret movement: every position on a cluster boundary of the flat text; words and
// sentences from ICU, lines and paragraphs from their terminators, as `NSString` delimits them.
extension ReferenceField {
    mutating func select(_ range: NSRange) throws(ReferenceMismatch) {
        guard isValid(range, in: length), accepts else { return }
        try endComposition()
        guard isValid(range, in: length) else { return }
        setUserSelection(snapped(range), anchor: nil)
    }

    mutating func selectAll() throws(ReferenceMismatch) {
        guard accepts else { return }
        try endComposition()
        setUserSelection(NSRange(location: 0, length: length), anchor: nil)
    }

    private mutating func setUserSelection(_ range: NSRange, anchor: Int?) {
        self.anchor = range.length > 0 ? anchor : nil
        isAnchorKnown = true
        selection = range
    }

    /// `steps` units of `granularity`; a collapsed selection's character step first goes to the
    /// selection's edge. Returns false when the move is not predicted (a text view's line moves,
    /// which aim for a display column).
    mutating func moveCaret(_ granularity: TextGranularity, by steps: Int, extending: Bool) throws(ReferenceMismatch) -> Bool {
        guard accepts, steps != 0 else { return true }
        if granularity == .line && settings.kind == .view { return false }
        try endComposition()
        let forward = steps > 0
        if !extending && selection.length > 0 && granularity == .character {
            setUserSelection(NSRange(location: forward ? selection.location + selection.length : selection.location, length: 0), anchor: nil)
            return true
        }
        let (fixed, active) = ends(forward: forward, extending: extending)
        var position = active
        for _ in 0..<steps.magnitude {
            let next = step(from: position, granularity, forward: forward)
            if next == position { break }
            position = next
        }
        select(fixed, position, extending: extending)
        return true
    }

    mutating func moveCaret(to target: CaretTarget, extending: Bool) throws(ReferenceMismatch) {
        guard accepts else { return }
        try endComposition()
        let forward = [.lineEnd, .paragraphEnd, .documentEnd].contains(target)
        let (fixed, active) = ends(forward: forward, extending: extending)
        let position: Int
        switch target {
        case .documentStart: position = 0
        case .documentEnd: position = length
        case .lineStart: position = line(at: active).start
        case .lineEnd: position = line(at: active).contentsEnd
        case .paragraphStart: position = paragraph(at: active).start
        case .paragraphEnd: position = paragraph(at: active).contentsEnd
        }
        select(fixed, position, extending: extending)
    }

    // The fixed end and the moving end: an extended selection keeps its anchor.
    private func ends(forward: Bool, extending: Bool) -> (Int, Int) {
        let start = selection.location
        let end = selection.location + selection.length
        if let anchor { return (anchor, anchor == start ? end : start) }
        if extending { return forward ? (start, end) : (end, start) }
        return forward ? (end, end) : (start, start)
    }

    private mutating func select(_ fixed: Int, _ active: Int, extending: Bool) {
        if extending {
            setUserSelection(NSRange(location: Swift.min(fixed, active), length: abs(active - fixed)), anchor: fixed)
        } else {
            setUserSelection(NSRange(location: active, length: 0), anchor: nil)
        }
    }

    private func step(from position: Int, _ granularity: TextGranularity, forward: Bool) -> Int {
        let clusters = boundaries.clusters(units)
        func onCluster(_ offset: Int) -> Int {
            if clusters.isBoundary(offset) { return offset }
            return (forward ? clusters.after(offset) : clusters.before(offset)) ?? offset
        }
        switch granularity {
        case .character: return (forward ? clusters.after(position) : clusters.before(position)) ?? (forward ? length : 0)
        case .word:
            let words = boundaries.words(units)
            return onCluster(forward ? words.wordEnd(after: position) : words.wordStart(before: position))
        case .sentence:
            let sentences = boundaries.sentences(units)
            return onCluster((forward ? sentences.after(position) : sentences.before(position)) ?? (forward ? length : 0))
        case .paragraph:
            let current = paragraph(at: position)
            if forward { return current.end }
            if position > current.start || position == 0 { return current.start }
            return paragraph(at: position - 1).start
        case .line, .document: return forward ? length : 0
        }
    }

    private func line(at offset: Int) -> LineBounds {
        ReferenceLines.bounds(units, offset..<offset, terminator: ReferenceLines.isLineTerminator)
    }

    private func paragraph(at offset: Int) -> LineBounds {
        ReferenceLines.bounds(units, offset..<offset, terminator: ReferenceLines.isParagraphTerminator)
    }
}
