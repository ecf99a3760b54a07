import Foundation
import TextControls

/// A `TextField` bound to state, in the three styles a SwiftUI text-field bridge is usually written
/// in, each correct by construction.
///
/// - **v1**: `TextFieldWrapper(text: $name)`. The coordinator is the field's delegate and writes
///   every applied edit back to the binding (typing, paste, IME, clear button, undo…).
/// - **v2**: settings in the initialiser: placeholder, text color, font, clear button mode,
///   `onEditingChanged`, `onCommit` (Return; the field then ends editing, as SwiftUI's does).
/// - **style chain**: ``foregroundColor(_:)`` and the other settings return `Self` (through
///   ``ViewRepresentable/then(_:)``); `disabled()` reaches the field through the environment's
///   `isEnabled`; the font through the custom environment key ``EnvironmentValues/textFieldFont``
///   (then the environment's `font`); the closures are refreshed in the coordinator on every update,
///   so the latest ones run.
///
/// `updateView` changes only what differs. A bound text that differs from the field's is applied
/// as one minimal edit that keeps the selection where it was (clamped to the change), and never
/// while IME composition is active. With `TextFieldWrapper(rope:)` the binding holds a
/// `TextRope`: a keystroke writes the field's own O(1) snapshot back and the next update compares
/// it in O(1), so typing does no work proportional to the document. Bound to a ``State`` (`$state`),
/// the state is lent to the field between keystrokes: reading it gives the field's text, and a
/// keystroke edits that text in place instead of copying the part a snapshot would share; any
/// write of the state, another binding or dismantling gives the state its value back.
/// ``onTextEdit(_:)`` hands out
/// each applied edit (the delta). Selection and focus can be bound too (``selection(_:)``,
/// ``focused(_:)``); focus changes from state run after the update, only when they differ.
/// The field's delegate is the coordinator; give the wrapper a delegate of your own (a
/// `TextFieldPolicies`, a logger) with ``delegate(_:)``: the coordinator asks it every question
/// first.
public struct TextFieldWrapper: ViewRepresentable, ControlWrapper {
    public typealias ViewType = TextField

    // The host copies the wrapper several times an update (the body's value, the mounted
    // content, the coordinator's parent). The binding and the two callbacks every field has are
    // held inline; the other settings, which a field often leaves unset, live in one box shared by
    // copies and made only when one of them is set: a wrapper with none, which its body makes
    // anew on every update, allocates nothing, and a copy of one with many retains one box
    // instead of each binding and closure in it.
    let text: BoundText
    var onEditingChanged: (Bool) -> Void
    var onCommit: () -> Void
    private var settings: Settings?

    var placeholder: String? {
        get { settings?.placeholder }
        set { settingsBox(toSet: newValue != nil)?.placeholder = newValue }
    }
    var textColor: Color? {
        get { settings?.textColor }
        set { settingsBox(toSet: newValue != nil)?.textColor = newValue }
    }
    var font: Font? {
        get { settings?.font }
        set { settingsBox(toSet: newValue != nil)?.font = newValue }
    }
    var clearButtonMode: TextField.ViewMode? {
        get { settings?.clearButtonMode }
        set { settingsBox(toSet: newValue != nil)?.clearButtonMode = newValue }
    }
    var selection: Binding<NSRange>? {
        get { settings?.selection }
        set { settingsBox(toSet: newValue != nil)?.selection = newValue }
    }
    var isFocused: Binding<Bool>? {
        get { settings?.isFocused }
        set { settingsBox(toSet: newValue != nil)?.isFocused = newValue }
    }
    var onTextEdit: ((TextEdit) -> Void)? {
        get { settings?.onTextEdit }
        set { settingsBox(toSet: newValue != nil)?.onTextEdit = newValue }
    }
    var delegate: TextFieldDelegate? {
        get { settings?.delegate }
        set { settingsBox(toSet: newValue != nil)?.delegate = newValue }
    }

    /// A field bound to `text`. Settings left nil are not managed: the field keeps whatever it has
    /// (so an ``ViewRepresentable/introspect(_:)`` hook may set them).
    /// - Parameters:
    ///   - placeholder: shown while the text is empty.
    ///   - text: the binding the field shows and writes user edits back to.
    ///   - textColor: the text's color.
    ///   - font: the text's font.
    ///   - clearButtonMode: when the clear button shows.
    ///   - onEditingChanged: called with true when editing begins and false when it ends.
    ///   - onCommit: called when Return is pressed; the field then ends editing.
    public init(
        _ placeholder: String? = nil, text: Binding<String>, textColor: Color? = nil, font: Font? = nil,
        clearButtonMode: TextField.ViewMode? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(
            .string(text), placeholder: placeholder, textColor: textColor, font: font, clearButtonMode: clearButtonMode,
            onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field bound to a rope: O(1) work per keystroke whatever the document's size; a change made
    /// to the rope elsewhere reaches the field as one minimal edit.
    public init(
        _ placeholder: String? = nil, rope: Binding<TextRope>, textColor: Color? = nil, font: Font? = nil,
        clearButtonMode: TextField.ViewMode? = nil, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(
            .rope(rope), placeholder: placeholder, textColor: textColor, font: font, clearButtonMode: clearButtonMode,
            onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    private init(
        _ text: BoundText, placeholder: String?, textColor: Color?, font: Font?, clearButtonMode: TextField.ViewMode?,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.text = text
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
        self.placeholder = placeholder
        self.textColor = textColor
        self.font = font
        self.clearButtonMode = clearButtonMode
    }

    // The box to write a setting into (`isSet`: a value, not nil), or nil when clearing a setting
    // that no box holds, which makes no box.
    private mutating func settingsBox(toSet isSet: Bool) -> Settings? {
        guard isSet || settings != nil else { return nil }
        return uniqueSettings()
    }

    // The box, made when the first setting is, and copied first if another wrapper shares it.
    private mutating func uniqueSettings() -> Settings {
        guard let current = settings else {
            let made = Settings()
            settings = made
            return made
        }
        if !isKnownUniquelyReferenced(&settings) {
            let copy = current.copy()
            settings = copy
            return copy
        }
        return current
    }

    public func updateView(_ field: TextField, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        coordinator.sync.performUpdate(afterUpdate: context.enqueue) {
            coordinator.sync.configure(text: text, selection: selection, isFocused: isFocused, onTextEdit: onTextEdit)
            if let placeholder, field.placeholder != placeholder { field.placeholder = placeholder }
            if let clearButtonMode, field.clearButtonMode != clearButtonMode { field.clearButtonMode = clearButtonMode }
            let isEnabled = context.environment.isEnabled
            if field.isEnabled != isEnabled { field.isEnabled = isEnabled }
            coordinator.apply(context.environment.textAppearance(font: font, foregroundColor: textColor))
            coordinator.sync.applyState(to: field)
        }
    }
}
