import Foundation
import TextBoundaries
import TextRope

// User actions that edit. Each builds the TextEdit whose range and replacement UIKit would show the
// delegate for it (the range of the selection, of the cluster deleted, of the marked text…) and
// proposes it; none of them splits a grapheme cluster.
extension TextInputModel {
    /// Inserts `text` at the selection as one keyboard `insertText` (a key press, or an IME commit
    /// when marked text exists, which it then replaces). A lone "\n" is the Return key: a text
    /// field or search bar handles it as ``TextField/pressReturn()`` does instead of inserting it
    /// (committing marked text as it is, then Return). Returns whether the text changed.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard acceptsUserActions, isEditing else { return false }
        if text == "\n" && handleReturnKey() { return false }
        if let marked = markedRange {
            return commitComposition(replacing: marked, with: text)
        }
        return proposeInsertion(text, source: .typing)
    }

    /// Types `text` key by key: one ``insertText(_:)`` per grapheme cluster.
    public func type(_ text: String) {
        for character in text { insertText(String(character)) }
    }

    /// Pastes `text` (or the pasteboard's string) over the selection in one edit.
    @discardableResult
    public func paste(_ text: String? = nil) -> Bool {
        guard acceptsUserActions, isEditing, let string = text ?? pasteboard.string else { return false }
        endComposition()
        undoStack.breakCoalescing()
        return proposeInsertion(string, source: .paste)
    }

    /// Drops `text` at a UTF-16 offset (snapped to a cluster boundary), like a drag and drop.
    /// Pending marked text is committed first; if the delegate's answer to that leaves the offset
    /// past the end of the text, nothing is dropped.
    /// - Throws: `TextRangeError` for an offset outside the text.
    @discardableResult
    public func drop(_ text: String, at offset: Int) throws(TextRangeError) -> Bool {
        let valid = try textRope.utf16Range(location: offset, length: 0)
        guard acceptsUserActions else { return false }
        endComposition()
        guard valid.lowerBound <= document.utf16Count else { return false }
        undoStack.breakCoalescing()
        let point = snapped(NSRange(location: valid.lowerBound, length: 0))
        return propose(TextEdit(range: point, replacement: text, source: .drop, selectionBefore: selection))
    }

    /// Copies the selected text to the pasteboard. Returns false with an empty selection.
    @discardableResult
    public func copy() -> Bool {
        guard selection.length > 0, allowsCopy, let string = try? text(in: selection) else { return false }
        pasteboard.string = string
        return true
    }

    /// Copies the selection to the pasteboard and deletes it.
    @discardableResult
    public func cut() -> Bool {
        guard acceptsUserActions, isEditing, selection.length > 0, allowsCopy else { return false }
        // Committing marked text collapses a selection inside it: nothing is left to cut then.
        endComposition()
        guard selection.length > 0, let string = try? text(in: selection) else { return false }
        undoStack.breakCoalescing()
        let applied = propose(TextEdit(range: selection, replacement: "", source: .cut, selectionBefore: selection))
        if applied { pasteboard.string = string }
        return applied
    }

    /// Replaces exactly `range` (UTF-16, snapped outward to cluster boundaries) with `text`, as
    /// autocorrect, QuickType or dictation do while the control is editing (otherwise nothing
    /// happens). Returns whether the edit was applied. O(log n + m + the clusters at the ends)
    /// for a text of n units and m new ones, plus what the delegate does.
    /// - Throws: `TextRangeError` for a range outside the text.
    @discardableResult
    public func userReplace(_ range: NSRange, with text: String) throws(TextRangeError) -> Bool {
        try userReplace([range], with: text)
    }

    /// Replaces several UTF-16 ranges at once (a multi-range edit): `text` goes into the lowest
    /// range and the others are deleted. Ranges are snapped outward to cluster boundaries, and
    /// must not overlap. Nothing happens unless the control is editing. Pending marked text is
    /// committed first; if the delegate's answer to that leaves the ranges outside the text or
    /// overlapping, nothing is replaced. O(k log k + k log n + m) for k ranges.
    /// - Throws: `TextRangeError`: `.rangeOutOfBounds` for the first range outside the text,
    ///   `.overlappingRanges` (naming the snapped ranges) for two that overlap once snapped.
    @discardableResult
    public func userReplace(_ ranges: [NSRange], with text: String) throws(TextRangeError) -> Bool {
        _ = try snappedDisjoint(ranges)
        guard acceptsUserActions, isEditing, !ranges.isEmpty else { return false }
        endComposition()
        // The commit may have changed the text: snap again, on the text as it is now.
        guard let snappedRanges = try? snappedDisjoint(ranges), let first = snappedRanges.first else { return false }
        undoStack.breakCoalescing()
        let caret = NSRange(location: first.location + text.utf16.count, length: 0)
        return propose(
            TextEdit(
                ranges: snappedRanges, replacement: text, source: .autocorrect, selectionBefore: selection,
                selectionAfter: caret))
    }

    // `ranges` validated, snapped outward to clusters and sorted; overlapping ones throw.
    private func snappedDisjoint(_ ranges: [NSRange]) throws(TextRangeError) -> [NSRange] {
        var snappedRanges: [NSRange] = []
        for range in ranges {
            let valid = try textRope.utf16Range(location: range.location, length: range.length)
            snappedRanges.append(snapped(NSRange(location: valid.lowerBound, length: valid.count)))
        }
        snappedRanges.sort { $0.location < $1.location }
        for (a, b) in zip(snappedRanges, snappedRanges.dropFirst()) where a.upperBound > b.location {
            throw .overlappingRanges(location: b.location, length: b.length, otherLocation: a.location, otherLength: a.length)
        }
        return snappedRanges
    }

    /// Deletes the selection, or the grapheme cluster before the caret (see ``backspaceMode``);
    /// at the start of the text it does nothing. Inside marked text it shortens the composition.
    public func deleteBackward() {
        guard acceptsUserActions, isEditing else { return }
        if let marked = markedRange {
            shortenComposition(marked)
            return
        }
        if selection.length > 0 {
            proposeDeletion(selection, source: .deleteBackward)
            return
        }
        guard let range = backspaceRange(before: selection.location) else {
            deleteBackwardAtStart()
            return
        }
        proposeDeletion(range, source: .deleteBackward)
    }

    /// Deletes the selection, or the grapheme cluster after the caret.
    public func deleteForward() {
        guard acceptsUserActions, isEditing else { return }
        endComposition()
        if selection.length > 0 {
            proposeDeletion(selection, source: .deleteForward)
            return
        }
        guard let end = try? textRope.graphemeBoundary(after: selection.location) else { return }
        proposeDeletion(NSRange(location: selection.location, length: end - selection.location), source: .deleteForward)
    }

    /// Deletes the selection, or back to the start of the word before the caret (⌥⌫).
    public func deleteWordBackward() {
        guard acceptsUserActions, isEditing else { return }
        endComposition()
        undoStack.breakCoalescing()
        if selection.length > 0 {
            proposeDeletion(selection, source: .deleteWord)
            return
        }
        let caret = selection.location
        guard caret > 0, let wordStart = try? textRope.wordStart(before: caret) else { return }
        let start = clusterBoundary(wordStart, forward: false)
        proposeDeletion(NSRange(location: start, length: caret - start), source: .deleteWord)
    }

    func proposeDeletion(_ range: NSRange, source: TextEdit.Source) {
        propose(TextEdit(range: range, replacement: "", source: source, selectionBefore: selection))
    }

    // Typing, paste: replace the selection; `clearsOnInsertion` widens the first insertion to
    // the whole text. (Undo coalescing follows from the step kinds: see UndoStack.)
    func proposeInsertion(_ text: String, source: TextEdit.Source) -> Bool {
        if clearsOnInsertion {
            let whole = NSRange(location: 0, length: document.utf16Count)
            let edit = TextEdit(range: whole, replacement: text, source: .clearOnInsertion, selectionBefore: selection)
            let applied = propose(edit)
            if applied {
                clearsOnInsertion = false
                didDiscardOldText()
            }
            return applied
        }
        return propose(TextEdit(range: selection, replacement: text, source: source, selectionBefore: selection))
    }

    // The range Backspace removes before `caret`: the previous cluster, or in script-aware mode
    // only its last scalar when the cluster is a base with marks in the scripts that keyboards
    // delete mark by mark.
    private func backspaceRange(before caret: Int) -> NSRange? {
        guard caret > 0, let start = try? textRope.graphemeBoundary(before: caret) else { return nil }
        let cluster = NSRange(location: start, length: caret - start)
        guard backspaceMode == .scriptAware, let text = try? text(in: cluster) else { return cluster }
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > 1, let last = scalars.last, BackspaceMode.deletesMarkByMark(last) else {
            return cluster
        }
        let length = last.utf16.count
        return NSRange(location: caret - length, length: length)
    }
}

/// How Backspace deletes the cluster before the caret.
public enum BackspaceMode: String, Hashable, Sendable {
    /// The whole grapheme cluster, always (UIKit's documented behaviour; the default).
    case cluster
    /// Emoji sequences, flags and keycaps go whole; a mark after a base in the scripts of
    /// U+0530–U+194F (Armenian, Hebrew, Arabic, Indic, Thai, Lao, Tibetan, Myanmar,
    /// Georgian, Ethiopic, Khmer, Mongolian, Limbu) and Hangul jamo goes one scalar at a time,
    /// the way keyboards delete them.
    case scriptAware

    static func deletesMarkByMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0530...0x194F, 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }
}
