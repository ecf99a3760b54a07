import Foundation
import TextControls

/// An action of the `field` target as the reference predicts it.
enum ReferenceAction {
    case insertText(String), type(String), paste(String?), cut, drop(String, at: Int)
    case deleteBackward, deleteForward, deleteWordBackward
    case select(NSRange), selectAll, move(TextGranularity, by: Int, extending: Bool), moveTo(CaretTarget, extending: Bool)
    case setMarkedText(String?, NSRange), unmarkText
    case userReplace([NSRange], String), undo, redo, pressReturn, tapClearButton
    case setText(String), setSelection(NSRange), replaceCharacters(NSRange, String)
    /// Changes none of the text, selection and marked text (a copy, a read, a button).
    case unchanged
    /// Changes a setting; disabling an editing control ends editing by force.
    case setting
    /// Begins editing.
    case begin
    /// Ends editing, by force or not; `scope` ends the scope's first responder, whichever it is.
    case end(force: Bool, scope: Bool)
    /// Not predicted, and the undo history is unknown afterwards (the round trip).
    case unpredicted
}

/// The reference models of a run's controls and the check, after each step, that each control's
/// text, selection and marked range are those its reference predicts.
///
/// Only the acting control's step is predicted; another control the step touched (one that ended
/// editing because this one began) takes its control's state, and one it did not touch must be
/// unchanged. A step in which a delegate acted on its control from inside a call is not
/// predicted.
final class ReferenceOracle {
    private var fields: [ReferenceField]

    init(_ controls: [ControlHarness]) {
        let boundaries = ReferenceBoundaries()
        fields = controls.map { ReferenceField(units: $0.units, settings: ReferenceSettings($0), boundaries: boundaries) }
    }

    /// Predicts `action` of `controls[acting]`, given the settings before it and the records of
    /// the step, and compares; returns what differs.
    func check(
        _ action: ReferenceAction, of acting: Int, _ controls: [ControlHarness], before: [ReferenceSettings], _ records: [Record]
    ) -> String? {
        if records.contains(where: { if case .reentrant = $0.entry { return true } else { return false } }) {
            for control in controls { fields[control.index].resync(control, flags: true, keepingHistory: false) }
            return nil
        }
        for control in controls where control.index != acting {
            if records.contains(where: { $0.control == control.index }) {
                fields[control.index].resync(control, flags: true, keepingHistory: true)
            } else if let problem = fields[control.index].differences(from: control) {
                return "\(control.kind), untouched by the step: \(problem)"
            }
        }
        let control = controls[acting]
        var field = fields[acting]
        field.settings = before[acting]
        field.answers = ReferenceAnswers(records, control: acting)
        let predicted: Bool
        do throws(ReferenceMismatch) {
            predicted = try field.predict(action, control, records)
            if predicted { try field.answers.finish() }
        } catch {
            return "\(control.kind): \(error.message)"
        }
        defer { fields[acting] = field }
        guard predicted else {
            var keepsHistory = true
            switch action {
            case .unpredicted, .undo, .redo: keepsHistory = false
            default: break
            }
            field.resync(control, flags: false, keepingHistory: keepsHistory)
            field.clearsOnInsertion = control.model.clearsOnInsertion
            return nil
        }
        if let problem = field.differences(from: control) { return "\(control.kind): \(problem)" }
        return nil
    }
}

