import Foundation
import TextBoundaries
import TextRope

// The one edit pipeline. Every mutation, whatever its source, is proposed as a TextEdit:
// 1. user sources ask the UIKit-shaped delegate method (`shouldChangeCharactersIn…`);
// 2. every source asks the TextEdit-shaped one, which may accept, reject or substitute;
// 3. the validator, if any, refuses text it finds invalid (marked text is exempt);
// 4. the edit is applied, registered for undo, sent to edit observers and announced.
// A delegate that changes the text while being asked makes the proposal stale: it is dropped, so
// no range is ever applied to text it was not computed for.
extension TextInputModel {
    /// Proposes `edit`; returns whether it (or its substitute) was applied. `uikitRanges` are the
    /// ranges shown to the UIKit-shaped delegate method when they differ from the edit's own.
    @discardableResult
    func propose(_ proposed: TextEdit, uikitRanges: [NSRange]? = nil) -> Bool {
        if Self.isRewritable(proposed.source), let rewritten = rewriteUserEdit(proposed) {
            guard decide(rewritten.edit, uikitRanges: rewritten.uikitRanges ?? uikitRanges) else { return false }
            didApplyRewrittenEdit()
            return true
        }
        return decide(proposed, uikitRanges: uikitRanges)
    }

    // Steps 1 to 4 for `edit`; returns whether it (or its substitute) was applied. Takes the edit
    // as it is (no copy) unless a delegate substitutes it.
    private func decide(_ edit: TextEdit, uikitRanges: [NSRange]?) -> Bool {
        let start = generation
        // `proposedEdit` shows the edit while the delegate is asked, then the outer proposal
        // again (a delegate may propose another edit meanwhile).
        let asked = withUnsafePointer(to: edit) { shown in
            let outer = proposal
            proposal = shown
            defer { proposal = outer }
            return consult(edit, uikitRanges: uikitRanges, since: start)
        }
        guard let decision = asked, generation == start else { return false }
        switch decision {
        case .accept:
            guard isApplicable(edit), !changesNothing(edit), passesValidator(edit) else { return false }
            apply(edit)
        case .reject:
            return false
        case .substitute(let substitute):
            guard isApplicable(substitute), passesValidator(substitute) else { return false }
            if substitute != edit { dropStepsStranded(bySubstituting: edit.source) }
            guard !changesNothing(substitute) else { return false }
            apply(substitute)
        }
        return true
    }

    // Nothing replaced by nothing, the selection and marked text as they are (inserting "" at
    // the caret): even when allowed, there is no change to apply, register or announce, as for
    // a text view's backspace at its start (reference §3.3).
    private func changesNothing(_ edit: TextEdit) -> Bool {
        // With nothing inserted, no change in length means every range is empty.
        edit.replacement.isEmpty && edit.utf16Delta == 0 && edit.selectionAfter == selection
            && edit.markedRangeAfter == markedRange
    }

    // Steps 1 and 2: the delegate's decision, or nil when the UIKit-shaped method refused the
    // edit or changed the text while being asked.
    private func consult(_ edit: TextEdit, uikitRanges: [NSRange]?, since start: Int) -> TextEditDecision? {
        if edit.source.consultsUIKitDelegate {
            let allowed: Bool
            if let uikitRanges {
                allowed = askShouldChange(uikitRanges, edit.replacement)
            } else if edit.rangeCount == 1 {
                // One element rewritten in place: no array is allocated per keystroke unless a
                // delegate kept the last one.
                singleRange[0] = edit.range
                allowed = askShouldChange(singleRange, edit.replacement)
            } else {
                allowed = askShouldChange(edit.ranges, edit.replacement)
            }
            guard allowed, generation == start else { return nil }
        }
        return askShouldApply(edit)
    }

    // The user edits a control may rewrite (all that change text on a key press or gesture).
    private static func isRewritable(_ source: TextEdit.Source) -> Bool {
        switch source {
        case .typing, .paste, .drop, .deleteBackward, .deleteForward, .deleteWord, .marking, .autocorrect:
            return true
        default:
            return false
        }
    }

    // A substitute (or any edit) must fit the current text: sorted, disjoint, in-bounds ranges and
    // a selection inside the resulting text; a marked range must be inside it too, not empty, and
    // hold the selection.
    func isApplicable(_ edit: TextEdit) -> Bool {
        let length = textRope.utf16Count
        guard edit.rangesFit(inTextOf: length) else { return false }
        let newLength = length + edit.utf16Delta
        func fits(_ r: NSRange) -> Bool {
            (try? TextRangeError.checkedRange(location: r.location, length: r.length, textLength: newLength)) != nil
        }
        guard fits(edit.selectionAfter) else { return false }
        guard let marked = edit.markedRangeAfter else { return true }
        return fits(marked) && marked.length > 0 && edit.selectionAfter.location >= marked.location
            && edit.selectionAfter.upperBound <= marked.upperBound
    }

