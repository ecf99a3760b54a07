import Foundation
import TextControls
import TextRope

/// One control under test, with what the `field` target knows about it independently of the
/// control: the text replayed from the edits its observer saw, and the text an undo of every
/// step must come back to.
final class ControlHarness {
    enum Kind: String {
        case field, view, searchBar
    }

    let index: Int
    let kind: Kind
    let model: TextInputModel
    let delegate: ScriptedDelegate
    /// The text rebuilt from every applied edit an edit observer was told about.
    private(set) var replay: [UInt16]
    /// The text before the oldest step the undo stack can hold: the text after the last
    /// programmatic change (which clears the history), or after an undo that failed (which drops
    /// the older steps). Unknown (nil) after a delegate substituted an undo edit, until the
    /// history is cleared or emptied.
    var undoBase: [UInt16]?
    /// Whether the field has an `editingDidEndOnExit` action (which makes Return resign).
    var hasExitAction = false
    private unowned let session: FieldSession

    /// Sets the text programmatically, from a step or from inside a delegate call. A set that
    /// changes nothing (the empty text set to empty) applies no edit for the observer to see, yet
    /// once accepted it ends the history all the same: undo starts over at this text then too.
    func setText(_ text: String, asRope: Bool) {
        let wasEmpty = replay.isEmpty
        if asRope { model.setTextRope(TextRope(text)) } else { model.text = text }
        if wasEmpty, text.isEmpty, !model.canUndo, !model.canRedo { undoBase = replay }
    }

    init(index: Int, kind: Kind, text: String, scope: FocusScope, pasteboard: Pasteboard, center: NotificationCenter, session: FieldSession) {
        self.index = index
        self.kind = kind
        self.session = session
        delegate = ScriptedDelegate(control: index, session: session)
        switch kind {
        case .field:
            let field = TextField(text: text, focusScope: scope)
            field.delegate = delegate
            model = field
        case .view:
            let view = TextView(text: text, focusScope: scope)
            view.delegate = delegate
            model = view
        case .searchBar:
            let bar = SearchBar(text: text, focusScope: scope)
            bar.delegate = delegate
            model = bar
        }
        replay = Array(text.utf16)
        undoBase = replay
        model.pasteboard = pasteboard
        model.notificationCenter = center
        model.addEditObserver { [unowned self] edit in self.observe(edit) }
        (model as? TextField)?.addEventObserver { [unowned session] event in session.record(index, .event(event)) }
    }

    var field: TextField? { model as? TextField }
    var view: TextView? { model as? TextView }
    var searchBar: SearchBar? { model as? SearchBar }

    /// The control's text as UTF-16.
    var units: [UInt16] {
        let rope = model.textRope
        return (try? rope.utf16CodeUnits(in: 0..<rope.utf16Count)) ?? []
    }

    /// Whether the control takes user actions now (enabled; for a view, editable and selectable).
    var acceptsUserActions: Bool {
        switch kind {
        case .field: return field?.isEnabled ?? false
        case .view: return (view?.isEditable ?? false) && (view?.isSelectable ?? false)
        case .searchBar: return searchBar?.isEnabled ?? false
        }
    }

    // An applied edit: its ranges must fit the replayed text as it was (sorted, disjoint, in
    // bounds); the replacement goes into the lowest range and the others are deleted.
    private func observe(_ edit: TextEdit) {
        var previousEnd = 0
        for range in edit.ranges {
            guard range.location >= previousEnd, isValid(range, in: replay.count) else {
                session.problem("applied edit \(describe(edit)) does not fit the text before it, \(escaped(replay))")
                return
            }
            previousEnd = range.location + range.length
        }
        guard !edit.ranges.isEmpty else {
            session.problem("applied edit without ranges")
            return
        }
        // Each range takes its text: the replacement in the lowest and nothing in the others,
        // unless the edit has a text per range (the undo of a multi-range edit).
        for (range, text) in zip(edit.ranges, edit.replacements).reversed() {
            replay.replaceSubrange(range.location..<(range.location + range.length), with: Array(text.utf16))
        }
        if edit.source == .programmatic { undoBase = replay }
        session.record(index, .applied(edit, text: String(decoding: replay, as: UTF16.self)))
    }
}
