import Foundation
import TextRope

// Marked (IME) text (the MarkedTextAndUndo article). Every composition update is a user edit of
// source `.marking` that replaces the marked range (or the selection when none) with the whole
// new marked string; the commit is an edit of source `.commit` replacing the marked range, so a
// delegate or policy sees, and may refuse or shorten, exactly what the composition leaves in the
// text.
extension TextInputModel {
    /// Sets the marked text, replacing the current marked text or else the selection.
    /// `selectedRange` is in UTF-16 code units relative to `markedText` and must lie inside it: a
    /// negative range, `NSNotFound` or one past its end is refused (returns false, nothing
    /// changes), as every other bad range is. Like every selection a user action makes, it is
    /// widened to whole grapheme clusters of the text the edit leaves. An empty or nil string
    /// removes the marked text. Returns whether the edit was applied.
    @discardableResult
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) -> Bool {
        let string = markedText ?? ""
        let length = string.utf16.count
        guard acceptsUserActions, isEditing,
            let selected = try? TextRangeError.checkedRange(
                location: selectedRange.location, length: selectedRange.length, textLength: length)
        else { return false }
        let target = markedRange ?? selection
        if markedRange == nil { undoStack.breakCoalescing() }
        var edit = TextEdit(
            ranges: [target], replacement: string, source: .marking, selectionBefore: selection,
            selectionAfter: NSRange(location: target.location + selected.lowerBound, length: selected.count),
            markedRangeAfter: length == 0 ? nil : NSRange(location: target.location, length: length))
        var edited = textRope
        Self.mutate(&edited, with: edit)
        edit.selectionAfter = Self.snapped(edit.selectionAfter, in: edited)
        return propose(edit)
    }

    /// Commits the marked text as it is: it becomes ordinary text and the caret goes after it.
    /// The commit is offered to the delegate and validators (source `.commit`); if they refuse it,
    /// withdrawing the composition (removing its text, source `.marking`, as an IME cancelling it)
    /// is offered to them in turn, and if they refuse that too, the marked text stays as ordinary
    /// text.
    public func unmarkText() {
        guard let marked = markedRange, let string = try? text(in: marked) else { return }
        commitComposition(replacing: marked, with: string)
    }

    @discardableResult
    func commitComposition(replacing marked: NSRange, with string: String) -> Bool {
        let end = NSRange(location: marked.upperBound, length: 0)
        let edit = TextEdit(range: marked, replacement: string, source: .commit, selectionBefore: selection)
        if propose(edit, uikitRanges: reportsCommitAsInsertionPoint ? [end] : nil) { return true }
        guard let stillMarked = markedRange, stillMarked == marked, isCommitWithdrawn(edit) else { return false }
        withdrawComposition(stillMarked)
        return false
    }

    // A refused `unmarkText` (identity replacement) withdraws the composition; a refused
    // candidate keeps it, as UIKit keeps the marked text when `shouldChange…` says no.
    private func isCommitWithdrawn(_ edit: TextEdit) -> Bool {
        (try? text(in: edit.range)) == edit.replacement
    }

    // The withdrawal is what an IME sends to cancel a composition (empty marked text), offered
    // like any edit: what is applied is what the delegate approved.
    private func withdrawComposition(_ marked: NSRange) {
        let edit = TextEdit(
            ranges: [marked], replacement: "", source: .marking, selectionBefore: selection,
            selectionAfter: NSRange(location: marked.location, length: 0))
        guard !propose(edit), markedRange == marked else { return }
        markedRange = nil
        selection = snapped(selection)
        undoStack.breakCoalescing()
    }

    // Backspace inside a composition: the IME sends the shortened marked string.
    func shortenComposition(_ marked: NSRange) {
        guard let string = try? text(in: marked) else { return }
        var characters = Array(string)
        characters.removeLast()
        let shorter = String(characters)
        setMarkedText(shorter, selectedRange: NSRange(location: shorter.utf16.count, length: 0))
    }

    /// Commits the marked text (through the pipeline, as ``unmarkText()``) before an action that
    /// ends composition: a caret move, paste, undo…, as tapping elsewhere does in UIKit.
    func endComposition() {
        if markedRange != nil { unmarkText() }
    }
}
