import Foundation
import TextControls

/// A `SearchBar` bound to state, with the search and cancel buttons as closures. The text binding
/// follows every user edit; `onTextChange` is called from `searchBar(_:textDidChange:)`. The
/// Cancel button clears the text, ends editing, then calls `onCancelButtonClicked`.
public struct SearchBarWrapper: ViewRepresentable, ControlWrapper {
    public typealias ViewType = SearchBar

    var text: Binding<String>
    var placeholder: String?
    var showsCancelButton: Bool?
    var isFocused: Binding<Bool>?
    var onTextChange: (String) -> Void
    var onSearchButtonClicked: () -> Void
    var onCancelButtonClicked: () -> Void
    var delegate: SearchBarDelegate?

    /// A search bar bound to `text`. Settings left nil are not managed.
    public init(
        text: Binding<String>, placeholder: String? = nil, showsCancelButton: Bool? = nil,
        onTextChange: @escaping (String) -> Void = { _ in }, onSearchButtonClicked: @escaping () -> Void = {},
        onCancelButtonClicked: @escaping () -> Void = {}
    ) {
        self.text = text
        self.placeholder = placeholder
        self.showsCancelButton = showsCancelButton
        self.onTextChange = onTextChange
        self.onSearchButtonClicked = onSearchButtonClicked
        self.onCancelButtonClicked = onCancelButtonClicked
    }

    public func updateView(_ bar: SearchBar, context: Context) {
        let coordinator = context.coordinator
        coordinator.parent = self
        coordinator.sync.performUpdate(afterUpdate: context.enqueue) {
            coordinator.sync.configure(text: .string(text), selection: nil, isFocused: isFocused, onTextEdit: nil)
            if let placeholder, bar.placeholder != placeholder { bar.placeholder = placeholder }
            if let showsCancelButton, bar.showsCancelButton != showsCancelButton {
                bar.showsCancelButton = showsCancelButton
            }
            let isEnabled = context.environment.isEnabled
            if bar.isEnabled != isEnabled { bar.isEnabled = isEnabled }
            coordinator.sync.applyState(to: bar)
        }
    }

    /// Binds focus, as ``TextFieldWrapper/focused(_:)``.
    public func focused(_ isFocused: Binding<Bool>) -> Self {
        then { $0.isFocused = isFocused }
    }

    /// A delegate the coordinator consults first, as ``TextFieldWrapper/delegate(_:)``.
    public func delegate(_ delegate: SearchBarDelegate?) -> Self {
        then { $0.delegate = delegate }
    }
}
