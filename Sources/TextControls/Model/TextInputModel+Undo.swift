import Foundation
import TextDocument
import TextRope

// Undo and redo re-enter the pipeline: the inverse edit is offered to the delegate like any user
// edit, with source `.undo` / `.redo`. If it is refused, the step is dropped, and so are the older
// steps of the same stack: their changes assume the refused step was undone, so they could only
// be applied to text they were not made for. A substituted undo or redo strands them the same
// way. Programmatic changes clear both stacks; changes from elsewhere rebase them.
extension TextInputModel {
    /// Whether there is a step to undo.
    public var canUndo: Bool { undoStack.canUndo }
    /// Whether there is a step to redo.
    public var canRedo: Bool { undoStack.canRedo }

    /// Ends the current coalesced typing step, as a pause in typing does.
    public func breakUndoCoalescing() { undoStack.breakCoalescing() }

    /// Opens an undo group: every edit until the matching ``endUndoGrouping()`` joins one undo
    /// step (a formatter's edits, a replace-all made of several edits). Groups nest; only the
    /// outermost one makes a step. Undo and redo close open groups first.
    public func beginUndoGrouping() {
        undoGroupDepth += 1
        if undoGroupDepth == 1 { undoStack.beginGroup() }
    }

    /// Closes the innermost open undo group; does nothing when none is open.
    public func endUndoGrouping() {
        guard undoGroupDepth > 0 else { return }
        undoGroupDepth -= 1
        if undoGroupDepth == 0 { undoStack.endGroup() }
    }

    /// The number of open undo groups. O(1).
    public var undoGroupingLevel: Int { undoGroupDepth }

    /// Undoes the last step through the delegate, restoring the selection it had before.
    /// Returns whether something was undone.
    @discardableResult
    public func undo() -> Bool {
        replayLastStep(undoing: true)
    }

    /// Redoes the last undone step through the delegate. Returns whether something was redone.
    @discardableResult
    public func redo() -> Bool {
        replayLastStep(undoing: false)
    }

    // Proposes the inverse of the last undo (or redo) step; when it no longer applies or is
    // refused, that side's whole history goes, as the steps under it build on it.
    private func replayLastStep(undoing: Bool) -> Bool {
        guard acceptsUserActions else { return false }
        endComposition()
        closeUndoGroups()
        guard let step = undoing ? undoStack.popUndo() : undoStack.popRedo() else { return false }
        guard let inverse = inverseEdit(of: step, source: undoing ? .undo : .redo), propose(inverse) else {
            if undoing { undoStack.clearUndo() } else { undoStack.clearRedo() }
            return false
        }
        return true
    }

    private func closeUndoGroups() {
        guard undoGroupDepth > 0 else { return }
        undoGroupDepth = 0
        undoStack.endGroup()
    }

    // The edit applying `step.inverse`; nil if it no longer fits the text. A range may split a
    // cluster of the text as it is now (undoing a combining mark typed after a letter, or a
    // deletion that joined two regional indicators into a flag): it is widened to whole clusters,
    // and the units it takes in go back unchanged, so that the delegate sees cluster boundaries
    // and the text comes back the same. Ranges that meet (a group's adjacent edits) or that
    // widening makes overlap (two within one cluster) become one: the earlier one's widened tail
    // gives way to the units up to the later one and its own text.
    private func inverseEdit(of step: UndoStep, source: TextEdit.Source) -> TextEdit? {
        let rope = textRope
        guard step.inverse.lengthBefore == rope.utf16Count else { return nil }
        var ranges: [NSRange] = []
        var texts: [[UInt16]] = []
        var previousEnd = 0
        var previousTail = 0  // the units widening added after the previous range
        var previousUpper = 0  // where the previous range ended before widening
        for replacement in step.inverse.replacements {
            let range = replacement.range
            guard range.lowerBound >= previousUpper,
                let lower = try? rope.boundary(.grapheme, atOrBefore: range.lowerBound),
                let upper = try? rope.boundary(.grapheme, atOrAfter: range.upperBound),
                let tail = try? rope.utf16CodeUnits(in: range.upperBound..<upper)
            else { return nil }
            if let last = ranges.last, lower <= previousEnd {
                guard upper >= previousEnd, let between = try? rope.utf16CodeUnits(in: previousUpper..<range.lowerBound)
                else { return nil }
                ranges[ranges.count - 1] = NSRange(location: last.location, length: upper - last.location)
                texts[texts.count - 1].removeLast(previousTail)
                texts[texts.count - 1] += between + replacement.text.utf16CodeUnits + tail
            } else {
                guard let head = try? rope.utf16CodeUnits(in: lower..<range.lowerBound) else { return nil }
                ranges.append(NSRange(location: lower, length: upper - lower))
                texts.append(head + replacement.text.utf16CodeUnits + tail)
            }
            previousEnd = upper
            previousTail = tail.count
            previousUpper = range.upperBound
        }
        guard !ranges.isEmpty else { return nil }
        return TextEdit(
            ranges: ranges, replacements: texts.map { String(decoding: $0, as: UTF16.self) }, source: source,
            selectionBefore: selection, selectionAfter: step.selectionBefore)
    }

    // Called before applying a delegate's substitute for an edit of `source`.
    func dropStepsStranded(bySubstituting source: TextEdit.Source) {
        switch source {
        case .undo: undoStack.clearUndo()
        case .redo: undoStack.clearRedo()
        default: break
        }
    }

    func registerUndo(_ edit: TextEdit, removed: RemovedText) {
        let length = document.utf16Count
        switch edit.source {
        case .programmatic:
            undoStack.clear()
        case .undo, .redo:
            let step = UndoStep(undoing: edit, removed: removed, lengthAfter: length, kind: .other)
            if edit.source == .undo { undoStack.pushRedo(step) } else { undoStack.pushUndo(step) }
        case .typing where edit.rangeCount == 1 && edit.range.length == 0
            && undoStack.extendTyping(
                at: edit.range.location, inserted: edit.utf16Delta, lengthAfter: length, selectionAfter: edit.selectionAfter):
            // The next key of a typing run: the open step grew in place.
            return
        default:
            let step = UndoStep(undoing: edit, removed: removed, lengthAfter: length, kind: Self.undoKind(edit))
            // An edit that changed no text (inserting "" at a caret) leaves nothing to undo.
            guard !step.isNoOp else { return }
            undoStack.record(step)
        }
    }

    private static func undoKind(_ edit: TextEdit) -> UndoStep.Kind {
        switch edit.source {
        case .typing: return edit.rangeCount == 1 ? .typing : .other
        case .deleteBackward: return .deleteBackward
        case .deleteForward: return .deleteForward
        case .marking, .commit: return .marking
        default: return .other
        }
    }
}
