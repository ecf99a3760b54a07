import Foundation

/// The delegate of a ``TextField``, with `UITextFieldDelegate`'s methods. Every
/// method is optional: the protocol extension supplies UIKit's defaults.
///
/// Ranges are UTF-16 `NSRange`s in the text before the edit, on grapheme cluster boundaries.
public protocol TextFieldDelegate: AnyObject {
    /// Asked when a tap or `becomeFirstResponder()` would begin editing. Default `true`.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began; `isEditing` is already true.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Asked before editing ends; `false` keeps focus unless the end is forced. Default `true`.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended. The default implementation calls ``textFieldDidEndEditing(_:)``, so a
    /// delegate implementing this form gets it *instead of* the one-argument form, as in UIKit.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Editing ended (called by the default ``textFieldDidEndEditing(_:reason:)``).
    func textFieldDidEndEditing(_ textField: TextField)
    /// Asked before every user change of the text (typing, deletion, paste, cut, IME, autocorrect,
    /// undo, redo). `false` discards the change: no event, no undo step. Default `true`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The multi-range form (iOS 26). The field always calls this one; the default implementation
    /// forwards the first (lowest) range to the single-range method, so a delegate implementing
    /// this form is asked *instead of* the single-range one.
    func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool
    /// Asked when the clear button is tapped or `clearsOnBeginEditing` would clear. Default `true`.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Asked when Return is pressed; `false` ignores the key. Default `true`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
    /// The selection changed by a user action or edit; read `selectedRange`.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Beyond UIKit: every edit, whatever its source (including programmatic, clear, undo), as a
    /// ``TextEdit``, after the UIKit-shaped method allowed it. Accept, reject or substitute.
    /// Default `.accept`.
    func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textField(_ textField: TextField, shouldChangeCharactersInRanges ranges: [NSRange], replacementString string: String) -> Bool {
        self.textField(textField, shouldChangeCharactersIn: ranges.first ?? NSRange(location: 0, length: 0), replacementString: string)
    }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldApply edit: TextEdit) -> TextEditDecision { .accept }
}
