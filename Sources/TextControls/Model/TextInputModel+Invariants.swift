import Foundation
import TextBoundaries
import TextRope

extension TextInputModel {
    /// Verifies the model in debug builds (any build with `TEXTENGINE_CHECKS`): the rope's own invariants, the selection and marked
    /// range inside the text, the selection on grapheme cluster boundaries (inside the marked text
    /// while composing), the cached grapheme count, undo steps inside the text, and focus
    /// bookkeeping. Traps on a violation; compiled to nothing in other builds. O(n).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        textRope.checkInvariants()
        let length = document.utf16Count
        precondition(selection.location >= 0 && selection.length >= 0 && selection.upperBound <= length, "selection out of bounds")
        if let marked = markedRange {
            precondition(marked.location >= 0 && marked.length > 0 && marked.upperBound <= length, "marked range out of bounds")
            precondition(selection.location >= marked.location && selection.upperBound <= marked.upperBound, "selection outside marked text")
        } else {
            precondition((try? textRope.isGraphemeBoundary(selection.location)) == true, "selection start inside a cluster")
            precondition((try? textRope.isGraphemeBoundary(selection.upperBound)) == true, "selection end inside a cluster")
        }
        precondition(graphemeCount == textRope.graphemeCount, "cached grapheme count is stale")
        if let top = undoStack.undoSteps.last {
            precondition(top.inverse.lengthBefore == length, "undo step made for another text")
        }
        if let top = undoStack.redoSteps.last {
            precondition(top.inverse.lengthBefore == length, "redo step made for another text")
        }
        if isEditing {
            precondition(focusScope.firstResponder === self, "editing without being first responder")
        }
        #endif
    }
}
