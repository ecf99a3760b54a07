import Foundation

/// The delegate of a ``TextView``, with `UITextViewDelegate`'s editing methods.
/// Every method is optional: the protocol extension supplies UIKit's defaults.
///
/// Ranges are UTF-16 `NSRange`s in the text before the edit.
public protocol TextViewDelegate: AnyObject {
    /// Asked before editing begins. Default `true`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Asked before editing ends; `false` keeps focus unless forced. Default `true`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: TextView)
    /// Asked before every user change; Return arrives as "\n", Backspace in an empty view as
    /// `{0,0}` with "". `false` discards the change. Default `true`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The multi-range form (iOS 26). The view always calls this one; the default implementation
    /// forwards the first (lowest) range to the single-range method.
    func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool
    /// After each user change (never a programmatic one).
    func textViewDidChange(_ textView: TextView)
    /// The selection changed (by the user, by an edit, or by code setting `selectedRange`).
    func textViewDidChangeSelection(_ textView: TextView)
    /// Beyond UIKit: every edit of every source as a ``TextEdit``. Default `.accept`.
    func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textView(_ textView: TextView, shouldChangeTextInRanges ranges: [NSRange], replacementText text: String) -> Bool {
        self.textView(textView, shouldChangeTextIn: ranges.first ?? NSRange(location: 0, length: 0), replacementText: text)
    }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldApply edit: TextEdit) -> TextEditDecision { .accept }
}
