import Foundation
import TextControls

extension TextFieldWrapper {
    // The settings a wrapper holds by reference (see `settings`): the wrapper copies the box
    // before a change when another wrapper shares it, so that each value keeps its own settings.
    // Its fields skip dynamic exclusivity checks: a box is changed only through a wrapper that
    // owns it alone.
    final class Settings {
        @exclusivity(unchecked) var placeholder: String?
        @exclusivity(unchecked) var textColor: Color?
        @exclusivity(unchecked) var font: Font?
        @exclusivity(unchecked) var clearButtonMode: TextField.ViewMode?
        @exclusivity(unchecked) var selection: Binding<NSRange>?
        @exclusivity(unchecked) var isFocused: Binding<Bool>?
        @exclusivity(unchecked) var onTextEdit: ((TextEdit) -> Void)?
        @exclusivity(unchecked) var delegate: TextFieldDelegate?

        func copy() -> Settings {
            let copy = Settings()
            copy.placeholder = placeholder
            copy.textColor = textColor
            copy.font = font
            copy.clearButtonMode = clearButtonMode
            copy.selection = selection
            copy.isFocused = isFocused
            copy.onTextEdit = onTextEdit
            copy.delegate = delegate
            return copy
        }
    }
}
