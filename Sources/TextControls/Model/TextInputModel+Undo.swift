import Foundation
import TextRope

// Undo and redo re-enter the pipeline (reference §6): the inverse edit is offered to the delegate
// like any user edit, with source `.undo` / `.redo`. If it is refused, the step is dropped, and so
// are the older steps of the same stack: their ranges assume the refused step was undone, so they
// could only be applied to text they were not made for. A substituted undo or redo strands them
// the same way. Programmatic changes clear both stacks.
extension TextInputModel {
    /// Whether there is a step to undo.
    public var canUndo: Bool { undoStack.canUndo }
    /// Whether there is a step to redo.
    public var canRedo: Bool { undoStack.canRedo }

    /// Ends the current coalesced typing step, as a pause in typing does.
    public func breakUndoCoalescing() { undoStack.breakCoalescing() }

    /// Undoes the last step through the delegate, restoring the selection it had before.
    /// Returns whether something was undone.
    @discardableResult
    public func undo() -> Bool {
        guard acceptsUserActions else { return false }
        endComposition()
        guard let step = undoStack.popUndo() else { return false }
        guard let inverse = inverseEdit(of: step, source: .undo, selectionAfter: step.selectionBefore), propose(inverse) else {
            undoStack.clearUndo()
            return false
        }
        return true
    }

    /// Redoes the last undone step through the delegate. Returns whether something was redone.
    @discardableResult
    public func redo() -> Bool {
        guard acceptsUserActions else { return false }
        endComposition()
        guard let step = undoStack.popRedo() else { return false }
        guard let inverse = inverseEdit(of: step, source: .redo, selectionAfter: step.selectionBefore), propose(inverse) else {
            undoStack.clearRedo()
            return false
        }
        return true
    }

    // The edit putting `step.removed` back over `step.range`; nil if the range no longer fits.
    // The range may split a cluster of the text as it is now (undoing a combining mark typed
    // after a letter, or a deletion that joined two regional indicators into a flag): it is
    // widened to whole clusters, and the units it takes in go back unchanged, so that the
    // delegate sees cluster boundaries (DESIGN §2) and the text comes back the same.
    private func inverseEdit(of step: UndoStep, source: TextEdit.Source, selectionAfter: NSRange) -> TextEdit? {
        let range = step.range
        guard range.location >= 0, range.length >= 0, range.upperBound <= textRope.utf16Count,
            let lower = Self.clusterBoundary(atOrBefore: range.location, in: textRope),
            let upper = Self.clusterBoundary(atOrAfter: range.upperBound, in: textRope),
            let head = try? textRope.utf16CodeUnits(in: lower..<range.location),
            let tail = try? textRope.utf16CodeUnits(in: range.upperBound..<upper)
        else { return nil }
        return TextEdit(
            ranges: [NSRange(location: lower, length: upper - lower)],
            replacement: String(decoding: head + step.removed + tail, as: UTF16.self), source: source,
            selectionBefore: selection, selectionAfter: selectionAfter)
    }

    // Called before applying a delegate's substitute for an edit of `source`.
    func dropStepsStranded(bySubstituting source: TextEdit.Source) {
        switch source {
        case .undo: undoStack.clearUndo()
        case .redo: undoStack.clearRedo()
        default: break
        }
    }

    func registerUndo(_ edit: TextEdit, cover: NSRange, removed: [UInt16]) {
        let newRange = NSRange(location: cover.location, length: cover.length + edit.utf16Delta)
        switch edit.source {
        case .programmatic:
            undoStack.clear()
        case .undo, .redo:
            let step = UndoStep(
                kind: .other, range: newRange, removed: removed, selectionBefore: edit.selectionBefore,
                selectionAfter: edit.selectionAfter)
            if edit.source == .undo { undoStack.pushRedo(step) } else { undoStack.pushUndo(step) }
        default:
            // An edit that changed no text (inserting "" at a caret) leaves nothing to undo.
            guard cover.length > 0 || !edit.replacement.isEmpty else { return }
            undoStack.record(
                UndoStep(
                    kind: Self.undoKind(edit), range: newRange, removed: removed,
                    selectionBefore: edit.selectionBefore, selectionAfter: edit.selectionAfter))
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
