import Foundation
import TextControls

extension FieldActions {
    /// Undoes every step, then redoes as many, with delegates accepting everything, no validator
    /// and user actions allowed: undo must reach the text the history starts from (when known),
    /// redo must come back to the text before.
    func roundTrip() throws(FuzzFailure) -> String {
        begin(.roundTrip, "undo all, redo all")
        session.acceptsEverything = true
        let validator = model.validator
        model.validator = nil
        let restoreActions = allowUserActions()
        defer {
            restoreActions()
            model.validator = validator
            session.acceptsEverything = false
        }
        model.unmarkText()
        let top = control.units
        var undone = 0
        while model.canUndo && undone < 1000 {
            guard model.undo() else { throw FuzzFailure("undo \(undone + 1) refused with an accepting delegate") }
            undone += 1
        }
        if let base = control.undoBase, control.units != base {
            throw FuzzFailure("undoing \(undone) steps gave \(escaped(control.units)), expected \(escaped(base))")
        }
        control.undoBase = control.units
        // Exactly as many redos: steps undone before the round trip may wait below them.
        for redone in 0..<undone {
            guard model.redo() else { throw FuzzFailure("redo \(redone + 1) of \(undone) refused with an accepting delegate") }
        }
        guard control.units == top else {
            throw FuzzFailure("\(undone) undos and redos gave \(escaped(control.units)), expected \(escaped(top))")
        }
        return "round trip of \(undone) steps"
    }

    // Enables the control for user actions; returns what puts the properties back (silently: a
    // control that could not act was not editing, and the round trip does not begin editing).
    private func allowUserActions() -> () -> Void {
        if let field = control.field {
            let enabled = field.isEnabled
            field.isEnabled = true
            return { field.isEnabled = enabled }
        }
        if let view = control.view {
            let (editable, selectable) = (view.isEditable, view.isSelectable)
            view.isEditable = true
            view.isSelectable = true
            return {
                view.isEditable = editable
                view.isSelectable = selectable
            }
        }
        guard let bar = control.searchBar else { return {} }
        let enabled = bar.isEnabled
        bar.isEnabled = true
        return { bar.isEnabled = enabled }
    }

    /// Changes one property; disabling a control that is editing ends editing by force.
    func changeSetting(_ pick: UInt8) -> String {
        let field = control.field
        let bar = control.searchBar
        switch pick % 12 {
        case 0:
            return toggled("toggle enabled", field: \.isEnabled, view: \.isEditable, bar: \.isEnabled)
        case 1:
            return toggled(
                "toggle secure / selectable / cancel button", field: \.isSecureTextEntry, view: \.isSelectable, bar: \.showsCancelButton)
        case 2:
            return toggled("toggle clearsOnBeginEditing / bookmark button", field: \.clearsOnBeginEditing, bar: \.showsBookmarkButton)
        case 3:
            return performed(.setting, "toggle clearsOnInsertion") { model.clearsOnInsertion.toggle() }
        case 4:
            let mode = TextField.ViewMode.allCases[Int(input.byte()) % TextField.ViewMode.allCases.count]
            return performed(.setting, "clearButtonMode = .\(mode) / toggle results button") {
                field?.clearButtonMode = mode
                bar?.showsSearchResultsButton.toggle()
            }
        case 5:
            return performed(.setting, "toggle enablesReturnKeyAutomatically / scope titles") {
                field?.enablesReturnKeyAutomatically.toggle()
                if let bar { bar.scopeButtonTitles = bar.scopeButtonTitles.isEmpty ? ["All", "Mine", "Theirs"] : [] }
            }
        case 6:
            return performed(.setting, "toggle backspaceMode") {
                model.backspaceMode = model.backspaceMode == .cluster ? .scriptAware : .cluster
            }
        case 7:
            return performed(.setting, "toggle reportsCommitAsInsertionPoint") { model.reportsCommitAsInsertionPoint.toggle() }
        case 8:
            return performed(.setting, "toggle validator") { model.validator = model.validator == nil ? NoHashValidator() : nil }
        case 9:
            return performed(.setting, "toggle editingDidEndOnExit action") {
                if let field {
                    if control.hasExitAction { field.removeAllActions() } else { field.addAction(for: .editingDidEndOnExit) { _ in } }
                    control.hasExitAction.toggle()
                }
            }
        case 10:
            let text: String? = input.byte() & 1 == 0 ? session.string() : nil
            return performed(.setting, "pasteboard = \(text.map { escaped($0.utf16) } ?? "nil")") { model.pasteboard.string = text }
        default:
            let index = Int(input.byte() % 3)
            return performed(.setting, "selectedScopeButtonIndex = \(index)") { bar?.selectedScopeButtonIndex = index }
        }
    }

    // Toggles one property of whichever control this is (none where its path is nil).
    private func toggled(
        _ name: String, field: ReferenceWritableKeyPath<TextField, Bool>? = nil, view: ReferenceWritableKeyPath<TextView, Bool>? = nil,
        bar: ReferenceWritableKeyPath<SearchBar, Bool>
    ) -> String {
        performed(.setting, name) {
            if let field, let target = control.field { target[keyPath: field].toggle() }
            if let view, let target = control.view { target[keyPath: view].toggle() }
            if let target = control.searchBar { target[keyPath: bar].toggle() }
        }
    }

    /// The search bar's own buttons (the other controls copy instead).
    func pressButton(_ pick: UInt8) -> String {
        guard let bar = control.searchBar else { return "no button" }
        switch pick % 4 {
        case 0: return performed(.button, "tapCancelButton") { bar.tapCancelButton() }
        case 1: return performed(.button, "tapBookmarkButton") { bar.tapBookmarkButton() }
        case 2: return performed(.button, "tapResultsListButton") { bar.tapResultsListButton() }
        default:
            let index = input.int(in: -1...3)
            begin(.button, "selectScopeButton(at: \(index))")
            bar.selectScopeButton(at: index)
            return "selectScopeButton"
        }
    }
}

/// A validator for the fuzzer: "#" makes a text invalid, a trailing space intermediate (fixed up
/// by dropping trailing spaces).
struct NoHashValidator: TextValidator {
    func validate(_ text: String) -> ValidationState {
        text.contains("#") ? .invalid : text.hasSuffix(" ") ? .intermediate : .acceptable
    }

    func fixup(_ text: String) -> String {
        var fixed = text
        while fixed.hasSuffix(" ") { fixed.removeLast() }
        return fixed
    }
}
