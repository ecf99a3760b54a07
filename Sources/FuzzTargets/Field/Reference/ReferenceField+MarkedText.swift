import Foundation
import TextControls

// IME composition as the MarkedTextAndUndo article and `setMarkedText(_:selectedRange:)`'s
// documentation describe it.
extension ReferenceField {
    /// Replaces the marked text, else the selection, with `text`, marked; `selected` (relative to
    /// `text`, inside it) becomes the selection, widened to clusters of the resulting text. An
    /// empty text ends the composition. A bad `selected` changes nothing.
    mutating func setMarkedText(_ text: String?, selected: NSRange) throws(ReferenceMismatch) {
        let string = Array((text ?? "").utf16)
        guard canEdit, isValid(selected, in: string.count) else { return }
        let target = marked ?? selection
        var edit = ReferenceEdit(target, string, .marking)
        edit.selectionAfter = NSRange(location: target.location + selected.location, length: selected.length)
        edit.markedAfter = string.isEmpty ? nil : NSRange(location: target.location, length: string.count)
        edit.selectionAfter = snapped(edit.selectionAfter, in: result(of: edit))
        try propose(edit)
    }

    mutating func unmarkText() throws(ReferenceMismatch) {
        guard let marked else { return }
        try commit(marked, with: Array(units[marked.location..<(marked.location + marked.length)]))
    }

    /// Commits the composition as it is, before an action that ends it.
    mutating func endComposition() throws(ReferenceMismatch) {
        try unmarkText()
    }

    /// The commit replaces the marked range with `text`. Refused, a commit of the marked text as
    /// it is withdraws the composition (its removal is offered in turn; refused too, the marked
    /// text stays as ordinary text); a refused candidate keeps the composition.
    mutating func commit(_ range: NSRange, with text: [UInt16]) throws(ReferenceMismatch) {
        let shown = settings.reportsCommitAsInsertionPoint ? [NSRange(location: range.location + range.length, length: 0)] : nil
        if try propose(ReferenceEdit(range, text, .commit), shown: shown) { return }
        guard marked == range, Array(units[range.location..<(range.location + range.length)]) == text else { return }
        var withdrawal = ReferenceEdit(range, [], .marking)
        withdrawal.selectionAfter = NSRange(location: range.location, length: 0)
        guard try !propose(withdrawal), marked == range else { return }
        marked = nil
        selection = snapped(selection)
    }

    /// Backspace inside marked text: the composition minus its last character.
    mutating func shortenComposition(_ range: NSRange) throws(ReferenceMismatch) {
        var characters = Array(string(in: range))
        characters.removeLast()
        let shorter = String(characters)
        try setMarkedText(shorter, selected: NSRange(location: shorter.utf16.count, length: 0))
    }
}
