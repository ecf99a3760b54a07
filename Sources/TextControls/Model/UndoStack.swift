import Foundation
import TextDocument

/// Undo and redo stacks with UIKit-style coalescing: consecutive typing, consecutive backspaces,
/// consecutive forward deletes and an IME composition each form one step; anything else, a caret
/// move or an explicit break starts a new one. While a group is open, every step joins one.
struct UndoStack {
    private(set) var undoSteps: [UndoStep] = []
    private(set) var redoSteps: [UndoStep] = []
    private var isOpen = false
    /// Whether an undo group is open, and whether a step was recorded since it opened.
    private(set) var isGrouping = false
    private var groupHasStep = false

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    mutating func breakCoalescing() { isOpen = false }

    mutating func clear() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        isOpen = false
        groupHasStep = false
    }

    /// Opens a group: the steps recorded until ``endGroup()`` become one.
    mutating func beginGroup() {
        isGrouping = true
        groupHasStep = false
        isOpen = false
    }

    /// Closes the open group.
    mutating func endGroup() {
        isGrouping = false
        groupHasStep = false
        isOpen = false
    }

    /// Grows the open typing step by a key typed at its end (an insertion of `inserted` units at
    /// `location`, leaving a text of `lengthAfter` units), in place, as recording the key's own
    /// step would; returns false, changing nothing, when the key does not continue that step.
    /// Typing after typing is coalesced here only: it needs no step of its own.
    mutating func extendTyping(at location: Int, inserted: Int, lengthAfter: Int, selectionAfter: NSRange) -> Bool {
        guard isOpen, !isGrouping, inserted > 0, !undoSteps.isEmpty else { return false }
        let top = undoSteps.count - 1
        guard undoSteps[top].kind == .typing, let range = undoSteps[top].inverse.singleRange, range.upperBound == location
        else { return false }
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        undoSteps[top].inverse.moveSingle(to: range.lowerBound..<(location + inserted), lengthBefore: lengthAfter)
        undoSteps[top].selectionAfter = selectionAfter
        return true
    }

    /// Records an applied edit's step.
    mutating func record(_ step: UndoStep) {
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        if isGrouping {
            joinGroup(step)
            return
        }
        let merged = isOpen && !undoSteps.isEmpty && Self.merge(step, into: &undoSteps[undoSteps.count - 1])
        if !merged { undoSteps.append(step) }
        isOpen = step.kind != .other
        // A composition emptied where it began (marked "a", then "") leaves nothing to undo; its
        // undo would be an edit of nothing by nothing, which the pipeline does not apply.
        if merged, undoSteps[undoSteps.count - 1].isNoOp {
            undoSteps.removeLast()
            isOpen = false
        }
    }

    // The group's first step is kept as it is; each later one is composed into it: undoing the
    // group undoes the later step, then the earlier ones.
    private mutating func joinGroup(_ step: UndoStep) {
        guard groupHasStep, var group = undoSteps.popLast(),
            let inverse = try? step.inverse.composed(with: group.inverse)
        else {
            undoSteps.append(step)
            groupHasStep = true
            return
        }
        group.kind = .other
        group.inverse = inverse
        group.selectionAfter = step.selectionAfter
        if !group.isNoOp { undoSteps.append(group) } else { groupHasStep = false }
    }

    // Extends `last` in place by `next` when they coalesce; returns whether they did.
    // (Typing after typing never gets here: ``extendTyping(at:inserted:lengthAfter:selectionAfter:)``
    // grows the step before one is made.)
    private static func merge(_ next: UndoStep, into last: inout UndoStep) -> Bool {
        guard let older = last.single, let newer = next.single else { return false }
        let range: Range<Int>
        let text: ReplacementText
        switch (last.kind, next.kind) {
        case (.deleteBackward, .deleteBackward)
        where newer.range.isEmpty && newer.range.lowerBound + newer.text.utf16Count == older.range.lowerBound:
            range = newer.range.lowerBound..<(newer.range.lowerBound + older.range.count)
            text = ReplacementText(utf16CodeUnits: newer.text.utf16CodeUnits + older.text.utf16CodeUnits)
        case (.deleteForward, .deleteForward) where newer.range.isEmpty && newer.range.lowerBound == older.range.lowerBound:
            range = older.range
            text = ReplacementText(utf16CodeUnits: older.text.utf16CodeUnits + newer.text.utf16CodeUnits)
        case (.marking, .marking)
        where newer.range.lowerBound == older.range.lowerBound && newer.text.utf16Count == older.range.count:
            // The composition replaced its own previous text: keep what was there before it began.
            range = newer.range
            text = older.text
        default:
            return false
        }
        // The merged step undoes both, starting from the text as it is now.
        let lengthBefore = next.inverse.lengthBefore
        let replacement = ChangeSet.Replacement(range: range, text: text)
        last.inverse =
            range.isEmpty && text.isEmpty
            ? .identity(length: lengthBefore)
            : ChangeSet(unchecked: replacement, lengthBefore: lengthBefore)
        last.selectionAfter = next.selectionAfter
        return true
    }

    mutating func clearUndo() {
        undoSteps.removeAll()
        isOpen = false
        groupHasStep = false
    }

    mutating func clearRedo() { redoSteps.removeAll() }

    mutating func popUndo() -> UndoStep? {
        isOpen = false
        return undoSteps.popLast()
    }

    mutating func popRedo() -> UndoStep? {
        isOpen = false
        return redoSteps.popLast()
    }

    mutating func pushRedo(_ step: UndoStep) { redoSteps.append(step) }

    mutating func pushUndo(_ step: UndoStep) { undoSteps.append(step) }

    /// Replaces both stacks (after a rebase); coalescing goes on only if the top step still
    /// has one replacement.
    mutating func replaceSteps(undo: [UndoStep], redo: [UndoStep]) {
        undoSteps = undo
        redoSteps = redo
        if undoSteps.last?.single == nil { isOpen = false }
    }
}
