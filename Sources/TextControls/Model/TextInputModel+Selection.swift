import Foundation
import TextBoundaries
import TextRope

// Selection and caret movement. Every position a user action produces is a grapheme cluster
// boundary; word, sentence, paragraph and line units come from TextBoundaries.
extension TextInputModel {
    /// The selection in UTF-16 code units (a caret when its length is 0). Setting it is
    /// programmatic: the range is widened to whole grapheme clusters, and an invalid range is
    /// ignored (use ``setSelectedRange(_:)`` to get the error).
    public var selectedRange: NSRange {
        get { selection }
        set { try? setSelectedRange(newValue) }
    }

    /// Selects a UTF-16 range as the user would (tap or drag), widened to whole grapheme
    /// clusters, and announces the change. Pending marked text is committed first; if the
    /// delegate's answer to that leaves the range outside the text, nothing is selected.
    /// - Throws: `TextRangeError` for a range outside the text; nothing changes then.
    public func select(_ range: NSRange) throws(TextRangeError) {
        let valid = try textRope.utf16Range(location: range.location, length: range.length)
        guard acceptsUserActions else { return }
        endComposition()
        guard (try? textRope.utf16Range(location: valid.lowerBound, length: valid.count)) != nil else { return }
        setUserSelection(snapped(NSRange(location: valid.lowerBound, length: valid.count)), anchor: nil)
    }

    /// Selects the whole text.
    public func selectAll() {
        guard acceptsUserActions else { return }
        endComposition()
        setUserSelection(NSRange(location: 0, length: document.utf16Count), anchor: nil)
    }

    /// Moves the caret by `steps` units of `granularity` (negative: backward), or extends the
    /// selection when `extending`. Without `extending`, a selection first collapses to its start
    /// (backward) or end (forward) for a character step, as editors do. Any count is accepted:
    /// the move stops where a further step would not move (the text's edge, say). O(k log n) for
    /// the k steps that move.
    public func moveCaret(_ granularity: TextGranularity, by steps: Int, extending: Bool = false) {
        guard acceptsUserActions, steps != 0 else { return }
        endComposition()
        let forward = steps > 0
        if !extending && selection.length > 0 && granularity == .character {
            let caret = forward ? selection.upperBound : selection.location
            setUserSelection(NSRange(location: caret, length: 0), anchor: nil)
            return
        }
        let (anchor, active) = selectionEnds(forward: forward, extending: extending)
        var position = active
        var remaining = steps.magnitude
        while remaining > 0 {
            // A step depends only on where it starts: one that stays put stays put from then on.
            let next = step(from: position, by: granularity, forward: forward)
            if next == position { break }
            position = next
            remaining -= 1
        }
        // Vertical moves aim for the column the first of them started from.
        let goal = granularity == .line ? goalColumn : nil
        select(anchor: anchor, active: position, extending: extending)
        goalColumn = goal
    }

    /// Moves the caret to a line, paragraph or document edge, or extends the selection there.
    public func moveCaret(to target: CaretTarget, extending: Bool = false) {
        guard acceptsUserActions else { return }
        endComposition()
        let forward = [.lineEnd, .paragraphEnd, .documentEnd].contains(target)
        let (anchor, active) = selectionEnds(forward: forward, extending: extending)
        let rope = textRope
        let position: Int
        switch target {
        case .documentStart: position = 0
        case .documentEnd: position = rope.utf16Count
        case .lineStart: position = (try? rope.lineRange(for: active..<active).lowerBound) ?? 0
        case .lineEnd: position = rope.contentsEnd(ofLine: (try? rope.lineRange(for: active..<active)) ?? active..<active)
        case .paragraphStart: position = (try? rope.paragraphRange(for: active..<active).lowerBound) ?? 0
        case .paragraphEnd:
            position = rope.contentsEnd(ofLine: (try? rope.paragraphRange(for: active..<active)) ?? active..<active, paragraph: true)
        }
        select(anchor: anchor, active: position, extending: extending)
    }

    // The fixed and the moving end of the selection for a move in a direction.
    private func selectionEnds(forward: Bool, extending: Bool) -> (anchor: Int, active: Int) {
        if let anchor = selectionAnchor {
            let active = anchor == selection.location ? selection.upperBound : selection.location
            return (anchor, active)
        }
        if extending {
            return forward ? (selection.location, selection.upperBound) : (selection.upperBound, selection.location)
        }
        let caret = forward ? selection.upperBound : selection.location
        return (caret, caret)
    }

    private func select(anchor: Int, active: Int, extending: Bool) {
        if extending {
            let range = NSRange(location: Swift.min(anchor, active), length: abs(active - anchor))
            setUserSelection(range, anchor: anchor)
        } else {
            setUserSelection(NSRange(location: active, length: 0), anchor: nil)
        }
    }

    // A callback that ran while the action committed marked text may have begun a new
    // composition: a selection computed for the text as it was would leave it, so the action is
    // dropped, as a stale edit proposal is.
    func setUserSelection(_ range: NSRange, anchor: Int?) {
        if let marked = markedRange, range.location < marked.location || range.upperBound > marked.upperBound { return }
        undoStack.breakCoalescing()
        selectionAnchor = range.length > 0 ? anchor : nil
        goalColumn = nil
        guard range != selection else { return }
        selection = range
        announceUserSelectionChange()
    }

    // One unit from `position`; stops at the text's edges.
    private func step(from position: Int, by granularity: TextGranularity, forward: Bool) -> Int {
        let rope = textRope
        let end = rope.utf16Count
        switch granularity {
        case .character:
            let next = forward ? try? rope.graphemeBoundary(after: position) : try? rope.graphemeBoundary(before: position)
            return next ?? (forward ? end : 0)
        case .word:
            let next = (forward ? try? rope.wordEnd(after: position) : try? rope.wordStart(before: position)) ?? position
            return clusterBoundary(next, forward: forward)
        case .sentence:
            let next = forward ? try? rope.sentenceBoundary(after: position) : try? rope.sentenceBoundary(before: position)
            return clusterBoundary(next ?? (forward ? end : 0), forward: forward)
        case .paragraph:
            guard let paragraph = try? rope.paragraphRange(for: position..<position) else { return position }
            if forward { return paragraph.upperBound }
            if position > paragraph.lowerBound || position == 0 { return paragraph.lowerBound }
            return (try? rope.paragraphRange(for: (position - 1)..<(position - 1)).lowerBound) ?? 0
        case .line:
            return verticalStep(from: position, forward: forward)
        case .document:
            return forward ? end : 0
        }
    }

    /// `offset` if it is a grapheme cluster boundary, else the boundary after it (`forward`) or
    /// before it. Word and sentence boundaries can fall inside a cluster: a prepended
    /// concatenation mark such as U+0600 belongs to what follows in a cluster, but to what
    /// precedes in a word or a sentence.
    func clusterBoundary(_ offset: Int, forward: Bool) -> Int {
        let rope = textRope
        return (forward ? try? rope.boundary(.grapheme, atOrAfter: offset) : try? rope.boundary(.grapheme, atOrBefore: offset)) ?? offset
    }
}
