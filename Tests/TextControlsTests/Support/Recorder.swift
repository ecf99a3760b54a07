import Foundation
import TextControls

/// A delegate for all three controls that answers as configured and records, in order, every
/// delegate call, control event and notification as one line each (the REPL's wording).
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

    static func format(_ r: NSRange) -> String { "{\(r.location),\(r.length)}" }
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

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

    private func answer(_ name: String, _ value: Bool) -> Bool {
        lines.append("\(name) -> \(value)")
        return value
    }

    private func changing(_ name: String, _ ranges: [NSRange], _ string: String) -> Bool {
        let shown = ranges.count == 1 ? Self.format(ranges[0]) : "[" + ranges.map(Self.format).joined(separator: ",") + "]"
        onShouldChange?()
        return answer("\(name) \(shown) \(Self.quote(string))", shouldChange)
    }

    private func applying(_ edit: TextEdit) -> TextEditDecision {
        appliedSources.append(edit.source)
        return decide(edit)
    }

    // MARK: TextFieldDelegate
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { answer("shouldBeginEditing", shouldBegin) }
    func textFieldDidBeginEditing(_ textField: TextField) { lines.append("didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { answer("shouldEndEditing", shouldEnd) }
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { lines.append("didEndEditing \(reason.rawValue)") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        changing("shouldChangeCharacters", [range], string)
    }
    func textFieldShouldClear(_ textField: TextField) -> Bool { answer("shouldClear", shouldClear) }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        let result = answer("shouldReturn", shouldReturn)
        onShouldReturn?()
        return result
    }
    func textFieldDidChangeSelection(_ textField: TextField) { lines.append("didChangeSelection \(Self.format(textField.selectedRange))") }
    func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision { applying(edit) }

    // MARK: TextViewDelegate
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool { answer("shouldBeginEditing", shouldBegin) }
    func textViewDidBeginEditing(_ textView: TextView) { lines.append("didBeginEditing") }
    func textViewShouldEndEditing(_ textView: TextView) -> Bool { answer("shouldEndEditing", shouldEnd) }
    func textViewDidEndEditing(_ textView: TextView) { lines.append("didEndEditing") }
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        changing("shouldChangeText", [range], text)
    }
    func textViewDidChange(_ textView: TextView) { lines.append("didChange") }
    func textViewDidChangeSelection(_ textView: TextView) { lines.append("didChangeSelection \(Self.format(textView.selectedRange))") }
    func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision { applying(edit) }

    // MARK: SearchBarDelegate
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { answer("shouldBeginEditing", shouldBegin) }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { lines.append("didBeginEditing") }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { answer("shouldEndEditing", shouldEnd) }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { lines.append("didEndEditing") }
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        changing("shouldChangeText", [range], text)
    }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { lines.append("textDidChange \(Self.quote(searchText))") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { lines.append("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { lines.append("cancelButtonClicked") }
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
