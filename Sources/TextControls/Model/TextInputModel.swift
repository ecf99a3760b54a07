import Foundation
import TextBoundaries
import TextDocument
import TextRope

/// The editing engine that ``TextField``, ``TextView`` and ``SearchBar`` share: text in a
/// `TextDocument`, selection, marked (IME) text, undo, focus, and the one edit pipeline every
/// change goes through.
///
/// The document may be shared with other controls (two views of one text) and changed by code
/// or collaborators directly (`TextDocument.apply(_:origin:)`). Such a change from elsewhere is
/// applied without asking this control's delegate: the selection and marked text are mapped
/// through it (text inserted exactly at a selection's edge stays outside it, a caret stays
/// before text inserted at it, and the result is widened to whole grapheme clusters), and the
/// undo history is rebased over it, so that undo removes only this control's own edits. A
/// composition that the change does not touch goes on; one whose marked text the change
/// replaces or inserts into ends, what remains of the marked text staying as ordinary text.
///
/// All ranges and offsets are UTF-16 code units (`NSRange`). Caret and selection always lie on
/// grapheme cluster boundaries (ICU extended clusters) unless IME composition is active, when the
/// selection lies inside the marked text.
///
/// Like UIKit's controls, a model is used from one thread at a time.
public class TextInputModel {
    // Unchecked exclusivity on the state every edit touches: a model is used from one thread at a
    // time, and its own code never holds an access across a call out to a delegate or observer.

    /// The document holding the text (possibly shared with other controls).
    public let document: TextDocument
    /// The text as a rope: an O(1) snapshot of the document's text.
    public var textRope: TextRope { document.text }
    /// The selection (a caret when empty), in UTF-16 code units.
    @exclusivity(unchecked) public internal(set) var selection: NSRange
    /// The marked (IME) text range, or `nil` when no composition is active.
    @exclusivity(unchecked) public internal(set) var markedRange: NSRange?
    /// The number of grapheme clusters in the text. O(1) once counted: the document maintains it
    /// on every change from then on. A text field and a search bar count when they are made; a
    /// text view, whose text may be a whole file, the first time it is asked (O(n) then).
    public var graphemeCount: Int { document.graphemeCount }
    /// The edit being proposed while the delegate is asked about it (so a UIKit-shaped method
    /// can see its source and selection); `nil` otherwise. O(1); reading it copies the edit.
    public var proposedEdit: TextEdit? { proposal?.pointee }
    // Where the edit being decided lives (a parameter of the pipeline's `decide`, valid while the
    // delegate is asked): it is read only when a delegate asks, instead of being copied into the
    // model on every edit.
    @exclusivity(unchecked) var proposal: UnsafePointer<TextEdit>?
    /// The one-range array shown to the UIKit-shaped delegate method, reused from edit to edit.
    @exclusivity(unchecked) var singleRange = [NSRange(location: 0, length: 0)]

    /// The controls among which this one competes for focus.
    public let focusScope: FocusScope
    /// The pasteboard `copy`, `cut` and `paste()` use.
    @exclusivity(unchecked) public var pasteboard: Pasteboard = .general
    /// Where notifications are posted (`.default` unless set); `nil` posts none, which saves the
    /// cost of posting (about a third of a keystroke) when nobody observes them.
    @exclusivity(unchecked) public var notificationCenter: NotificationCenter? = .default
    /// Whether the control is first responder (editing).
    @exclusivity(unchecked) public internal(set) var isEditing = false

    /// Whether the next insertion replaces the whole text (then resets), like UIKit's.
    @exclusivity(unchecked) public var clearsOnInsertion = false
    /// How Backspace deletes; see ``BackspaceMode``.
    @exclusivity(unchecked) public var backspaceMode: BackspaceMode = .cluster
    /// Checks the text after every edit, Qt-style; see ``TextValidator``.
    @exclusivity(unchecked) public var validator: TextValidator? {
        didSet { hasValidator = validator != nil }
    }
    // Whether `validator` is set, read on every edit without copying the existential.
    @exclusivity(unchecked) private(set) var hasValidator = false
    /// Report an IME commit to the range-based delegate methods as an insertion point at the end of
    /// the marked text (iOS 26's shape) instead of the marked range (iOS 18 and earlier, default).
    @exclusivity(unchecked) public var reportsCommitAsInsertionPoint = false

    @exclusivity(unchecked) var undoStack = UndoStack()
    @exclusivity(unchecked) var editObservers = ObserverList<TextEdit>()
    /// Bumped on every applied text change and when a set of the text that changes nothing ends
    /// the history; a delegate that did either while being asked about an edit makes that edit
    /// stale.
    @exclusivity(unchecked) var generation = 0
    /// The grapheme count after the last edit a policy asked about (see `graphemeCount(after:)`).
    @exclusivity(unchecked) var graphemeForecast: GraphemeForecast?
    /// The fixed end of a selection being extended; the other end moves.
    @exclusivity(unchecked) var selectionAnchor: Int?
    /// The display column up/down movement aims for (text view), kept across vertical moves.
    @exclusivity(unchecked) var goalColumn: Int?
    /// The edit this control is applying to its document, while the document applies it (a
    /// parameter of `apply`, read only when the document calls back).
    @exclusivity(unchecked) var ownEdit: UnsafePointer<OwnEdit>?
    /// Open undo groups (``beginUndoGrouping()``): while above 0, edits join one undo step.
    @exclusivity(unchecked) var undoGroupDepth = 0
    @exclusivity(unchecked) var refusalObservers = ObserverList<ValidatorRefusal>()