    private func passesValidator(_ edit: TextEdit) -> Bool {
        guard hasValidator, let validator, edit.markedRangeAfter == nil else { return true }
        var result = textRope
        Self.mutate(&result, with: edit)
        return validator.validate(String(result)) != .invalid
    }

    /// Applies an edit that passed the pipeline.
    func apply(_ edit: TextEdit) {
        let previousSelection = selection
        let cover = edit.coveringRange
        let removed = (try? textRope.utf16CodeUnits(in: cover.location..<cover.upperBound)) ?? []
        // A policy that limited the length already counted this edit's clusters; otherwise count
        // around the edit before it and finish after it (no copy of the rope).
        let known = forecastIfKnown(edit)
        let counting = known == nil ? GraphemeDelta(before: textRope, applying: edit) : nil
        // The boundary queries above left the rope in the thread's shared breaker: let go of it
        // so that the edit changes the rope in place instead of copying what it touches.
        TextBreaker.releaseThreadCache()
        Self.mutate(&textRope, with: edit)
        if let known {
            graphemeCount = known.count
        } else if let counting {
            graphemeCount = counting.delta(after: textRope).map { graphemeCount + $0 } ?? textRope.graphemeCount
        }
        // Plain ASCII between plain ASCII puts a boundary at every offset it touches: a caret
        // there needs no snapping.
        let plain = known?.isPlainASCII ?? (counting?.knownDelta != nil)
        let certain = plain && edit.selectionAfter.location >= cover.location
            && edit.selectionAfter.upperBound <= cover.location + cover.length + edit.utf16Delta
        selection = edit.markedRangeAfter != nil || certain ? edit.selectionAfter : snapped(edit.selectionAfter)
        markedRange = edit.markedRangeAfter
        selectionAnchor = nil
        if edit.source != .marking { goalColumn = nil }
        generation &+= 1
        registerUndo(edit, cover: cover, removed: removed)
        editObservers.notify(edit)
        if edit.source != .programmatic {
            announceUserEdit(edit, selectionChanged: selection != previousSelection)
        }
    }

    // Puts the replacement into the lowest range and deletes the others, highest first so that
    // lower ranges keep their offsets.
    static func mutate(_ rope: inout TextRope, with edit: TextEdit) {
        if edit.rangeCount > 1 {
            for range in edit.ranges.dropFirst().reversed() {
                try? rope.remove(utf16Range: range.location..<range.upperBound)
            }
        }
        let first = edit.range
        try? rope.replace(utf16Range: first.location..<first.upperBound, with: edit.replacement)
    }

    /// `range` widened to grapheme cluster boundaries; a caret inside a cluster moves to its end.
    func snapped(_ range: NSRange) -> NSRange { Self.snapped(range, in: textRope) }

    /// `range` widened to the grapheme cluster boundaries of `rope`, as ``snapped(_:)``.
    static func snapped(_ range: NSRange, in rope: TextRope) -> NSRange {
        guard let start = try? rope.isGraphemeBoundary(range.location) else { return range }
        var lower = range.location
        var upper = range.upperBound
        if range.length == 0 {
            if !start, let after = try? rope.graphemeBoundary(after: lower) { lower = after }
            return NSRange(location: lower, length: 0)
        }
        if !start, let before = try? rope.graphemeBoundary(before: lower) { lower = before }
        upper = clusterBoundary(atOrAfter: upper, in: rope) ?? upper
        return NSRange(location: lower, length: upper - lower)
    }

    /// `offset` if it is a grapheme cluster boundary of `rope`, else the nearest boundary before
    /// it; nil for an offset outside the text.
    static func clusterBoundary(atOrBefore offset: Int, in rope: TextRope) -> Int? {
        guard let isBoundary = try? rope.isGraphemeBoundary(offset) else { return nil }
        return isBoundary ? offset : (try? rope.graphemeBoundary(before: offset)) ?? nil
    }

    /// `offset` if it is a grapheme cluster boundary of `rope`, else the nearest boundary after
    /// it; nil for an offset outside the text.
    static func clusterBoundary(atOrAfter offset: Int, in rope: TextRope) -> Int? {
        guard let isBoundary = try? rope.isGraphemeBoundary(offset) else { return nil }
        return isBoundary ? offset : (try? rope.graphemeBoundary(after: offset)) ?? nil
    }
}
