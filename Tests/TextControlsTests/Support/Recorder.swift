import Foundation
import TextControls
import TranscriptVocabulary

/// A delegate for all three controls that answers as configured and records, in order, every
/// delegate call (a ``DelegateCall``, as the REPL writes it), control event and notification as
/// one line each.
final class Recorder: TextFieldDelegate, TextViewDelegate, SearchBarDelegate, @unchecked Sendable {
    var lines: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange = true
    var shouldClear = true
    var shouldReturn = true
    var decide: (TextEdit) -> TextEditDecision = { _ in .accept }
    /// Runs inside `shouldChange…`, before answering (re-entrancy tests).
    var onShouldChange: (() -> Void)?
    var onShouldReturn: (() -> Void)?
    private(set) var appliedSources: [TextEdit.Source] = []
    let center = NotificationCenter()
    private var observers: [NSObjectProtocol] = []

    /// Records `field`'s events and notifications too.
    func attach(_ field: TextField) {
        field.delegate = self
        field.notificationCenter = center
        field.addEventObserver { [weak self] event in self?.lines.append("event \(event)") }
        observe([TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification, TextField.textDidEndEditingNotification])
    }

    func attach(_ view: TextView) {
        view.delegate = self
        view.notificationCenter = center
        observe([TextView.textDidBeginEditingNotification, TextView.textDidChangeNotification, TextView.textDidEndEditingNotification])
    }

    func attach(_ bar: SearchBar) { bar.delegate = self }

    private func observe(_ names: [Notification.Name]) {
        for name in names {
            observers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let short = name.rawValue.split(separator: ".").last.map(String.init) ?? name.rawValue
                var line = "notification \(short)"
                if let reason = note.userInfo?[TextField.didEndEditingReasonUserInfoKey] as? TextField.DidEndEditingReason {
                    line += " \(reason.rawValue)"
                }
                self?.lines.append(line)
            })
        }
    }

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }

    /// What `action` alone records: the lines before it are discarded, and so are its own once read.
    func lines(during action: () -> Void) -> [String] {
        _ = take()
        action()
        return take()
    }

    private func record(_ call: DelegateCall) { lines.append(call.description) }

    private func answer(_ call: (Bool) -> DelegateCall, _ value: Bool) -> Bool {
        record(call(value))
        return value
    }

    private func changing(_ call: ([NSRange], String, Bool) -> DelegateCall, _ ranges: [NSRange], _ string: String) -> Bool {
        onShouldChange?()
        return answer({ call(ranges, string, $0) }, shouldChange)
    }

    private func applying(_ edit: TextEdit) -> TextEditDecision {
        appliedSources.append(edit.source)
        return decide(edit)
    }

    // MARK: TextFieldDelegate
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { answer(DelegateCall.shouldBeginEditing, shouldBegin) }
    func textFieldDidBeginEditing(_ textField: TextField) { record(.didBeginEditing) }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { answer(DelegateCall.shouldEndEditing, shouldEnd) }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { record(.didEndEditing(reason)) }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        changing(DelegateCall.shouldChangeCharacters, [range], string)
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { answer(DelegateCall.shouldClear, shouldClear) }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let result = answer(DelegateCall.shouldReturn, shouldReturn)
        onShouldReturn?()
        return result
    }
    func textFieldDidChangeSelection(_ textField: TextField) { record(.didChangeSelection(textField.selectedRange)) }
    func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision { applying(edit) }

    // MARK: TextViewDelegate
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { answer(DelegateCall.shouldBeginEditing, shouldBegin) }
    func textViewDidBeginEditing(_ textView: TextView) { record(.didBeginEditing) }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { answer(DelegateCall.shouldEndEditing, shouldEnd) }
    func textViewDidEndEditing(_ textView: TextView) { record(.didEndEditing(nil)) }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        changing(DelegateCall.shouldChangeText, [range], text)
    }
    func textViewDidChange(_ textView: TextView) { record(.didChange) }
    func textViewDidChangeSelection(_ textView: TextView) { record(.didChangeSelection(textView.selectedRange)) }
    func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision { applying(edit) }

    // MARK: SearchBarDelegate
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { answer(DelegateCall.shouldBeginEditing, shouldBegin) }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { record(.textDidBeginEditing) }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { answer(DelegateCall.shouldEndEditing, shouldEnd) }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { record(.textDidEndEditing) }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        changing(DelegateCall.shouldChangeText, [range], text)
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { record(.textDidChange(searchText)) }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { record(.searchButtonClicked) }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { record(.cancelButtonClicked) }
    func searchBar(_ searchBar: SearchBar, shouldApply edit: TextEdit) -> TextEditDecision { applying(edit) }
}

/// A recorder that implements the multi-range method, so the field must call it instead.
final class RangesRecorder: TextFieldDelegate {
    var calls: [([NSRange], String)] = []
    var singleCalls = 0
    func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool {
        calls.append((ranges, string))
        return true
    }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        singleCalls += 1
        return true
    }
}

func range(_ location: Int, _ length: Int) -> NSRange { NSRange(location: location, length: length) }
