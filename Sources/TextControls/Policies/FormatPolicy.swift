import Foundation
import TextRope

/// See ``TextFieldPolicies/format(_:)``.
public struct FormatPolicy: TextEditPolicy {
    /// What formats the whole text after each edit.
    public let formatter: any TextFormatter

    /// Reformats with `formatter` after every edit.
    public init(formatter: any TextFormatter) { self.formatter = formatter }

    public func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision {
        guard !edit.isComposing else { return .accept }
        let result = String(edit.result(applyingTo: control.textRope))
        let (formatted, caret) = formatter.format(result, caret: edit.selectionAfter.location)
        if formatted == result && caret == edit.selectionAfter.location { return .accept }
        // An edit the formatting undoes (a digit past the pattern's last slot) changes nothing:
        // refused, as a UIKit delegate would, so that no change is announced.
        let current = control.selection
        if current.length == 0 && caret == current.location && formatted == String(control.textRope) { return .reject }
        var whole = edit
        whole.ranges = [NSRange(location: 0, length: control.document.utf16Count)]
        whole.replacement = formatted
        whole.selectionAfter = NSRange(location: caret, length: 0)
        return .substitute(whole)
    }
}