extension ReferenceField {
    /// Predicts `action`; returns false when it is not predicted.
    fileprivate mutating func predict(_ action: ReferenceAction, _ control: ControlHarness, _ records: [Record]) throws(ReferenceMismatch) -> Bool {
        switch action {
        case let .insertText(text): try insertText(text)
        case let .type(text): try type(text)
        case let .paste(text): try paste(text)
        case .cut:
            if let string = try cut(), control.model.pasteboard.string != string {
                throw ReferenceMismatch(message: "cut put \(String(describing: control.model.pasteboard.string)) on the pasteboard, not \(escaped(string.utf16))")
            }
        case let .drop(text, offset): try drop(text, at: offset)
        case .deleteBackward: try deleteBackward()
        case .deleteForward: try deleteForward()
        case .deleteWordBackward: try deleteWordBackward()
        case let .select(range): try select(range)
        case .selectAll: try selectAll()
        case let .move(granularity, steps, extending):
            guard isAnchorKnown || selection.length == 0 else { return false }
            return try moveCaret(granularity, by: steps, extending: extending)
        case let .moveTo(target, extending):
            guard isAnchorKnown || selection.length == 0 else { return false }
            try moveCaret(to: target, extending: extending)
        case let .setMarkedText(text, selected): try setMarkedText(text, selected: selected)
        case .unmarkText: try unmarkText()
        case let .userReplace(ranges, text): try userReplace(ranges, with: text)
        case .undo: return try undo()
        case .redo: return try redo()
        case .pressReturn: try pressReturn()
        case .tapClearButton: try tapClearButton()
        case let .setText(text): try setText(text)
        case let .setSelection(range): setSelection(range)
        case let .replaceCharacters(range, text): try replaceCharacters(range, with: text)
        case .unchanged: break
        case .setting:
            if let field = control.field, field.isSecureTextEntry, !settings.isSecure, hasText { secureWipePending = true }
            clearsOnInsertion = control.model.clearsOnInsertion
            // Disabling a control that is editing ends editing by force.
            if !control.acceptsUserActions && settings.acceptsUserActions { try endEditing(force: true) }
        case .begin:
            let began = records.contains { if $0.control == control.index, case .didBegin = $0.entry { return true } else { return false } }
            if began && !settings.isEditing { try didBeginEditing() }
        case let .end(force, scope):
            if !scope || settings.isEditing { try endEditing(force: force) }
        case .unpredicted: return false
        }
        return true
    }

    /// Takes the control's state, and with `flags` its pending secure wipe and
    /// `clearsOnInsertion`. What the reference knew of the undo history stands only if nothing
    /// changed and `keepingHistory`; the selection's anchor is unknown afterwards.
    mutating func resync(_ control: ControlHarness, flags: Bool, keepingHistory: Bool) {
        let model = control.model
        if flags {
            secureWipePending = control.field?.secureWipePending ?? false
            clearsOnInsertion = model.clearsOnInsertion
        }
        if !keepingHistory {
            undoSteps = nil
            redoSteps = nil
        }
        // An extending move sets the anchor even where the selection stays; an edit clears it.
        anchor = nil
        isAnchorKnown = model.selectedRange.length == 0
        guard control.units != units || model.selectedRange != selection || model.markedRange != marked else { return }
        units = control.units
        selection = model.selectedRange
        marked = model.markedRange
        undoSteps = nil
        redoSteps = nil
    }

    /// What differs between the prediction and the control, or nil.
    func differences(from control: ControlHarness) -> String? {
        let model = control.model
        var problems: [String] = []
        if control.units != units { problems.append("text \(escaped(control.units)), expected \(escaped(units))") }
        if model.selectedRange != selection { problems.append("selection \(format(model.selectedRange)), expected \(format(selection))") }
        if model.markedRange != marked {
            problems.append("marked \(model.markedRange.map(format) ?? "none"), expected \(marked.map(format) ?? "none")")
        }
        if let field = control.field, field.secureWipePending != secureWipePending, field.isSecureTextEntry {
            problems.append("secure wipe pending \(field.secureWipePending), expected \(secureWipePending)")
        }
        if model.clearsOnInsertion != clearsOnInsertion {
            problems.append("clearsOnInsertion \(model.clearsOnInsertion), expected \(clearsOnInsertion)")
        }
        return problems.isEmpty ? nil : "the reference model disagrees: " + problems.joined(separator: "; ")
    }
}
