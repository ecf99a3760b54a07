import Foundation
import TextControls

/// The `field` fuzz target: a `TextField`, a `TextView` and a `SearchBar` sharing one focus
/// scope, driven by random user actions, programmatic calls and property changes, with
/// `ScriptedDelegate`s whose answers (accept, refuse, transform, substitute broken edits, act on
/// the control from inside the call) also come from the input. After every step:
/// - the record of delegate calls, control events, notifications and applied edits obeys the
///   canonical order (`EventOrderChecker`);
/// - each control's text equals the replay of the edits its observer saw;
/// - selection and marked range are inside the text, and on ICU cluster boundaries outside
///   composition (then `checkInvariants()`); at most one control edits, and it is the scope's
///   first responder;
/// - with an empty undo stack the text is the one undo started from;
/// - each control's text, selection and marked range (and a field's pending secure wipe, the
///   `clearsOnInsertion` flag) are those a `ReferenceField` predicts: a plain model written from
///   the documented behaviour, fed the delegates' recorded answers, which must also have been
///   asked exactly the questions it expects (`ReferenceOracle` says which steps it does not
///   predict and takes the control's state after);
/// and an action given a bad range throws the `TextRangeError` the rope's validation throws and
/// changes nothing. A round-trip action undoes every step and redoes them all, the delegates
/// accepting everything, and must land on the text it started from, at both ends.
enum FieldFuzzer {
    static let maxSteps = 160

    /// `trace`, if given, receives each step's action and records.
    static func run(_ input: inout FuzzInput, trace: ((String) -> Void)?) throws(FuzzFailure) {
        let session = FieldSession(input)
        let scope = FocusScope()
        let pasteboard = Pasteboard(string: "pasted")
        let center = NotificationCenter()
        let kinds: [ControlHarness.Kind] = [.field, .view, .searchBar]
        for (index, kind) in kinds.enumerated() {
            let text = session.string()
            session.controls.append(
                ControlHarness(index: index, kind: kind, text: text, scope: scope, pasteboard: pasteboard, center: center, session: session))
        }
        let tokens = observeNotifications(center, session)
        defer { tokens.forEach(center.removeObserver) }
        var checker = EventOrderChecker(session.controls)
        let oracle = ReferenceOracle(session.controls)
        var step = 0
        while !session.input.isAtEnd && step < maxSteps {
            step += 1
            let control = session.controls[Int(session.input.byte()) % session.controls.count]
            checker.beginStep(session.controls)
            let settings = session.controls.map(ReferenceSettings.init)
            session.predicted = .unpredicted
            let driver = FieldActions(session: session, control: control)
            let action: String
            do throws(FuzzFailure) {
                action = try driver.perform(session.input.byte())
            } catch {
                throw FuzzFailure("step \(step), \(control.kind): \(error)\n\(listing(session.takeStep().records))")
            }
            try verify(session, &checker, scope, step, "\(control.kind) \(action)", trace) { records in
                oracle.check(session.predicted, of: control.index, session.controls, before: settings, records)
            }
        }
    }

    private static func observeNotifications(_ center: NotificationCenter, _ session: FieldSession) -> [NSObjectProtocol] {
        let names = [
            TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification, TextField.textDidEndEditingNotification,
            TextView.textDidBeginEditingNotification, TextView.textDidChangeNotification, TextView.textDidEndEditingNotification,
        ]
        return names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { note in
                guard let index = session.controls.firstIndex(where: { $0.model === note.object as AnyObject }) else {
                    session.problem("notification \(name.rawValue) from an unknown object")
                    return
                }
                var entry = name.rawValue
                if let reason = note.userInfo?[TextField.didEndEditingReasonUserInfoKey] as? TextField.DidEndEditingReason {
                    entry += " \(reason.rawValue)"
                }
                session.record(index, .notification(entry))
            }
        }
    }

    private static func verify(
        _ session: FieldSession, _ checker: inout EventOrderChecker, _ scope: FocusScope, _ step: Int, _ action: String,
        _ trace: ((String) -> Void)?, _ predicted: ([Record]) -> String?
    ) throws(FuzzFailure) {
        let (records, problems) = session.takeStep()
        trace?("step \(step), \(action)\n" + listing(records))
        func fail(_ problem: String, at index: Int? = nil) -> FuzzFailure {
            var text = "step \(step), \(action): \(problem)"
            if let index { text += " (record \(index))" }
            for control in session.controls {
                text += "\n  \(control.kind): text \(escaped(control.units)) selection \(format(control.model.selectedRange))"
                text += " marked \(control.model.markedRange.map(format) ?? "none") editing \(control.model.isEditing)"
            }
            return FuzzFailure(text + "\n" + listing(records))
        }
        if let problem = problems.first { throw fail(problem) }
        let commitAsPoint = session.controls.map(\.model.reportsCommitAsInsertionPoint)
        for (index, record) in records.enumerated() {
            if let problem = checker.check(record, reportsCommitAsInsertionPoint: commitAsPoint[record.control]) {
                throw fail(problem, at: index)
            }
        }
        if let problem = checker.finishStep() { throw fail(problem) }
        let editing = session.controls.filter(\.model.isEditing)
        guard editing.count <= 1, scope.firstResponder === editing.first?.model else {
            throw fail("\(editing.count) controls editing, first responder \(String(describing: scope.firstResponder))")
        }
        for control in session.controls {
            if let problem = state(of: control, session, checker) { throw fail("\(control.kind): \(problem)") }
            control.model.checkInvariants()
        }
        if let problem = predicted(records) { throw fail(problem) }
    }

    // What must hold of one control between steps.
    private static func state(of control: ControlHarness, _ session: FieldSession, _ checker: EventOrderChecker) -> String? {
        let model = control.model
        let units = control.units
        guard units == control.replay else { return "text \(escaped(units)) but the applied edits give \(escaped(control.replay))" }
        guard model.isEditing == checker.isEditing(control.index) else { return "isEditing \(model.isEditing) disagrees with the events" }
        if !model.canUndo, let base = control.undoBase, units != base {
            return "nothing to undo, but the text is not \(escaped(base)), where undo started"
        }
        let selection = model.selectedRange
        guard isValid(selection, in: units.count) else { return "selection \(format(selection)) outside the text" }
        let clusters = session.clusters(units)
        guard model.graphemeCount == Swift.max(clusters.boundaries.count - 1, 0) else {
            return "graphemeCount \(model.graphemeCount), ICU finds \(Swift.max(clusters.boundaries.count - 1, 0))"
        }
        if let marked = model.markedRange {
            guard marked.length > 0, isValid(marked, in: units.count) else { return "marked range \(format(marked)) empty or outside the text" }
            guard selection.location >= marked.location, selection.location + selection.length <= marked.location + marked.length else {
                return "selection \(format(selection)) outside the marked range \(format(marked))"
            }
        } else if !clusters.isBoundary(selection.location) || !clusters.isBoundary(selection.location + selection.length) {
            return "selection \(format(selection)) splits a cluster"
        }
        return nil
    }

    /// The records of a step, one a line (the last 40).
    static func listing(_ records: [Record]) -> String {
        let shown = records.suffix(40)
        let skipped = records.count - shown.count
        let lines = (skipped > 0 ? ["  … \(skipped) earlier records"] : []) + shown.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
