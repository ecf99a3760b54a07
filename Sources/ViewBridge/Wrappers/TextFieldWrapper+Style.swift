import Foundation
import TextControls

// The style chain: each setting returns a changed copy (`Self`), through `then`.
extension TextFieldWrapper {
    /// The text color (before the environment's `foregroundColor`).
    public func foregroundColor(_ color: Color?) -> Self {
        then { $0.textColor = color }
    }

    /// The placeholder; nil leaves the field's alone.
    public func placeholder(_ placeholder: String?) -> Self {
        then { $0.placeholder = placeholder }
    }

    /// When the clear button shows; nil leaves the field's setting alone.
    public func clearButtonMode(_ mode: TextField.ViewMode?) -> Self {
        then { $0.clearButtonMode = mode }
    }

    /// Called when Return is pressed (the field then ends editing).
    public func onCommit(_ action: @escaping () -> Void) -> Self {
        then { $0.onCommit = action }
    }

    /// Called with true when editing begins, false when it ends.
    public func onEditingChanged(_ action: @escaping (Bool) -> Void) -> Self {
        then { $0.onEditingChanged = action }
    }

    /// Binds the selection (UTF-16 offsets and length): user selection changes are written to it;
    /// a value written to it is applied (clamped to the text, widened to grapheme clusters) at the
    /// next update. O(1); applying a changed value costs O(log n + its end clusters' length).
    public func selection(_ selection: Binding<NSRange>) -> Self {
        then { $0.selection = selection }
    }

    /// Binds focus: true while the field is first responder. Writing it makes the field begin or
    /// end editing after the next update (only when it differs); a refusal is written back.
    public func focused(_ isFocused: Binding<Bool>) -> Self {
        then { $0.isFocused = isFocused }
    }

    /// Called with every edit the user applied, after the binding was written: the deltas, for
    /// keeping other structures in line without comparing texts.
    public func onTextEdit(_ action: @escaping (TextEdit) -> Void) -> Self {
        then { $0.onTextEdit = action }
    }

    /// A delegate the coordinator consults before answering each of the field's questions and tells
    /// of each event (`TextFieldPolicies` for limits and formats, or a logger). The wrapper keeps
    /// it alive.
    public func delegate(_ delegate: TextFieldDelegate?) -> Self {
        then { $0.delegate = delegate }
    }
}
