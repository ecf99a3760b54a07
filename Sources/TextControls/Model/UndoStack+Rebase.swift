import Foundation
import TextDocument

// A change from elsewhere lands on top of the history: each step's undo is transformed past it
// (operational transform), so that undoing the step removes only what the step inserted and puts
// back only what it removed, and the change is transformed past that undo in turn before it
// meets the next older step.
extension UndoStack {
    /// Rebases both stacks over `changes`, made to the current text by someone else. A step
    /// whose text the change removed entirely is dropped. O(steps × replacements).
    mutating func rebase(through changes: ChangeSet) {
        guard !undoSteps.isEmpty || !redoSteps.isEmpty else { return }
        replaceSteps(undo: Self.rebase(undoSteps, through: changes), redo: Self.rebase(redoSteps, through: changes))
    }

    private static func rebase(_ steps: [UndoStep], through changes: ChangeSet) -> [UndoStep] {
        var change = changes
        var rebased: [UndoStep] = []
        rebased.reserveCapacity(steps.count)
        for var step in steps.reversed() {
            // The step's undo keeps the text it puts back ahead of text inserted at the same
            // place by the change, so that undo restores the user's text where it was.
            guard let inverse = try? step.inverse.transformed(against: change, insertingFirst: true),
                let later = try? change.transformed(against: step.inverse, insertingFirst: false)
            else { break }
            step.selectionAfter = TextInputModel.map(step.selectionAfter, through: change)
            step.selectionBefore = TextInputModel.map(step.selectionBefore, through: later)
            step.inverse = inverse
            change = later
            if !step.isNoOp { rebased.append(step) }
        }
        return rebased.reversed()
    }
}
