import Foundation
import TextControls

/// A `TextView` bound to state: the multi-line twin of ``TextFieldWrapper``, with the same
/// guarantees (write-back of every user edit, minimal edits from state that keep the selection,
/// no change during IME composition, O(1) work per keystroke with a rope binding, bindable
/// selection and focus, a delegate of your own asked first). `disabled()` makes the view not
/// editable.
public struct TextViewWrapper: ViewRepresentable, ControlWrapper {
    public typealias ViewType = TextView

    var text: BoundText
    var textColor: Color?
    var font: Font?
    var isEditable: Bool
    var isSelectable: Bool
    var selection: Binding<NSRange>?
    var isFocused: Binding<Bool>?
    var onEditingChanged: (Bool) -> Void
    var onTextEdit: ((TextEdit) -> Void)?
    var delegate: TextViewDelegate?

    /// A text view bound to `text`; `onEditingChanged` is called with true when editing begins and
    /// false when it ends.
    public init(
        text: Binding<String>, textColor: Color? = nil, font: Font? = nil, isEditable: Bool = true,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(.string(text), textColor: textColor, font: font, isEditable: isEditable, onEditingChanged: onEditingChanged)
    }

    /// A text view bound to a rope: O(1) work per keystroke whatever the document's size.
    public init(
        rope: Binding<TextRope>, textColor: Color? = nil, font: Font? = nil, isEditable: Bool = true,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(.rope(rope), textColor: textColor, font: font, isEditable: isEditable, onEditingChanged: onEditingChanged)
    }

    private init(
        _ text: BoundText, textColor: Color?, font: Font?, isEditable: Bool, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.text = text
        self.textColor = textColor
        self.font = font
        self.isEditable = isEditable
        self.isSelectable = true
        self.onEditingChanged = onEditingChanged
    }

    public func updateView(_ view: TextView, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        coordinator.sync.performUpdate(afterUpdate: context.enqueue) {
            coordinator.sync.configure(text: text, selection: selection, isFocused: isFocused, onTextEdit: onTextEdit)
            let editable = isEditable && context.environment.isEnabled
            if view.isEditable != editable { view.isEditable = editable }
            if view.isSelectable != isSelectable { view.isSelectable = isSelectable }
            coordinator.apply(context.environment.textAppearance(font: font, foregroundColor: textColor))
            coordinator.sync.applyState(to: view)
        }
    }

    /// The text color (before the environment's `foregroundColor`).
    public func foregroundColor(_ color: Color?) -> Self {
        then { $0.textColor = color }
    }

    /// Whether the user may edit (a `disabled()` environment also prevents it).
    public func editable(_ isEditable: Bool) -> Self {
        then { $0.isEditable = isEditable }
    }

    /// Whether the user may select (and so edit).
    public func selectable(_ isSelectable: Bool) -> Self {
        then { $0.isSelectable = isSelectable }
    }

    /// Binds the selection (UTF-16 offsets and length), as ``TextFieldWrapper/selection(_:)``.
    /// O(1); applying a changed value costs O(log n + its end clusters' length).
    public func selection(_ selection: Binding<NSRange>) -> Self {
        then { $0.selection = selection }
    }

    /// Binds focus, as ``TextFieldWrapper/focused(_:)``.
    public func focused(_ isFocused: Binding<Bool>) -> Self {
        then { $0.isFocused = isFocused }
    }

    /// Called with every edit the user applied (the deltas).
    public func onTextEdit(_ action: @escaping (TextEdit) -> Void) -> Self {
        then { $0.onTextEdit = action }
    }

    /// A delegate the coordinator consults first, as ``TextFieldWrapper/delegate(_:)``.
    public func delegate(_ delegate: TextViewDelegate?) -> Self {
        then { $0.delegate = delegate }
    }
}
