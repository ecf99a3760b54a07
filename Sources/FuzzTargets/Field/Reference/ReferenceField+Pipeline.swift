import Foundation
import TextControls

/// One change as the reference proposes it: sorted ranges of the text before it, the text of
/// each (the replacement in the lowest, nothing in the others unless given), and what the
/// selection and marked range become.
struct ReferenceEdit: CustomStringConvertible {
    var ranges: [NSRange]
    var replacements: [[UInt16]]
    var source: TextEdit.Source
    var selectionAfter: NSRange
    var markedAfter: NSRange?

    /// Replaces `range` with `text`, the caret after it.
    init(_ range: NSRange, _ text: [UInt16], _ source: TextEdit.Source) {
        ranges = [range]
        replacements = [text]
        self.source = source
        selectionAfter = NSRange(location: range.location + text.count, length: 0)
    }

    init(_ edit: TextEdit) {
        ranges = edit.ranges
        replacements = edit.replacements.map { Array($0.utf16) }
        source = edit.source
        selectionAfter = edit.selectionAfter
        markedAfter = edit.markedRangeAfter
    }

    var replacement: String { String(decoding: replacements.first ?? [], as: UTF16.self) }
    var hasTextPerRange: Bool { replacements.dropFirst().contains { !$0.isEmpty } }

    var description: String {
        "\(source.rawValue) \(ranges.map(format)) \(escaped(replacements.first ?? []))"
    }
}

// The pipeline as the EditPipeline article describes it: the UIKit question (for the sources
// UIKit asks about), the edit question (accept, reject or a substitute that must fit the text),
// the validator (marked text exempt), then the change.
extension ReferenceField {
    /// The edits a secure field rewrites into its wipe: those of a key press or a gesture.
    private static func isKeyOrGesture(_ source: TextEdit.Source) -> Bool {
        switch source {
        case .typing, .paste, .drop, .deleteBackward, .deleteForward, .deleteWord, .autocorrect: return true
        default: return false
        }
    }

    /// Proposes `edit` (shown to the UIKit-shaped question as `shown` when given); returns
    /// whether it or its substitute was applied.
    @discardableResult
    mutating func propose(_ edit: ReferenceEdit, shown: [NSRange]? = nil) throws(ReferenceMismatch) -> Bool {
        guard settings.kind == .field, settings.isSecure, secureWipePending, Self.isKeyOrGesture(edit.source) else {
            return try decide(edit, shown: shown)
        }
        let deletes = [.deleteBackward, .deleteForward, .deleteWord].contains(edit.source)
        let wipe = ReferenceEdit(NSRange(location: 0, length: length), deletes ? [] : edit.replacements[0], .secureWipe)
        guard try decide(wipe, shown: shown ?? edit.ranges) else { return false }
        secureWipePending = false
        return true
    }

    private mutating func decide(_ edit: ReferenceEdit, shown: [NSRange]?) throws(ReferenceMismatch) -> Bool {
        if edit.source.consultsUIKitDelegate {
            if let shown {
                guard try answers.shouldChange(shown, edit.replacement, edit.source) else { return false }
            } else if edit.hasTextPerRange {
                for (range, text) in zip(edit.ranges, edit.replacements) {
                    guard try answers.shouldChange([range], String(decoding: text, as: UTF16.self), edit.source) else { return false }
                }
            } else {
                guard try answers.shouldChange(edit.ranges, edit.replacement, edit.source) else { return false }
            }
        }
        return try settle(edit, try answers.shouldApply(edit))
    }

    /// Applies `edit` as the delegate decided, if it fits the text and passes the validator;
    /// returns whether something was applied.
    mutating func settle(_ edit: ReferenceEdit, _ decision: TextEditDecision) throws(ReferenceMismatch) -> Bool {
        switch decision {
        case .accept:
            guard fits(edit), !changesNothing(edit), validatorAllows(edit) else { return false }
            apply(edit)
        case .reject:
            return false
        case .substitute(let substitute):
            let other = ReferenceEdit(substitute)
            guard fits(other), validatorAllows(other) else { return false }
            if edit.source == .undo { undoSteps = [] }
            if edit.source == .redo { redoSteps = [] }
            guard !changesNothing(other) else { return false }
            apply(other)
        }
        return true
    }

    /// Undo: the text and selection before the last step come back, through the delegate and the
    /// validator, and it can be redone. A refused undo drops the whole history, as a substituted
    /// one does. Returns false when the outcome is not predicted: the step's start is unknown, or
    /// marked text would be committed first (a step of its own).
    mutating func undo() throws(ReferenceMismatch) -> Bool {
        guard accepts else { return true }
        guard marked == nil, let steps = undoSteps, let redone = redoSteps else { return false }
        guard let top = steps.last else { return true }
        guard top.isKnown else { return false }
        let current = UndoSnapshot(units: units, selection: selection, isKnown: true)
        if try step(back: top, .undo) {
            undoSteps = Array(steps.dropLast())
            redoSteps = redone + [current]
        } else {
            undoSteps = []
        }
        return true
    }

