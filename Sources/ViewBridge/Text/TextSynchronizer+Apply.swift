import Foundation
import TextControls

// State → model: what `updateView` does with the bound text, selection and focus.
extension TextSynchronizer {
    /// Brings `model` in line with the bindings. Text and selection are left alone while marked
    /// (IME) text exists, so a composition survives any update; the composition's result is
    /// written back when it ends. Must run inside ``performUpdate(afterUpdate:_:)``.
    func applyState(to model: TextInputModel) {
        // Read every binding first, composing or not: what an update reads is what it depends on,
        // so a change made during a composition is seen again once it ends. A state lent to this
        // synchronizer holds the model's own text: it is only marked as read.
        let boundText: BoundValue?
        if let lentState, lentState.isLent(to: self) {
            UpdateTracking.recordRead(lentState)
            boundText = nil
        } else {
            boundText = BoundValue(text)
        }
        let wantedSelection = selection?.wrappedValue
        if model.markedRange == nil {
            isApplyingState = true
            if let boundText { applyText(boundText, to: model) }
            if let wantedSelection { applySelection(wantedSelection, to: model) }
            isApplyingState = false
        }
        scheduleFocusChange(for: model)
    }

    // Compares the bound text with the model's (O(1) for a rope the model itself wrote back) and
    // applies a difference as one programmatic edit, then puts the selection where it was.
    private func applyText(_ bound: BoundValue, to model: TextInputModel) {
        let target: TextRope
        switch bound {
        case .string(let string):
            guard model.text != string else { return }
            target = TextRope(string)
        case .rope(let rope):
            guard !rope.isIdentical(to: model.textRope) else { return }
            target = rope
        }
        let current = model.textRope
        guard let difference = TextDifference(from: current, to: target, statistics: &statistics) else { return }
        let applied = difference.aligned(old: current, new: target)
        let selectionBefore = model.selectedRange
        guard let replacement = try? target.string(utf16Range: applied.newRange) else { return }
        let range = NSRange(location: applied.oldRange.lowerBound, length: applied.oldRange.count)
        appliedEdit = nil
        try? model.replaceCharacters(in: range, with: replacement)
        guard let edit = appliedEdit, edit.ranges == [range], edit.replacement == replacement else {
            // The model refused the change (a validator) or a delegate substituted another: the
            // binding is brought back to what the control shows.
            scheduleTextWriteBack(from: model)
            return
        }
        appliedChangeCount += 1
        let start = applied.map(selectionBefore.location)
        let end = Swift.max(start, applied.map(selectionBefore.upperBound))
        model.selectedRange = NSRange(location: start, length: end - start)
    }

    // A selection binding that changed is applied (clamped to the text, widened to clusters); one
    // that did not while the model's selection moved (a change was applied around it) is brought up
    // to date after the update. Either way the binding ends up holding the model's selection.
    private func applySelection(_ wanted: NSRange, to model: TextInputModel) {
        guard wanted != model.selectedRange else {
            syncedSelection = wanted
            return
        }
        if wanted != syncedSelection {
            let length = model.textRope.utf16Count
            let start = Swift.min(Swift.max(wanted.location, 0), length)
            let end = Swift.min(Swift.max(wanted.location + Swift.max(wanted.length, 0), start), length)
            model.selectedRange = NSRange(location: start, length: end - start)
            syncedSelection = wanted
            if model.selectedRange == wanted { return }
        }
        scheduleSelectionWriteBack(from: model)
    }

    private func scheduleSelectionWriteBack(from model: TextInputModel) {
        deliver { [weak self, weak model] in
            guard let self, let model, let selection = self.selection else { return }
            let range = model.selectedRange
            self.syncedSelection = range
            selection.wrappedValue = range
        }
    }

    private func scheduleTextWriteBack(from model: TextInputModel) {
        deliver { [weak self, weak model] in
            guard let self, let model else { return }
            switch self.text {
            case .string(let binding): binding.wrappedValue = model.text
            case .rope(let binding): binding.wrappedValue = model.textRope
            }
        }
    }

    // Focus follows the binding only when they differ, and after the update: becoming or resigning
    // first responder calls the delegate, which writes state. A refusal (delegate, disabled
    // control) is written back, so the binding never claims a focus the control does not have.
    private func scheduleFocusChange(for model: TextInputModel) {
        // Read before anything else, so that the update depends on it even when a change is
        // already scheduled.
        guard let wanted = isFocused?.wrappedValue, wanted != model.isEditing, !isFocusChangeScheduled else { return }
        isFocusChangeScheduled = true
        deliver { [weak self, weak model] in
            guard let self else { return }
            self.isFocusChangeScheduled = false
            guard let model, let isFocused = self.isFocused else { return }
            let wantedNow = isFocused.wrappedValue
            if wantedNow != model.isEditing {
                if wantedNow {
                    model.becomeFirstResponder()
                } else {
                    model.resignFirstResponder()
                }
            }
            if model.isEditing != wantedNow { isFocused.wrappedValue = model.isEditing }
        }
    }
}

/// The value a text binding held when an update read it.
private enum BoundValue {
    case string(String)
    case rope(TextRope)

    init(_ text: BoundText) {
        switch text {
        case .string(let binding): self = .string(binding.wrappedValue)
        case .rope(let binding): self = .rope(binding.wrappedValue)
        }
    }
}
