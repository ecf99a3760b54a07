import Foundation
import TextControls

/// The text a wrapper is bound to.
enum BoundText {
    /// A string: simple, and O(n) per change (the whole text is read and compared).
    case string(Binding<String>)
    /// A rope: user edits are written back in O(1) (the model's own snapshot) and changes from
    /// elsewhere are applied as one minimal edit, so typing costs the same in any document size.
    case rope(Binding<TextRope>)
}

/// Keeps one text model and its bindings (text, selection, focus) in line, both ways, for a
/// wrapper's coordinator.
///
/// Model → state: every applied edit not made by the synchronizer itself writes the text (and the
/// selection) back; so do selection and focus changes. State → model (`applyState`, from
/// `updateView`): the bound text is compared with the model's and, when it differs, applied as one
/// minimal programmatic edit that keeps the selection in place; never while IME composition is
/// active; focus changes run after the update. While the wrapper's `updateView` runs, write-backs
/// and the wrapper's callbacks are scheduled after the update instead of re-entering it.
final class TextSynchronizer {
    // Its state skips dynamic exclusivity checks (several per keystroke): a synchronizer is used
    // from one thread, and no access to it is held across a call out.
    @exclusivity(unchecked) var text: BoundText
    @exclusivity(unchecked) var selection: Binding<NSRange>?
    @exclusivity(unchecked) var isFocused: Binding<Bool>?
    @exclusivity(unchecked) var onTextEdit: ((TextEdit) -> Void)?

    /// What the comparisons of bound text with the model's cost so far (tests read it).
    @exclusivity(unchecked) var statistics = TextDifference.Statistics()
    /// How many changes from state were applied to the model as edits.
    @exclusivity(unchecked) var appliedChangeCount = 0
    // True while the synchronizer edits the model itself: those edits are not written back.
    @exclusivity(unchecked) var isApplyingState = false
    // Set by the edit observer while applying state: the edit the model applied.
    @exclusivity(unchecked) var appliedEdit: TextEdit?
    // The selection last written to or taken from the selection binding.
    @exclusivity(unchecked) var syncedSelection: NSRange?
    @exclusivity(unchecked) var isFocusChangeScheduled = false

    // The edit observer and the model it is registered with, while attached.
    @exclusivity(unchecked) var observer: ObserverToken?
    @exclusivity(unchecked) weak var model: TextInputModel?
    // The state lent to this synchronizer (its value read through the model's text), and how
    // it reads it: between keystrokes the model alone holds its text, so that a keystroke edits
    // it in place (a snapshot held by the state made every keystroke copy the rope's path).
    @exclusivity(unchecked) var lentState: StateStorage<TextRope>?
    @exclusivity(unchecked) var ropeReader: (() -> TextRope)?
    // Set while the wrapper's updateView runs: where write-backs and callbacks go meanwhile.
    @exclusivity(unchecked) var afterUpdate: ((@escaping () -> Void) -> Void)?

    init(text: BoundText) {
        self.text = text
    }

    func attach(to model: TextInputModel) {
        self.model = model
        // The observer runs on every keystroke, so it neither loads a weak reference nor retains
        // the model. It holds the synchronizer, which holds the model weakly, so the two form no
        // cycle; `detach` removes it (the host dismantles its view even when it is released
        // mounted). Only the model calls it, so the model it names is alive whenever it runs.
        let unretainedModel = Unmanaged.passUnretained(model)
        observer = model.addEditObserver { [self] edit in
            unretainedModel._withUnsafeGuaranteedRef { self.modelDidApply(edit, in: $0) }
        }
        // A weak reference held in a constant: a closure's captured weak variable is a box whose
        // every read was checked for exclusive access at run time.
        let weakModel = WeakReference(model)
        ropeReader = { weakModel.object?.textRope ?? TextRope() }
    }

    func detach(from model: TextInputModel) {
        endLoan()
        if let observer { model.removeEditObserver(observer) }
        observer = nil
        ropeReader = nil
        self.model = nil
    }

    /// Gives the lent state its value back, if one is lent.
    func endLoan() {
        lentState?.endLoan(from: self)
        lentState = nil
    }

