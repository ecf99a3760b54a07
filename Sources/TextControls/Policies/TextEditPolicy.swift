import Foundation
import TextRope

/// A rule that reviews every proposed edit of a control: the building block of
/// ``TextFieldPolicies``. Reviewing sees the edit (with its source) and the control as it is
/// before the edit.
public protocol TextEditPolicy {
    /// Accepts, rejects, or substitutes `edit`.
    func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision
}

extension Array where Element == any TextEditPolicy {
    /// Runs the policies in order: each reviews the previous one's substitute; the first
    /// rejection wins. Returns `.accept` when nobody changed the edit. An edit (or a substitute)
    /// whose ranges are not sorted, disjoint and inside the control's text is rejected before any
    /// policy sees it.
    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        let length = control.document.utf16Count
        guard edit.rangesFit(inTextOf: length) else { return .reject }
        // The edit is copied only once a policy substitutes it: a keystroke most policies accept
        // goes through without a copy. Indexing reviews each policy in place, where iterating
        // would copy every existential out of the array first.
        for i in indices {
            switch self[i].review(edit, in: control) {
            case .accept: continue
            case .reject: return .reject
            case .substitute(let substitute):
                var current = substitute
                for later in self[(i + 1)...] {
                    guard current.rangesFit(inTextOf: length) else { return .reject }
                    switch later.review(current, in: control) {
                    case .accept: continue
                    case .reject: return .reject
                    case .substitute(let next): current = next
                    }
                }
                return current != edit ? .substitute(current) : .accept
            }
        }
        return .accept
    }
}

/// Formats text as it is typed and maps the caret, so it stays after the same logical character.
public protocol TextFormatter {
    /// The formatted text and the caret's new UTF-16 offset in it, for `text` with the caret at
    /// UTF-16 offset `caret`.
    func format(_ text: String, caret: Int) -> (text: String, caret: Int)
}

extension TextEdit {
    /// The control's text after this edit, as a rope (O(log n + m) on an O(1) copy).
    func result(applyingTo rope: TextRope) -> TextRope {
        var copy = rope
        TextInputModel.mutate(&copy, with: self)
        return copy
    }

    /// The same edit with `replacement` instead, caret after it.
    func replacing(with replacement: String) -> TextEdit {
        var edit = self
        edit.replacement = replacement
        edit.selectionAfter = NSRange(location: range.location + replacement.utf16.count, length: 0)
        edit.markedRangeAfter = markedRangeAfter.map { NSRange(location: $0.location, length: replacement.utf16.count) }
        return edit
    }

    /// Whether IME composition continues after this edit (policies leave it alone until commit).
    var isComposing: Bool { markedRangeAfter != nil }
}
