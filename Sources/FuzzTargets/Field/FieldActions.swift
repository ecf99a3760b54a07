import Foundation
import TextControls

/// One step of the `field` target: an action on one control, decoded from the input, recorded,
/// and checked for what the action itself promises (its result, its errors for bad ranges).
struct FieldActions {
    let session: FieldSession
    let control: ControlHarness
    var model: TextInputModel { control.model }
    var input: FuzzInput {
        get { session.input }
        nonmutating set { session.input = newValue }
    }

    /// Performs action `op`; returns its description.
    func perform(_ op: UInt8) throws(FuzzFailure) -> String {
        switch op % 40 {
        case 0:
            expect(.begin)
            return focus("becomeFirstResponder", .focus) { model.becomeFirstResponder() == model.isEditing }
        case 1:
            expect(.end(force: false, scope: false))
            return focus("resignFirstResponder", .focus) { model.resignFirstResponder() == !model.isEditing }
        case 2:
            let force = input.byte() & 1 == 1
            expect(.end(force: force, scope: false))
            return focus("endEditing(force: \(force))", force ? .forcedEnd : .focus) { model.endEditing(force: force) == !model.isEditing }
        case 3:
            let force = input.byte() & 1 == 1
            expect(.end(force: force, scope: true))
            return focus("focusScope.endEditing(force: \(force))", force ? .forcedEnd : .focus) {
                model.focusScope.endEditing(force: force) == (model.focusScope.firstResponder == nil)
            }
        case 4, 5, 39:
            let text = input.byte() < 32 ? "\n" : session.string(maxPieces: 2)
            let kind: ActionKind = text == "\n" && control.kind != .view ? .returnKey : .user
            expect(.insertText(text))
            return try edit("insertText(\(escaped(text.utf16)))", kind, main: .typing) { model.insertText(text) }
        case 6:
            let text = session.string()
            // `type` sends one insertText per Character; a lone "\n" among them is Return.
            begin(text.contains { $0 == "\n" } && control.kind != .view ? .returnKey : .user, "type(\(escaped(text.utf16)))")
            expect(.type(text))
            model.type(text)
            return "type"
        case 7:
            let text: String? = input.byte() & 1 == 0 ? session.string() : nil
            expect(.paste(text))
            return try edit("paste(\(text.map { escaped($0.utf16) } ?? "nil"))", .user, main: .paste) { model.paste(text) }
        case 8:
            expect(.cut)
            return try edit("cut", .user, main: .cut) { model.cut() }
        case 9: return try copy()
        case 38 where control.kind != .searchBar: return try copy()
        case 10:
            let text = session.string(maxPieces: 2)
            let offset = input.offset(in: control.units.count)
            expect(.drop(text, at: offset))
            return try rangeAction("drop(\(escaped(text.utf16)), at: \(offset))", .user, NSRange(location: offset, length: 0), main: .drop) {
                () throws(TextRangeError) in try model.drop(text, at: offset)
            }
        case 11, 12:
            expect(.deleteBackward)
            return performed(.user, "deleteBackward") { model.deleteBackward() }
        case 13:
            expect(.deleteForward)
            return performed(.user, "deleteForward") { model.deleteForward() }
        case 14:
            expect(.deleteWordBackward)
            return performed(.user, "deleteWordBackward") { model.deleteWordBackward() }
        case 15:
            let range = session.range(in: control.units.count)
            expect(.select(range))
            return try rangeAction("select(\(format(range)))", .userSelection, range) { () throws(TextRangeError) in try model.select(range) }
        case 16:
            expect(.selectAll)
            return performed(.userSelection, "selectAll") { model.selectAll() }
        case 17, 18:
            let granularity = TextGranularity.allCases[Int(input.byte()) % TextGranularity.allCases.count]
            let steps = input.int(in: -3...3)
            let extending = input.byte() & 1 == 1
            let name = "moveCaret(.\(granularity), by: \(steps), extending: \(extending))"
            expect(.move(granularity, by: steps, extending: extending))
            return performed(.userSelection, name) { model.moveCaret(granularity, by: steps, extending: extending) }
        case 19:
            let target = CaretTarget.allCases[Int(input.byte()) % CaretTarget.allCases.count]
            let extending = input.byte() & 1 == 1
            let name = "moveCaret(to: .\(target), extending: \(extending))"
            expect(.moveTo(target, extending: extending))
            return performed(.userSelection, name) { model.moveCaret(to: target, extending: extending) }
        case 20, 21:
            let text: String? = input.byte() < 16 ? nil : session.string(maxPieces: 2)
            let length = text?.utf16.count ?? 0
            let selected = NSRange(location: input.int(in: -1...(length + 1)), length: input.int(in: -1...2))
            expect(.setMarkedText(text, selected))
            let name = "setMarkedText(\(text.map { escaped($0.utf16) } ?? "nil"), \(format(selected)))"
            guard isValid(selected, in: length) else { return try refusal(name, .user) { model.setMarkedText(text, selectedRange: selected) } }
            return try edit(name, .user, main: .marking) { model.setMarkedText(text, selectedRange: selected) }
        case 22:
            expect(.unmarkText)
            return performed(.user, "unmarkText") { model.unmarkText() }
        case 23:
            let range = session.range(in: control.units.count)
            let text = session.string(maxPieces: 2)
            expect(.userReplace([range], text))
            return try rangeAction("userReplace(\(format(range)), \(escaped(text.utf16)))", .user, range, main: .autocorrect) {
                () throws(TextRangeError) in try model.userReplace(range, with: text)
            }
        case 24: return try multiRangeReplace()
        case 25, 26:
            expect(.undo)
            return try undo()
        case 27:
            expect(.redo)
            return try edit("redo", .user, main: .redo) { model.redo() }
        case 28:
            expect(.unchanged)
            return performed(.query, "breakUndoCoalescing") { model.breakUndoCoalescing() }
        case 29: return try roundTrip()
        case 30:
            if control.kind == .view {
                expect(.pressReturn)
                return try edit("pressReturn", .user, main: .typing) { control.view?.pressReturn(); return nil }
            }
            expect(.tapClearButton)
            return performed(.clear, "tapClearButton") {
                control.field?.tapClearButton()
                control.searchBar?.tapClearButton()
            }
        case 31:
            expect(.pressReturn)
            return performed(control.kind == .view ? .user : .returnKey, "pressReturn") {
                control.field?.pressReturn()
                control.view?.pressReturn()
                control.searchBar?.pressReturn()
            }
        case 32:
            let text = session.string()
            begin(.programmatic, "text = \(escaped(text.utf16))")
            expect(.setText(text))
            control.setText(text, asRope: input.byte() & 1 != 0)
            return "text ="
        case 33: return try programmaticSelection()
        case 34:
            let range = session.range(in: control.units.count)
            let text = session.string(maxPieces: 2)
            expect(.replaceCharacters(range, text))
            return try rangeAction("replaceCharacters(\(format(range)), \(escaped(text.utf16)))", .programmatic, range) {
                () throws(TextRangeError) in try model.replaceCharacters(in: range, with: text)
            }
        case 35: return try readText()
        case 36, 37:
            expect(.setting)
            return changeSetting(input.byte())
        default:
            expect(.unchanged)
            return pressButton(input.byte())
        }
    }

