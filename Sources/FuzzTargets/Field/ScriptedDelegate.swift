import Foundation
import TextControls

/// The delegate of one control in the `field` target, for all three control kinds. Its answers
/// come from the fuzzer's bytes, read when it is asked: accept or refuse, substitute a transformed
/// or a deliberately broken edit, or act on its own control from inside the call (set the text,
/// the selection or replace a range). Every call is recorded, and the ranges it is shown are
/// checked against the text they were computed for.
final class ScriptedDelegate: TextFieldDelegate, TextViewDelegate, SearchBarDelegate {
    private let control: Int
    private unowned let session: FieldSession

    init(control: Int, session: FieldSession) {
        self.control = control
        self.session = session
    }

    private var harness: ControlHarness { session.controls[control] }
    private var model: TextInputModel { harness.model }

    private func record(_ entry: Entry) { session.record(control, entry) }

    // A yes/no answer: scripted ones say no when the byte's low bits are all set (never at the
    // end of the input, which reads zeros).
    private func answer(_ entry: (Bool) -> Entry, noOneIn mask: UInt8) -> Bool {
        let yes = !session.isScripted || session.input.byte() & mask != mask
        record(entry(yes))
        return yes
    }

    // MARK: - The UIKit-shaped question and the TextEdit-shaped one

    private func shouldChange(_ ranges: [NSRange], _ string: String) -> Bool {
        checkShown(ranges, string)
        let source = model.proposedEdit?.source
        guard session.isScripted else {
            record(.shouldChange(ranges, string, source, true))
            return true
        }
        let pick = session.input.byte() % 16
        let yes = pick < 11 || pick >= 13
        record(.shouldChange(ranges, string, source, yes))
        if pick >= 13 { reenter(Int(pick - 13)) }
        return yes
    }

    private func shouldApply(_ edit: TextEdit) -> TextEditDecision {
        if model.proposedEdit != edit {
            session.problem("proposedEdit during shouldApply is \(model.proposedEdit.map(describe) ?? "nil"), not \(describe(edit))")
        }
        guard session.isScripted else {
            record(.shouldApply(edit, .accept))
            return .accept
        }
        let pick = session.input.byte() % 16
        let decision: TextEditDecision
        switch pick {
        case 9, 10: decision = .reject
        case 11: decision = .substitute(transformed(edit) { $0.uppercased() })
        case 12: decision = .substitute(transformed(edit) { $0.first.map(String.init) ?? "" })
        case 13: decision = .substitute(broken(edit))
        case 14: decision = formatted(edit).map(TextEditDecision.substitute) ?? .accept
        default: decision = .accept
        }
        record(.shouldApply(edit, decision))
        if edit.source == .undo, case .substitute = decision { harness.undoBase = nil }
        if pick == 15 { reenter(0) }
        return decision
    }

    // The ranges and string a UIKit-shaped call shows must be those of the proposed edit, inside
    // the current text, and (for user edits outside IME composition) on cluster boundaries. An
    // edit with a text per range (a replace-all, the undo of a group) is asked range by range:
    // each call shows one of its ranges with that range's text.
    private func checkShown(_ ranges: [NSRange], _ string: String) {
        let units = harness.units
        if let proposed = model.proposedEdit, !Self.shows(proposed, ranges, string) {
            session.problem("shouldChange shows \(ranges.map(format)) \(escaped(string.utf16)) for the proposed \(describe(proposed))")
        }
        var previousEnd = 0
        for range in ranges {
            guard range.location >= previousEnd, isValid(range, in: units.count) else {
                session.problem("shouldChange shows \(ranges.map(format)), outside the text \(escaped(units))")
                return
            }
            previousEnd = range.location + range.length
        }
        guard let source = model.proposedEdit?.source, model.markedRange == nil, Self.keepsClusters(source, model) else { return }
        let clusters = session.clusters(units)
        for range in ranges where !clusters.isBoundary(range.location) || !clusters.isBoundary(range.location + range.length) {
            session.problem("shouldChange (\(source.rawValue)) shows \(format(range)), which splits a cluster of \(escaped(units))")
        }
    }

    private static func shows(_ edit: TextEdit, _ ranges: [NSRange], _ string: String) -> Bool {
        guard edit.hasReplacementPerRange else { return edit.replacement == string }
        return ranges.count == 1 && zip(edit.ranges, edit.replacements).contains { $0 == ranges[0] && $1 == string }
    }

    // User edits whose ranges must lie on cluster boundaries. Marking, commits, undo and redo
    // replace exactly what an earlier edit inserted, which may be part of a cluster; script-aware
    // backspace deletes one mark of a cluster on purpose. A secure wipe shows the ranges of the
    // edit it replaces, which may be such a backspace.
    private static func keepsClusters(_ source: TextEdit.Source, _ model: TextInputModel) -> Bool {
        switch source {
        case .typing, .paste, .cut, .drop, .deleteForward, .deleteWord, .autocorrect, .clearOnInsertion: return true
        case .deleteBackward, .secureWipe: return model.backspaceMode == .cluster
        default: return false
        }
    }

    // MARK: - Substitutes