    /// Runs `body` (the wrapper's `updateView`) with write-backs and callbacks scheduled through
    /// `afterUpdate` until it returns.
    func performUpdate(afterUpdate: @escaping (@escaping () -> Void) -> Void, _ body: () -> Void) {
        self.afterUpdate = afterUpdate
        defer { self.afterUpdate = nil }
        body()
    }

    /// Runs `action` now, or after the update when called during the wrapper's `updateView`.
    func deliver(_ action: @escaping () -> Void) {
        if let afterUpdate {
            afterUpdate(action)
        } else {
            action()
        }
    }

    // MARK: - Model → state

    private func modelDidApply(_ edit: TextEdit, in model: TextInputModel) {
        if isApplyingState {
            appliedEdit = edit
            return
        }
        let selectionAfter = model.selectedRange
        // Outside an update (a keystroke) the writes are made at once, with no closure to allocate.
        switch text {
        case .string(let binding):
            let string = model.text
            if afterUpdate == nil { binding.wrappedValue = string } else { deliver { binding.wrappedValue = string } }
        case .rope(let binding):
            if afterUpdate == nil, let ropeReader, lend(binding, reader: ropeReader, changed: Self.changesText(edit)) { break }
            let rope = model.textRope
            if afterUpdate == nil { binding.wrappedValue = rope } else { deliver { binding.wrappedValue = rope } }
        }
        writeSelection(selectionAfter)
        if let onTextEdit { deliver { onTextEdit(edit) } }
    }

    // Writes the model's text back by lending it the bound state, when the binding is a state's.
    private func lend(_ binding: Binding<TextRope>, reader: @escaping () -> TextRope, changed: Bool) -> Bool {
        if let lentState, lentState.isLent(to: self), !UpdateTracking.isUpdating {
            // Lent already (every keystroke after the first): the hosts only need telling.
            if changed { lentState.lentValueDidChange(transaction: binding.transaction) }
            return true
        }
        if let lentState, lentState !== binding.stateStorage { endLoan() }
        guard binding.lend(to: self, placeholder: TextRope(), reader: reader, changed: changed) else { return false }
        lentState = binding.stateStorage
        return true
    }

    // Whether `edit` replaced any text (an edit may move only the selection or the marked range).
    private static func changesText(_ edit: TextEdit) -> Bool {
        if edit.utf16Delta != 0 || !edit.replacement.isEmpty || edit.hasReplacementPerRange { return true }
        if edit.rangeCount == 1 { return edit.range.length > 0 }
        return edit.ranges.contains { $0.length > 0 }
    }

    /// The model's selection changed by a user action (not by an edit, which writes it too).
    func modelDidChangeSelection(_ model: TextInputModel) {
        guard !isApplyingState else { return }
        writeSelection(model.selectedRange)
    }

    /// The model began or ended editing.
    func modelDidChangeFocus(_ isEditing: Bool) {
        guard let isFocused else { return }
        deliver { isFocused.wrappedValue = isEditing }
    }

    /// The model began or ended editing; `onEditingChanged` is told after the focus binding.
    func modelDidChangeFocus(_ isEditing: Bool, onEditingChanged: @escaping (Bool) -> Void) {
        modelDidChangeFocus(isEditing)
        deliver { onEditingChanged(isEditing) }
    }

    private func writeSelection(_ range: NSRange) {
        guard let selection else { return }
        syncedSelection = range
        deliver { selection.wrappedValue = range }
    }
}

extension TextSynchronizer {
    /// Takes the bindings and closures of the wrapper's latest value.
    func configure(
        text: BoundText, selection: Binding<NSRange>?, isFocused: Binding<Bool>?, onTextEdit: ((TextEdit) -> Void)?
    ) {
        if let lentState {
            if case .rope(let binding) = text, binding.stateStorage === lentState {} else { endLoan() }
        }
        self.text = text
        self.selection = selection
        self.isFocused = isFocused
        self.onTextEdit = onTextEdit
    }
}

/// A weak reference as a value, to capture in a closure as a constant.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
