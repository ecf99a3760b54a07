import Foundation
import TextDocument
import TextRope

// Replace-all: every match replaced by its own text in one user edit, one undo step.
extension TextInputModel {
    /// Replaces each UTF-16 range of `ranges` with the text at the same index of `replacements`
    /// (a search's matches and their replacements) as one user edit of source `.replaceAll`: the
    /// delegate is asked about each range with its text (all must agree), the edit is one undo
    /// step, and the selection is mapped through it. Ranges are widened to whole grapheme
    /// clusters and must be sorted and disjoint once widened. Pending marked text is committed
    /// first. Works whether or not the control is editing, as undo does. Returns whether the
    /// edit was applied (false for no ranges). O(k log n + m) for k ranges and m new units, plus
    /// what the delegate does.
    /// - Throws: `TextRangeError`: `.rangeOutOfBounds` for a range outside the text,
    ///   `.overlappingRanges` or `.unsortedRanges` for ranges out of order once widened; nothing
    ///   changes then.
    @discardableResult
    public func replaceAll(_ ranges: [NSRange], with replacements: [String]) throws(TextRangeError) -> Bool {
        _ = try widenedInOrder(ranges)
        guard acceptsUserActions, !ranges.isEmpty else { return false }
        endComposition()
        // The commit may have changed the text: widen again, on the text as it is now.
        guard let widened = try? widenedInOrder(ranges) else { return false }
        undoStack.breakCoalescing()
        let edit = TextEdit(
            ranges: widened, replacements: replacements, source: .replaceAll, selectionBefore: selection,
            selectionAfter: selection)
        let changes = edit.changeSet(lengthBefore: document.utf16Count)
        var mapped = edit
        mapped.selectionAfter = Self.map(selection, through: changes)
        return propose(mapped)
    }

    // `ranges` validated and widened to clusters, in the order given; out of order throws.
    private func widenedInOrder(_ ranges: [NSRange]) throws(TextRangeError) -> [NSRange] {
        var widened: [NSRange] = []
        for range in ranges {
            let valid = try textRope.utf16Range(location: range.location, length: range.length)
            let next = snapped(NSRange(location: valid.lowerBound, length: valid.count))
            try ChangeSet.checkOrder(next.location..<next.upperBound, after: widened.last.map { $0.location..<$0.upperBound })
            widened.append(next)
        }
        return widened
    }
}
