import CICU
import Foundation
import ICUTestSupport
import TextControls

/// A plain model of one control, written from the documented behaviour of the controls (the
/// TextControls articles and the public API's documentation), never from their code: the text as
/// a flat `[UInt16]`, the selection, the marked range, and the state those documents describe.
/// Cluster, word and sentence boundaries come from ICU run on the flat text (`FlatICU`), lines and
/// paragraphs from a scan for their terminators (`ReferenceLines`).
///
/// Each user action is predicted from what it proposes, the delegate's recorded answers
/// (``ReferenceAnswers``) and the validator's verdict on the text the edit would leave.
struct ReferenceField {
    var units: [UInt16]
    var selection: NSRange
    var marked: NSRange?
    /// The fixed end of a selection the user is extending.
    var anchor: Int?
    /// Whether `anchor` is known: not after taking a selection from the control.
    var isAnchorKnown = true
    /// Whether a secure field's next insertion or backspace discards the whole text.
    var secureWipePending = false
    /// Whether the next insertion replaces the whole text.
    var clearsOnInsertion = false
    /// The undo history as the texts each step goes back to, oldest first; nil when unknown.
    var undoSteps: [UndoSnapshot]? = []
    /// The steps undone, as the texts redoing each comes back to, oldest first; nil when unknown.
    var redoSteps: [UndoSnapshot]? = []
    /// The settings of the control for the action being predicted.
    var settings: ReferenceSettings
    var answers = ReferenceAnswers()
    let boundaries: ReferenceBoundaries

    /// What undoing one step puts back. A step made of edits that coalesce (typing, backspaces,
    /// forward deletes, a composition) has no known start: undoing it is not predicted.
    struct UndoSnapshot {
        var units: [UInt16]
        var selection: NSRange
        var isKnown: Bool
    }

    init(units: [UInt16], settings: ReferenceSettings, boundaries: ReferenceBoundaries) {
        self.units = units
        selection = NSRange(location: units.count, length: 0)
        self.settings = settings
        self.boundaries = boundaries
    }

    var length: Int { units.count }
    var hasText: Bool { !units.isEmpty }

    func string(in range: NSRange) -> String {
        String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
    }

    /// Whether the user may act on the control at all, and edit through the keyboard.
    var accepts: Bool { settings.acceptsUserActions }
    var canEdit: Bool { settings.acceptsUserActions && settings.isEditing }

    /// `range` widened outward to whole clusters of `text`, as ``snapped(_:_:)``.
    func snapped(_ range: NSRange, in text: [UInt16]? = nil) -> NSRange {
        let text = text ?? units
        guard isValid(range, in: text.count) else { return range }
        return Self.snapped(range, boundaries.clusters(text))
    }

    /// `range` widened outward to whole `clusters` (the controls' documented rule for the
    /// ranges and selections of user actions); a caret inside a cluster moves to its end.
    static func snapped(_ range: NSRange, _ clusters: FlatICU) -> NSRange {
        var lower = range.location
        var upper = range.location + range.length
        if range.length == 0 {
            if !clusters.isBoundary(lower) { lower = clusters.after(lower) ?? lower }
            return NSRange(location: lower, length: 0)
        }
        if !clusters.isBoundary(lower) { lower = clusters.before(lower) ?? lower }
        if !clusters.isBoundary(upper) { upper = clusters.after(upper) ?? upper }
        return NSRange(location: lower, length: upper - lower)
    }
}

/// What the reference reads of a control before an action: its settings, not its state.
struct ReferenceSettings {
    var kind: ControlHarness.Kind
    var acceptsUserActions: Bool
    var isEditing: Bool
    var isSecure: Bool
    var scriptAwareBackspace: Bool
    var validator: TextValidator?
    var reportsCommitAsInsertionPoint: Bool
    var enablesReturnKeyAutomatically: Bool
    var exitsOnReturn: Bool
    var clearButtonMode: TextField.ViewMode
    var clearsOnBeginEditing: Bool
    var pasteboard: String?

    init(_ control: ControlHarness) {
        let model = control.model
        kind = control.kind
        acceptsUserActions = control.acceptsUserActions
        isEditing = model.isEditing
        isSecure = control.field?.isSecureTextEntry ?? false
        scriptAwareBackspace = model.backspaceMode == .scriptAware
        validator = model.validator
        reportsCommitAsInsertionPoint = model.reportsCommitAsInsertionPoint
        enablesReturnKeyAutomatically = control.field?.enablesReturnKeyAutomatically ?? false
        exitsOnReturn = control.hasExitAction
        clearButtonMode = control.field?.clearButtonMode ?? .never
        clearsOnBeginEditing = control.field?.clearsOnBeginEditing ?? false
        pasteboard = model.pasteboard.string
    }
}

/// ICU's boundaries of a flat text, with iterators opened once per run.
final class ReferenceBoundaries {
    private let characters = FlatICU.Iterator(CICU_BREAK_CHARACTER)
    private let words = FlatICU.Iterator(CICU_BREAK_WORD)
    private let sentences = FlatICU.Iterator(CICU_BREAK_SENTENCE)

    func clusters(_ units: [UInt16]) -> FlatICU { FlatICU(characters, units) }
    func words(_ units: [UInt16]) -> FlatICU { FlatICU(words, units) }
    func sentences(_ units: [UInt16]) -> FlatICU { FlatICU(sentences, units) }
}
