import Foundation
import TextDocument

/// One undoable step: the change that undoes it in the text as it is now. Steps hold only what
/// was edited (the removed text and where the new text now is), never a copy of the document;
/// changes from elsewhere rebase them (see ``UndoStack/rebase(through:)``).
struct UndoStep {
    enum Kind: Equatable {
        case typing, deleteBackward, deleteForward, marking, other
    }

    var kind: Kind
    /// Undoes the step: applies to the text as it is now (after the step and everything since).
    var inverse: ChangeSet
    /// The selection before the step was made, in the text its undo leaves.
    var selectionBefore: NSRange
    /// The selection after the step, in the text as it is now.
    var selectionAfter: NSRange

    /// Whether undoing the step would change nothing (an emptied composition, or a step whose
    /// text a change from elsewhere removed).
    var isNoOp: Bool { inverse.isEmpty }

    /// The step's one replacement, when its inverse has exactly one: where its text now is
    /// (UTF-16) and the text it replaced.
    var single: ChangeSet.Replacement? { inverse.single }
}

extension UndoStep {
    /// The step undoing `edit` (already applied to a text now `lengthAfter` units long), given the
    /// units each of its ranges replaced.
    init(undoing edit: TextEdit, removed: RemovedText, lengthAfter: Int, kind: Kind) {
        let lengthBefore = lengthAfter - edit.utf16Delta
        if edit.rangeCount == 1, case .one(let units) = removed {
            // A keystroke: one replacement, held inline.
            let location = edit.range.location
            let inserted = lengthAfter - lengthBefore + edit.range.length
            let inverse =
                inserted == 0 && units.isEmpty
                ? ChangeSet.identity(length: lengthAfter)
                : ChangeSet(
                    unchecked: ChangeSet.Replacement(
                        range: location..<(location + inserted), text: ReplacementText(utf16CodeUnits: units)),
                    lengthBefore: lengthAfter)
            self.init(kind: kind, inverse: inverse, selectionBefore: edit.selectionBefore, selectionAfter: edit.selectionAfter)
            return
        }
        var replacements: [ChangeSet.Replacement] = []
        var shift = 0
        for (index, (range, text)) in zip(edit.ranges, edit.replacements).enumerated() {
            let inserted = text.utf16.count
            let location = range.location + shift
            let units = removed.units(at: index)
            shift += inserted - range.length
            guard inserted > 0 || !units.isEmpty else { continue }
            replacements.append(
                ChangeSet.Replacement(range: location..<(location + inserted), text: ReplacementText(utf16CodeUnits: units)))
        }
        self.init(
            kind: kind, inverse: ChangeSet(unchecked: replacements, lengthBefore: lengthAfter, lengthAfter: lengthBefore),
            selectionBefore: edit.selectionBefore, selectionAfter: edit.selectionAfter)
    }
}

/// The units an edit's ranges replaced, read before it was applied.
enum RemovedText {
    case one([UInt16])
    case many([[UInt16]])

    func units(at index: Int) -> [UInt16] {
        switch self {
        case .one(let units): return index == 0 ? units : []
        case .many(let list): return index < list.count ? list[index] : []
        }
    }
}
