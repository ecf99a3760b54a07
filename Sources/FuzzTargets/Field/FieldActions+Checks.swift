import Foundation
import TextControls

// What an action itself promises, checked as it runs: its result against the edits it applied,
// the errors it throws for bad ranges, and nothing changed when it refuses or throws.
extension FieldActions {
    func focus(_ name: String, _ kind: ActionKind, _ body: () -> Bool) -> String {
        begin(kind, name)
        if !body() { session.problem("\(name) returned a result that contradicts isEditing") }
        return name
    }

    /// An edit action returning whether it applied: true needs an applied edit of this control in
    /// this step, false forbids one of its own source (`main`). `nil` results are not checked.
    func edit(_ name: String, _ kind: ActionKind, main: TextEdit.Source, _ body: () -> Bool?) throws(FuzzFailure) -> String {
        begin(kind, name)
        let start = session.records.count
        guard let applied = body() else { return name }
        let sources = appliedSources(since: start)
        if applied && sources.isEmpty { throw FuzzFailure("\(name) returned true but applied nothing") }
        if !applied && sources.contains(main) { throw FuzzFailure("\(name) returned false but applied a \(main.rawValue) edit") }
        return name
    }

    func appliedSources(since start: Int) -> [TextEdit.Source] {
        session.records[start...].compactMap { record in
            guard record.control == control.index, case let .applied(edit, _) = record.entry else { return nil }
            return edit.source
        }
    }

    /// An action given bad input that reports it by returning false: it must, and change nothing.
    func refusal(_ name: String, _ kind: ActionKind, _ body: () -> Bool) throws(FuzzFailure) -> String {
        begin(kind, name)
        let before = snapshot()
        if body() { throw FuzzFailure("\(name) accepted bad input") }
        guard snapshot() == before else { throw FuzzFailure("\(name) refused but changed the control") }
        return name
    }

    /// What a throwing action must leave untouched.
    struct Snapshot: Equatable {
        var units: [UInt16], selection: NSRange, marked: NSRange?, canUndo: Bool, canRedo: Bool, isEditing: Bool, records: Int
    }

    func snapshot() -> Snapshot {
        Snapshot(
            units: control.units, selection: model.selectedRange, marked: model.markedRange, canUndo: model.canUndo,
            canRedo: model.canRedo, isEditing: model.isEditing, records: session.records.count)
    }

    /// Runs an action taking a range, which must throw exactly `expected` (the rope's error for
    /// that range, unless given) and change nothing when the range is invalid, and must not throw
    /// otherwise. An action returning a Bool is checked as by ``edit(_:_:main:_:)``.
    func rangeAction<T>(
        _ name: String, _ kind: ActionKind, _ range: NSRange, main: TextEdit.Source? = nil, expected: TextRangeError?? = nil,
        _ body: () throws(TextRangeError) -> T
    ) throws(FuzzFailure) -> String {
        begin(kind, name)
        let length = control.units.count
        let error = expected ?? (isValid(range, in: length) ? nil : .rangeOutOfBounds(location: range.location, length: range.length, textLength: length))
        let before = snapshot()
        let start = session.records.count
        let result: Result<T, TextRangeError>
        do throws(TextRangeError) { result = .success(try body()) } catch { result = .failure(error) }
        switch (result, error) {
        case let (.success(value), nil):
            if let main, let applied = value as? Bool {
                let sources = appliedSources(since: start)
                if applied && sources.isEmpty { throw FuzzFailure("\(name) returned true but applied nothing") }
                if !applied && sources.contains(main) { throw FuzzFailure("\(name) returned false but applied a \(main.rawValue) edit") }
            }
        case let (.success, expected?):
            throw FuzzFailure("\(name) did not throw \"\(expected)\"")
        case let (.failure(thrown), nil):
            throw FuzzFailure("\(name) threw \"\(thrown)\" for a valid range")
        case let (.failure(thrown), expected?):
            guard thrown == expected else { throw FuzzFailure("\(name) threw \"\(thrown)\", expected \"\(expected)\"") }
            guard snapshot() == before else { throw FuzzFailure("\(name) threw but changed the control") }
        }
        return name
    }
}
