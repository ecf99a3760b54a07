import Foundation

/// One undoable step: the text now in `range` replaced `removed` (UTF-16) when it was made.
/// Steps hold only what was edited, never a copy of the document.
struct UndoStep: Equatable {
    enum Kind: Equatable {
        case typing, deleteBackward, deleteForward, marking, other
    }

    var kind: Kind
    /// Where the step's text now is (UTF-16).
    var range: NSRange
    /// The units the step replaced.
    var removed: [UInt16]
    var selectionBefore: NSRange
    var selectionAfter: NSRange
}

/// Undo and redo stacks with UIKit-style coalescing: consecutive typing, consecutive backspaces,
/// consecutive forward deletes and an IME composition each form one step; anything else, a caret
/// move or an explicit break starts a new one.
struct UndoStack {
    private(set) var undoSteps: [UndoStep] = []
    private(set) var redoSteps: [UndoStep] = []
    private var isOpen = false

    var canUndo: Bool { !undoSteps.isEmpty }
    var canRedo: Bool { !redoSteps.isEmpty }

    mutating func breakCoalescing() { isOpen = false }

    mutating func clear() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        isOpen = false
    }

    /// Records an applied edit that replaced `removed` with the text now in `range`.
    mutating func record(_ step: UndoStep) {
        if !redoSteps.isEmpty { redoSteps.removeAll() }
        let merged = isOpen && !undoSteps.isEmpty && Self.merge(step, into: &undoSteps[undoSteps.count - 1])
        if !merged { undoSteps.append(step) }
        isOpen = step.kind != .other
        // A composition emptied where it began (marked "a", then "") leaves nothing to undo; its
        // undo would be an edit of nothing by nothing, which the pipeline does not apply.
        if merged, let last = undoSteps.last, last.range.length == 0 && last.removed.isEmpty {
            undoSteps.removeLast()
            isOpen = false
        }
    }

    // Extends `last` in place by `next` when they coalesce; returns whether they did.
    private static func merge(_ next: UndoStep, into last: inout UndoStep) -> Bool {
        switch (last.kind, next.kind) {
        case (.typing, .typing) where next.removed.isEmpty && next.range.location == last.range.upperBound:
            last.range.length += next.range.length
        case (.deleteBackward, .deleteBackward) where next.range.length == 0 && next.range.location + next.removed.count == last.range.location:
            last.range.location = next.range.location
            last.removed.insert(contentsOf: next.removed, at: 0)
        case (.deleteForward, .deleteForward) where next.range.length == 0 && next.range.location == last.range.location:
            last.removed += next.removed
        case (.marking, .marking) where next.range.location == last.range.location && next.removed.count == last.range.length:
            // The composition replaced its own previous text: keep what was there before it began.
            last.range.length = next.range.length
        default:
            return false
        }
        last.selectionAfter = next.selectionAfter
        return true
    }

    mutating func clearUndo() {
        undoSteps.removeAll()
        isOpen = false
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
}
