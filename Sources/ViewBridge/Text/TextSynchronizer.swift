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
    var text: BoundText
    var selection: Binding<NSRange>?
    var isFocused: Binding<Bool>?
    var onTextEdit: ((TextEdit) -> Void)?

    /// What the comparisons of bound text with the model's cost so far (tests read it).
    var statistics = TextDifference.Statistics()
    /// How many changes from state were applied to the model as edits.
    var appliedChangeCount = 0
    // True while the synchronizer edits the model itself: those edits are not written back.
    var isApplyingState = false
    // Set by the edit observer while applying state: the edit the model applied.
    var appliedEdit: TextEdit?
    // The selection last written to or taken from the selection binding.
    var syncedSelection: NSRange?
    var isFocusChangeScheduled = false

    // The edit observer and the model it is registered with, while attached.
    var observer: ObserverToken?
    weak var model: TextInputModel?
    // Set while the wrapper's updateView runs: where write-backs and callbacks go meanwhile.
    var afterUpdate: ((@escaping () -> Void) -> Void)?

    init(text: BoundText) {
        self.text = text
    }

    func attach(to model: TextInputModel) {
        self.model = model
        observer = model.addEditObserver { [weak self, weak model] edit in
            guard let self, let model else { return }
            self.modelDidApply(edit, in: model)
        }
    }

    func detach(from model: TextInputModel) {
        if let observer { model.removeEditObserver(observer) }
        observer = nil
        self.model = nil
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
        switch text {
        case .string(let binding):
            let string = model.text
            deliver { binding.wrappedValue = string }
        case .rope(let binding):
            let rope = model.textRope
            deliver { binding.wrappedValue = rope }
        }
        writeSelection(selectionAfter)
        if let onTextEdit { deliver { onTextEdit(edit) } }
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
        self.text = text
        self.selection = selection
        self.isFocused = isFocused
        self.onTextEdit = onTextEdit
    }
}
