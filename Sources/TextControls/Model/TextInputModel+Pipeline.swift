import Foundation
import TextDocument
import TextBoundaries
import TextRope

// The one edit pipeline. Every mutation, whatever its source, is proposed as a TextEdit:
// 1. user sources ask the UIKit-shaped delegate method (`shouldChangeCharactersIn…`);
// 2. every source asks the TextEdit-shaped one, which may accept, reject or substitute;
// 3. the validator, if any, judges the edit as a `ValidatorPolicy` (it refuses text it finds
//    invalid; marked text is exempt);
// 4. the edit is applied, registered for undo, sent to edit observers and announced.
// A delegate that changes the text while being asked makes the proposal stale: it is dropped, so
// no range is ever applied to text it was not computed for.
extension TextInputModel {
    /// Proposes `edit`; returns whether it (or its substitute) was applied. `uikitRanges` are the
    /// ranges shown to the UIKit-shaped delegate method when they differ from the edit's own.
    /// `settingText` marks the set of the whole text, which ends the undo history once accepted,
    /// even when it changes nothing (the empty text set to empty).
    @discardableResult
    func propose(_ proposed: TextEdit, uikitRanges: [NSRange]? = nil, settingText: Bool = false) -> Bool {
        if Self.isRewritable(proposed.source), let rewritten = rewriteUserEdit(proposed) {
            guard decide(rewritten.edit, uikitRanges: rewritten.uikitRanges ?? uikitRanges, settingText: false) else { return false }
            didDiscardOldText()
            return true
        }
        return decide(proposed, uikitRanges: uikitRanges, settingText: settingText)
    }