    init(document: TextDocument, scope focusScope: FocusScope?, countsGraphemesNow: Bool = true) {
        self.document = document
        selection = NSRange(location: document.utf16Count, length: 0)
        self.focusScope = focusScope ?? FocusScope()
        if countsGraphemesNow { _ = document.graphemeCount }
        document.attach(self)
    }

    deinit {
        document.detach(self)
    }


    // MARK: - Programmatic API (silent: no UIKit delegate calls, no events)

    /// The text. Setting it is programmatic: no `shouldChange…` call and no event; the caret goes
    /// to the end, marked text is dropped and the undo history is cleared. O(n).
    public var text: String {
        get { String(textRope) }
        set { setText(newValue, length: newValue.utf16.count) }
    }

    /// Whether the text is not empty. O(1).
    public var hasText: Bool { !textRope.isEmpty }

    /// Replaces the whole text, as setting ``text`` does. O(n): the delegate's `shouldApply` sees
    /// the new text as a `String`, so a lone surrogate in `rope` arrives as U+FFFD, as it would
    /// through ``text``.
    public func setTextRope(_ rope: TextRope) {
        setText(String(rope), length: rope.utf16Count)
    }

    func setText(_ string: String, length: Int) {
        let whole = NSRange(location: 0, length: document.utf16Count)
        let edit = TextEdit(
            ranges: [whole], replacement: string, source: .programmatic, selectionBefore: selection,
            selectionAfter: NSRange(location: length, length: 0))
        propose(edit, settingText: true)
    }

    /// Replaces the UTF-16 `range` programmatically (no `shouldChange…` call, no event). A range
    /// that splits a grapheme cluster is widened to whole clusters, and an insertion point inside
    /// a cluster moves to its end; the caret goes after the new text.
    /// - Throws: `TextRangeError` for a range outside the text; nothing changes then.
    public func replaceCharacters(in range: NSRange, with string: String) throws(TextRangeError) {
        let valid = try textRope.utf16Range(location: range.location, length: range.length)
        let target = snapped(NSRange(location: valid.lowerBound, length: valid.count))
        propose(TextEdit(range: target, replacement: string, source: .programmatic, selectionBefore: selection))
    }

    /// Sets the selection programmatically (UTF-16), widened to whole grapheme clusters.
    /// - Throws: `TextRangeError` for a range outside the text; nothing changes then.
    public func setSelectedRange(_ range: NSRange) throws(TextRangeError) {
        let valid = try textRope.utf16Range(location: range.location, length: range.length)
        markedRange = nil
        let snapped = snapped(NSRange(location: valid.lowerBound, length: valid.count))
        selectionAnchor = nil
        goalColumn = nil
        guard snapped != selection else { return }
        selection = snapped
        undoStack.breakCoalescing()
        announceProgrammaticSelectionChange()
    }

    /// The text in a UTF-16 range; lone surrogates read as U+FFFD.
    /// - Throws: `TextRangeError` for a range outside the text.
    public func text(in range: NSRange) throws(TextRangeError) -> String {
        try textRope.string(utf16Range: textRope.utf16Range(location: range.location, length: range.length))
    }

    /// Calls `observer` after every applied edit, with the edit as applied (a delta). Returns a
    /// token for ``removeEditObserver(_:)``.
    @discardableResult
    public func addEditObserver(_ observer: @escaping (TextEdit) -> Void) -> ObserverToken {
        editObservers.add(observer)
    }

    /// Removes an edit observer.
    public func removeEditObserver(_ token: ObserverToken) {
        editObservers.remove(token)
    }

    // MARK: - Hooks the controls override

    // The UIKit-shaped `shouldChange…` question; the default implementation allows everything.
    func askShouldChange(_ ranges: [NSRange], _ replacement: String) -> Bool { true }
    // The TextEdit-shaped question every source goes through.
    func askShouldApply(_ edit: TextEdit) -> TextEditDecision { .accept }
    // After a user edit was applied: selection delegate call, change events, notifications.
    func announceUserEdit(_ edit: TextEdit, selectionChanged: Bool) {}
    // After the user moved the selection without editing.
    func announceUserSelectionChange() {}
    // After code set the selection.
    func announceProgrammaticSelectionChange() {}
    func askShouldBeginEditing() -> Bool { true }
    func askShouldEndEditing() -> Bool { true }
    // Runs once the control is first responder, before the did-begin announcements.
    func prepareForEditing() {}
    func announceDidBeginEditing() {}
    func announceDidEndEditing() {}
    // Whether user actions are allowed at all (enabled, editable).
    var acceptsUserActions: Bool { true }
    // Whether `copy`/`cut` may read the text (a secure field forbids it).
    var allowsCopy: Bool { true }
    // A user edit about to be proposed, rewritten by the control (the secure field's wipe),
    // with the ranges its UIKit-shaped delegate method should see instead, if they differ; nil
    // when the control keeps the edit as it is.
    func rewriteUserEdit(_ edit: TextEdit) -> (edit: TextEdit, uikitRanges: [NSRange]?)? { nil }
    // Called after a user edit replaced the whole old text: one rewritten by `rewriteUserEdit`
    // (a secure field's wipe), or the first insertion under `clearsOnInsertion`.
    func didDiscardOldText() {}
    // A "\n" from the keyboard: the field and search bar treat it as Return and return true;
    // the text view inserts it.
    func handleReturnKey() -> Bool { false }
    // Backspace at offset 0 with nothing selected: nothing for fields (UIKit does not ask),
    // unless it is a secure field's wipe; the text view asks its delegate with {0,0}.
    func deleteBackwardAtStart() {}
    // Up/down in a single-line control go to the start or end; the text view moves between lines
    // keeping the goal column.
    func verticalStep(from position: Int, forward: Bool) -> Int {
        forward ? document.utf16Count : 0
    }
}