    /// Redo: the text and selection before the last undo come back, and it can be undone again;
    /// refused or substituted, the steps to redo are dropped.
    mutating func redo() throws(ReferenceMismatch) -> Bool {
        guard accepts else { return true }
        guard marked == nil, let steps = undoSteps, let redone = redoSteps else { return false }
        guard let top = redone.last else { return true }
        let current = UndoSnapshot(units: units, selection: selection, isKnown: true)
        if try step(back: top, .redo) {
            redoSteps = Array(redone.dropLast())
            undoSteps = steps + [current]
        } else {
            redoSteps = []
        }
        return true
    }

    // Proposes going back to `snapshot` (whose ranges the reference does not predict); true if
    // that is what was applied.
    private mutating func step(back snapshot: UndoSnapshot, _ source: TextEdit.Source) throws(ReferenceMismatch) -> Bool {
        guard answers.shouldChangeAny(source) else { return false }
        var edit = ReferenceEdit(NSRange(location: 0, length: length), snapshot.units, source)
        edit.selectionAfter = snapshot.selection
        let decision = try answers.shouldApply(edit, checkingRanges: false)
        guard case .accept = decision else {
            // An applied substitute is a step of its own on the other side.
            if try settle(edit, decision) {
                if source == .undo { redoSteps = nil } else { undoSteps = nil }
            }
            return false
        }
        return try settle(edit, decision)
    }

    /// Whether `edit` can apply to the text: sorted, disjoint ranges inside it, a selection
    /// inside the result, and a marked range that is not empty and holds the selection.
    func fits(_ edit: ReferenceEdit) -> Bool {
        guard !edit.ranges.isEmpty, edit.replacements.count == edit.ranges.count else { return false }
        var previousEnd = 0
        for range in edit.ranges {
            guard range.location >= previousEnd, isValid(range, in: length) else { return false }
            previousEnd = range.location + range.length
        }
        let newLength = result(of: edit).count
        guard isValid(edit.selectionAfter, in: newLength) else { return false }
        guard let marked = edit.markedAfter else { return true }
        return isValid(marked, in: newLength) && marked.length > 0 && edit.selectionAfter.location >= marked.location
            && edit.selectionAfter.location + edit.selectionAfter.length <= marked.location + marked.length
    }

    /// Nothing replaced by nothing, the selection and marked range kept: there is nothing to apply.
    private func changesNothing(_ edit: ReferenceEdit) -> Bool {
        edit.replacements.allSatisfy(\.isEmpty) && edit.ranges.allSatisfy { $0.length == 0 } && edit.selectionAfter == selection
            && edit.markedAfter == marked
    }

    /// A validator refuses an edit leaving a text it finds invalid, unless the edit composes.
    func validatorAllows(_ edit: ReferenceEdit) -> Bool {
        guard let validator = settings.validator, edit.markedAfter == nil else { return true }
        return validator.validate(String(decoding: result(of: edit), as: UTF16.self)) != .invalid
    }

    func result(of edit: ReferenceEdit) -> [UInt16] {
        var text = units
        for (range, replacement) in zip(edit.ranges, edit.replacements).reversed() {
            text.replaceSubrange(range.location..<(range.location + range.length), with: replacement)
        }
        return text
    }

    /// The change: the text, then the selection (widened to clusters outside composition) and
    /// the marked range the edit gives, and its undo step.
    private mutating func apply(_ edit: ReferenceEdit) {
        let before = UndoSnapshot(units: units, selection: selection, isKnown: true)
        units = result(of: edit)
        marked = edit.markedAfter
        selection = marked == nil ? snapped(edit.selectionAfter) : edit.selectionAfter
        anchor = nil
        isAnchorKnown = true
        register(edit, before: before)
    }

    private mutating func register(_ edit: ReferenceEdit, before: UndoSnapshot) {
        switch edit.source {
        case .programmatic:
            undoSteps = []
            redoSteps = []
        case .undo, .redo:
            break
        case .typing, .deleteBackward, .deleteForward, .marking, .commit:
            // These coalesce with the step before, by rules the reference does not model.
            if undoSteps?.last?.isKnown != false { undoSteps?.append(UndoSnapshot(units: before.units, selection: before.selection, isKnown: false)) }
            // A step that changes no text may not be recorded, and then leaves the redo steps.
            redoSteps = units != before.units ? [] : nil
        default:
            guard units != before.units else {
                undoSteps = nil
                redoSteps = nil
                return
            }
            undoSteps?.append(before)
            redoSteps = []
        }
    }
}