    // Steps 1 to 4 for `edit`; returns whether it (or its substitute) was applied. Takes the edit
    // as it is (no copy) unless a delegate substitutes it.
    private func decide(_ edit: TextEdit, uikitRanges: [NSRange]?, settingText: Bool) -> Bool {
        let start = generation
        let asked = showing(edit) { consult(edit, uikitRanges: uikitRanges, since: start) }
        guard let decision = asked, generation == start else { return false }
        switch decision {
        case .accept:
            guard isApplicable(edit) else { return false }
            if changesNothing(edit) {
                if settingText, passesValidator(edit) { endHistory() }
                return false
            }
            guard passesValidator(edit) else { return false }
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

    // A set of the text that changes nothing still ends the history. A proposal being decided
    // around it (the delegate set the text while asked about an undo, say) was made for the
    // history that ended: it is stale, as it would be had the text changed.
    private func endHistory() {
        undoStack.clear()
        generation &+= 1
    }

    /// Runs `body` (which asks the delegate about `edit`) with `edit` as ``proposedEdit``, then
    /// restores the outer proposal (a delegate may propose another edit meanwhile).
    func showing<R>(_ edit: TextEdit, _ body: () -> R) -> R {
        withUnsafePointer(to: edit) { shown in
            let outer = proposal
            proposal = shown
            defer { proposal = outer }
            return body()
        }
    }

    // Nothing replaced by nothing, the selection and marked text as they are (inserting "" at
    // the caret): even when allowed, there is no change to apply, register or announce, as for
    // a text view's backspace at its start (its delegate is asked about {0,0}, then nothing
    // happens).
    private func changesNothing(_ edit: TextEdit) -> Bool {
        // With nothing inserted, no change in length means every range is empty.
        edit.replacement.isEmpty && !edit.hasReplacementPerRange && edit.utf16Delta == 0 && edit.selectionAfter == selection
            && edit.markedRangeAfter == markedRange
    }

    // Steps 1 and 2: the delegate's decision, or nil when the UIKit-shaped method refused the
    // edit or changed the text while being asked.
    private func consult(_ edit: TextEdit, uikitRanges: [NSRange]?, since start: Int) -> TextEditDecision? {
        if edit.source.consultsUIKitDelegate {
            let allowed: Bool
            if let uikitRanges {
                allowed = askShouldChange(uikitRanges, edit.replacement)
            } else if edit.hasReplacementPerRange {
                allowed = askShouldChangeEachRange(of: edit, since: start)
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

    // UIKit's question has one replacement string: an edit giving each range its own text (a
    // replace-all, the undo of a group) is asked about range by range, in order, each with its
    // text; every answer must be yes, and asking stops at the first no.
    private func askShouldChangeEachRange(of edit: TextEdit, since start: Int) -> Bool {
        for (range, text) in zip(edit.ranges, edit.replacements) {
            singleRange[0] = range
            guard askShouldChange(singleRange, text), generation == start else { return false }
        }
        return true
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
        let length = document.utf16Count
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

    // Step 3, the validator judging the edit as a policy does (it never substitutes).
    private func passesValidator(_ edit: TextEdit) -> Bool {
        guard hasValidator, let validator else { return true }
        return ValidatorPolicy(validator).review(edit, in: self) != .reject
    }

    /// Applies an edit that passed the pipeline: through the document (which maps anchors,
    /// decorations and the other controls showing it, and tells its observers), registering it
    /// for undo before the observers are told; then tells edit observers and announces it.
    func apply(_ edit: TextEdit) {
        let previousSelection = selection
        let cover = edit.coveringRange
        let removed = removedText(by: edit)
        // A policy that limited the length already counted this edit's clusters; otherwise count
        // around the edit before it and finish after it (no copy of the rope).
        let known = forecastIfKnown(edit)
        let counting = known == nil ? GraphemeDelta(before: textRope, applying: edit) : nil
        let changes = edit.changeSet(lengthBefore: document.utf16Count)
        let plain = known?.isPlainASCII ?? (counting?.knownDelta != nil)
        withUnsafePointer(to: edit) { editPointer in
            withUnsafePointer(to: removed) { removedPointer in
                let own = OwnEdit(editPointer, removed: removedPointer, cover: cover, plain: plain)
                if changes.isEmpty {
                    // Only the selection or the marked range changes: the document has nothing to do.
                    adoptOwnEdit(own)
                } else {
                    withUnsafePointer(to: own) { pointer in
                        ownEdit = pointer
                        document.apply(
                            changes, origin: edit.source, author: self,
                            graphemes: known.map { .count($0.count) } ?? counting.map { .delta($0) })
                        ownEdit = nil
                    }
                }
            }
        }
        editObservers.notify(edit)
        if edit.source != .programmatic {
            announceUserEdit(edit, selectionChanged: selection != previousSelection)
        }
    }

    // The units each range of `edit` replaces, read before it is applied (for undo).
    private func removedText(by edit: TextEdit) -> RemovedText {
        if edit.rangeCount == 1 {
            let range = edit.range
            return .one((try? textRope.utf16CodeUnits(in: range.location..<range.upperBound)) ?? [])
        }
        return .many(edit.ranges.map { (try? textRope.utf16CodeUnits(in: $0.location..<$0.upperBound)) ?? [] })
    }

    // The selection, marked text and undo step after the control's own edit, set while the
    // document applies it (before the document's observers hear of it).
    func adoptOwnEdit(_ own: OwnEdit) {
        let cover = own.cover
        let after = own.selectionAfter
        // Plain ASCII between plain ASCII puts a boundary at every offset it touches: a caret
        // there needs no snapping.
        let certain = own.plain && after.location >= cover.location && after.upperBound <= cover.location + cover.length + own.delta
        selection = own.markedRangeAfter != nil || certain ? after : snapped(after)
        markedRange = own.markedRangeAfter
        selectionAnchor = nil
        if own.source != .marking { goalColumn = nil }
        generation &+= 1
        // Registered before the document announces the change: a change that an observer makes
        // while it is told is then rebased over this step, as any later change is.
        registerUndo(own.edit.pointee, removed: own.removed.pointee)
    }

    // Applies `edit` to `rope` (whose length its ranges must fit).
    static func mutate(_ rope: inout TextRope, with edit: TextEdit) {
        try? edit.changeSet(lengthBefore: rope.utf16Count).apply(to: &rope)
    }

    /// `range` widened to grapheme cluster boundaries; a caret inside a cluster moves to its end.
    func snapped(_ range: NSRange) -> NSRange { Self.snapped(range, in: textRope) }

    /// `range` widened to the grapheme cluster boundaries of `rope`, as ``snapped(_:)``; a range
    /// outside the text comes back as it is.
    static func snapped(_ range: NSRange, in rope: TextRope) -> NSRange {
        guard let valid = try? rope.utf16Range(location: range.location, length: range.length),
            let snapped = try? rope.rangeSnappedToGraphemeClusters(valid)
        else { return range }
        return NSRange(location: snapped.lowerBound, length: snapped.count)
    }
}
