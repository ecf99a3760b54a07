import Foundation
import TextBoundaries
import TextDocument
import TextRope

/// What the control's own edit leaves, while its document applies it (plain values: no copy of
/// the edit's text).
struct OwnEdit {
    let source: EditSource
    let selectionAfter: NSRange
    let markedRangeAfter: NSRange?
    /// The range the edit touches in the text before it, and the change in length.
    let cover: NSRange
    let delta: Int
    /// Plain ASCII replaced next to plain ASCII: every offset the edit touches is a boundary.
    let plain: Bool
    /// The edit and the units its ranges replaced, for its undo step: valid while the document
    /// applies it.
    let edit: UnsafePointer<TextEdit>
    let removed: UnsafePointer<RemovedText>

    init(_ edit: UnsafePointer<TextEdit>, removed: UnsafePointer<RemovedText>, cover: NSRange, plain: Bool) {
        source = edit.pointee.source
        selectionAfter = edit.pointee.selectionAfter
        markedRangeAfter = edit.pointee.markedRangeAfter
        self.cover = cover
        delta = edit.pointee.utf16Delta
        self.plain = plain
        self.edit = edit
        self.removed = removed
    }
}

// Following the document: the control's own edits set the selection they carry; every other
// change (code calling the document, a collaborator, another view of the same document) is
// mapped: selection, marked text, the fixed end of an extending selection and the undo history.
extension TextInputModel: DocumentAttachment {
    package func document(_ document: TextDocument, didApply changes: ChangeSet, origin: EditSource, author: AnyObject?) {
        if author === self, let own = ownEdit {
            adoptOwnEdit(own.pointee)
            return
        }
        follow(changes)
    }

    package func document(_ document: TextDocument, didAnnounce changes: ChangeSet, origin: EditSource, author: AnyObject?) {
        guard author !== self, !editObservers.isEmpty else { return }
        editObservers.notify(Self.edit(describing: changes, origin: origin, selection: selection))
    }

    private func follow(_ changes: ChangeSet) {
        // A proposal being decided was computed for the text before this change: it is stale.
        generation &+= 1
        var marked = markedRange
        if let range = marked {
            marked = Self.touches(changes, range) ? nil : Self.map(range, through: changes)
        }
        let old = selection
        let mapped = Self.map(old, through: changes)
        if let marked {
            let lower = Swift.min(Swift.max(mapped.location, marked.location), marked.upperBound)
            let upper = Swift.min(Swift.max(mapped.upperBound, lower), marked.upperBound)
            selection = NSRange(location: lower, length: upper - lower)
        } else {
            selection = snapped(mapped)
        }
        if markedRange != nil && marked == nil { undoStack.breakCoalescing() }
        markedRange = marked
        if let anchor = selectionAnchor, selection.length > 0 {
            selectionAnchor = anchor == old.location ? selection.location : selection.upperBound
        } else {
            selectionAnchor = nil
        }
        goalColumn = nil
        undoStack.rebase(through: changes)
    }

    /// A selection mapped through a change: a caret stays before text inserted at it; a range
    /// keeps text inserted at either edge outside; a range whose ends cross collapses to a caret.
    static func map(_ range: NSRange, through changes: ChangeSet) -> NSRange {
        if range.length == 0 {
            let caret = (try? changes.map(range.location, bias: .before)) ?? range.location
            return NSRange(location: caret, length: 0)
        }
        let start = (try? changes.map(range.location, bias: .after)) ?? range.location
        let end = (try? changes.map(range.upperBound, bias: .before)) ?? range.upperBound
        guard end >= start else { return NSRange(location: end, length: 0) }
        return NSRange(location: start, length: end - start)
    }

    // Whether a change replaces text of `marked` or inserts strictly inside it; text inserted at
    // its edges or replaced next to it leaves the composition alone.
    private static func touches(_ changes: ChangeSet, _ marked: NSRange) -> Bool {
        var touched = false
        changes.forEachReplacement { replacement in
            let range = replacement.range
            if range.isEmpty {
                if range.lowerBound > marked.location && range.lowerBound < marked.upperBound { touched = true }
            } else if range.lowerBound < marked.upperBound && range.upperBound > marked.location {
                touched = true
            }
        }
        return touched
    }

    // The TextEdit that edit observers hear for a change this control did not make: its
    // selection fields both hold the control's selection as the change left it.
    private static func edit(describing changes: ChangeSet, origin: EditSource, selection: NSRange) -> TextEdit {
        var ranges: [NSRange] = []
        var texts: [String] = []
        changes.forEachReplacement { replacement in
            ranges.append(NSRange(location: replacement.range.lowerBound, length: replacement.range.count))
            texts.append(replacement.text.string)
        }
        return TextEdit(
            ranges: ranges, replacements: texts, source: origin, selectionBefore: selection, selectionAfter: selection)
    }
}