    func begin(_ kind: ActionKind, _ name: String) {
        session.record(control.index, .action(kind, name))
    }

    /// Records action `name`, performs it, and returns its name: for actions that neither throw
    /// nor answer.
    func performed(_ kind: ActionKind, _ name: String, _ perform: () -> Void) -> String {
        begin(kind, name)
        perform()
        return name
    }

    /// What the reference model is to predict of this action.
    func expect(_ action: ReferenceAction) { session.predicted = action }

    // Several ranges: the first invalid one throws; valid ones are snapped to clusters and must
    // not overlap (the later of two overlapping ones is reported).
    private func multiRangeReplace() throws(FuzzFailure) -> String {
        let units = control.units
        let ranges = (0..<input.int(in: 1...3)).map { _ in session.range(in: units.count) }
        let text = session.string(maxPieces: 1)
        var expected: TextRangeError?
        if let bad = ranges.first(where: { !isValid($0, in: units.count) }) {
            expected = .rangeOutOfBounds(location: bad.location, length: bad.length, textLength: units.count)
        } else {
            let clusters = session.clusters(units)
            let sorted = ranges.map { ReferenceField.snapped($0, clusters) }.sorted { $0.location < $1.location }
            if let (a, b) = zip(sorted, sorted.dropFirst()).first(where: { $0.location + $0.length > $1.location }) {
                expected = .overlappingRanges(location: b.location, length: b.length, otherLocation: a.location, otherLength: a.length)
            }
        }
        expect(.userReplace(ranges, text))
        let name = "userReplace(\(ranges.map(format)), \(escaped(text.utf16)))"
        return try rangeAction(name, .user, ranges[0], main: .autocorrect, expected: .some(expected)) {
            () throws(TextRangeError) in try model.userReplace(ranges, with: text)
        }
    }

    private func copy() throws(FuzzFailure) -> String {
        begin(.query, "copy")
        expect(.unchanged)
        let selection = model.selectedRange
        let copied = model.copy()
        if copied {
            let units = control.units
            let expected = String(decoding: units[selection.location..<(selection.location + selection.length)], as: UTF16.self)
            guard model.pasteboard.string == expected else { throw FuzzFailure("copy put \(String(describing: model.pasteboard.string)) on the pasteboard, not \(expected)") }
        } else if selection.length > 0 && !(control.field?.isSecureTextEntry ?? false) {
            throw FuzzFailure("copy of a non-empty selection failed")
        }
        return "copy"
    }

    private func readText() throws(FuzzFailure) -> String {
        let units = control.units
        let range = session.range(in: units.count)
        var got: String?
        expect(.unchanged)
        let name = try rangeAction("text(in: \(format(range)))", .query, range) { () throws(TextRangeError) in got = try model.text(in: range) }
        if let got {
            let expected = String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
            guard got == expected else { throw FuzzFailure("text(in: \(format(range))) = \(escaped(got.utf16)), expected \(escaped(expected.utf16))") }
        }
        return name
    }

    private func programmaticSelection() throws(FuzzFailure) -> String {
        let range = session.range(in: control.units.count)
        expect(.setSelection(range))
        if input.byte() & 1 == 0 {
            begin(.programmaticSelection, "selectedRange = \(format(range))")
            model.selectedRange = range
            return "selectedRange ="
        }
        return try rangeAction("setSelectedRange(\(format(range)))", .programmaticSelection, range) {
            () throws(TextRangeError) in try model.setSelectedRange(range)
        }
    }

    // Undo: when it fails (refused, stale) the control drops the older steps, so undoing
    // everything now stops at the current text.
    private func undo() throws(FuzzFailure) -> String {
        let accepts = control.acceptsUserActions
        var undone = false
        let name = try edit("undo", .user, main: .undo) {
            undone = model.undo()
            return undone
        }
        if accepts && !undone { control.undoBase = control.units }
        // A substituted undo leaves the older steps on a text they were not made for: where
        // undoing them all ends is unknown until the history is cleared.
        if model.canUndo == false, control.undoBase == nil { control.undoBase = control.units }
        return name
    }
}
