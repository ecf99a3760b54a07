import Foundation
import TextControls

extension TextFieldWrapper {
    // What a wrapper value holds, by reference: the wrapper copies it before a change when another
    // wrapper shares it, so that each value keeps its own settings. Its fields skip dynamic
    // exclusivity checks: a box is changed only through a wrapper that owns it alone.
    final class Settings {
        let text: BoundText
        @exclusivity(unchecked) var placeholder: String?
        @exclusivity(unchecked) var textColor: Color?
        @exclusivity(unchecked) var font: Font?
        @exclusivity(unchecked) var clearButtonMode: TextField.ViewMode?
        @exclusivity(unchecked) var selection: Binding<NSRange>?
        @exclusivity(unchecked) var isFocused: Binding<Bool>?
        @exclusivity(unchecked) var onEditingChanged: (Bool) -> Void
        @exclusivity(unchecked) var onCommit: () -> Void
        @exclusivity(unchecked) var onTextEdit: ((TextEdit) -> Void)?
        @exclusivity(unchecked) var delegate: TextFieldDelegate?

        init(
            text: BoundText, placeholder: String?, textColor: Color?, font: Font?, clearButtonMode: TextField.ViewMode?,
            onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
        ) {
            self.text = text
            self.placeholder = placeholder
            self.textColor = textColor
            self.font = font
            self.clearButtonMode = clearButtonMode
            self.onEditingChanged = onEditingChanged
            self.onCommit = onCommit
        }

        func copy() -> Settings {
            let copy = Settings(
                text: text, placeholder: placeholder, textColor: textColor, font: font, clearButtonMode: clearButtonMode,
                onEditingChanged: onEditingChanged, onCommit: onCommit)
            copy.selection = selection
            copy.isFocused = isFocused
            copy.onTextEdit = onTextEdit
            copy.delegate = delegate
            return copy
        }
    }
}