    // The same ranges with a transformed replacement; the caret after it, the composition (if
    // any) covering it.
    private func transformed(_ edit: TextEdit, _ transform: (String) -> String) -> TextEdit {
        let replacement = transform(edit.replacement)
        let length = replacement.utf16.count
        return TextEdit(
            ranges: edit.ranges, replacement: replacement, source: edit.source, selectionBefore: edit.selectionBefore,
            selectionAfter: NSRange(location: edit.range.location + length, length: 0),
            markedRangeAfter: edit.markedRangeAfter == nil || length == 0 ? nil : NSRange(location: edit.range.location, length: length))
    }

    // A formatter's substitute: the whole text replaced by the edited text in upper case.
    private func formatted(_ edit: TextEdit) -> TextEdit? {
        guard edit.markedRangeAfter == nil else { return nil }
        var units = harness.units
        for range in edit.ranges.dropFirst().reversed() where isValid(range, in: units.count) {
            units.removeSubrange(range.location..<(range.location + range.length))
        }
        guard isValid(edit.range, in: units.count) else { return nil }
        units.replaceSubrange(edit.range.location..<(edit.range.location + edit.range.length), with: Array(edit.replacement.utf16))
        let text = String(decoding: units, as: UTF16.self).uppercased()
        return TextEdit(
            ranges: [NSRange(location: 0, length: harness.units.count)], replacement: text, source: edit.source,
            selectionBefore: edit.selectionBefore, selectionAfter: NSRange(location: text.utf16.count, length: 0))
    }

    // A substitute no control may apply as it is (or, for the last kind, one whose caret lands
    // inside a cluster and must be snapped).
    private func broken(_ edit: TextEdit) -> TextEdit {
        var bad = edit
        let length = harness.units.count
        let newLength = length + edit.utf16Delta
        switch session.input.byte() % 8 {
        case 0: bad.ranges = [NSRange(location: length + 1, length: 0)]
        case 1: bad.selectionAfter = NSRange(location: newLength + 1, length: 0)
        case 2: bad.ranges = []
        case 3: bad.ranges = [edit.range, edit.range]
        case 4:
            bad.markedRangeAfter = NSRange(location: 0, length: 0)
            bad.selectionAfter = NSRange(location: 0, length: 0)
        case 5:
            bad.markedRangeAfter = NSRange(location: 0, length: Swift.min(1, newLength))
            bad.selectionAfter = NSRange(location: newLength, length: 0)
        case 6: bad.ranges = [NSRange(location: -1, length: 1)]
        default: bad.selectionAfter = NSRange(location: Swift.min(1, newLength), length: 0)
        }
        return bad
    }

    // MARK: - Acting on the control from inside a delegate call

    private func reenter(_ action: Int) {
        session.reentrancyDepth += 1
        defer { session.reentrancyDepth -= 1 }
        let length = harness.units.count
        switch action {
        case 0:
            let text = session.string()
            record(.reentrant(.programmatic, "text = \(escaped(text.utf16))"))
            harness.setText(text, asRope: false)
        case 1:
            let range = NSRange(location: session.input.int(in: 0...length), length: 0)
            record(.reentrant(.programmaticSelection, "selectedRange = \(format(range))"))
            model.selectedRange = range
        default:
            let location = session.input.int(in: 0...length)
            let range = NSRange(location: location, length: session.input.int(in: 0...(length - location)))
            let text = session.string(maxPieces: 1)
            record(.reentrant(.programmatic, "replaceCharacters(\(format(range)), \(escaped(text.utf16)))"))
            try? model.replaceCharacters(in: range, with: text)
        }
        record(.reentrantEnd)
    }

    // MARK: - TextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { answer(Entry.shouldBegin, noOneIn: 7) }
    func textFieldDidBeginEditing(_ textField: TextField) { record(.didBegin) }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { answer(Entry.shouldEnd, noOneIn: 7) }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        if reason != .committed { session.problem("didEndEditing reason \(reason)") }
        record(.didEnd)
    }
    func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool {
        shouldChange(ranges, string)
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { answer(Entry.shouldClear, noOneIn: 3) }
    func textFieldShouldReturn(_ textField: TextField) -> Bool { answer(Entry.shouldReturn, noOneIn: 3) }
    func textFieldDidChangeSelection(_ textField: TextField) { record(.didChangeSelection) }
    func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision { shouldApply(edit) }

    // MARK: - TextViewDelegate

    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { answer(Entry.shouldBegin, noOneIn: 7) }
    func textViewDidBeginEditing(_ textView: TextView) { record(.didBegin) }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { answer(Entry.shouldEnd, noOneIn: 7) }
    func textViewDidEndEditing(_ textView: TextView) { record(.didEnd) }
    func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        shouldChange(ranges, text)
    }
    func textViewDidChange(_ textView: TextView) { record(.didChange) }
    func textViewDidChangeSelection(_ textView: TextView) { record(.didChangeSelection) }
    func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision { shouldApply(edit) }

    // MARK: - SearchBarDelegate

    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { answer(Entry.shouldBegin, noOneIn: 7) }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { record(.didBegin) }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { answer(Entry.shouldEnd, noOneIn: 7) }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { record(.didEnd) }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        shouldChange(ranges, text)
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { record(.searchTextDidChange(searchText)) }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { record(.button("search")) }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { record(.button("cancel")) }
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) { record(.button("bookmark")) }
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar) { record(.button("resultsList")) }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { record(.button("scope \(selectedScope)")) }
    func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision { shouldApply(edit) }
}
