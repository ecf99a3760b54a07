import TextControls

/// A control one of the wrappers makes: a text model that starts empty in a focus scope.
protocol WrappedControl: TextInputModel {
    init(text: String, focusScope: FocusScope?)
}

extension TextField: WrappedControl {}
extension TextView: WrappedControl {}
extension SearchBar: WrappedControl {}

/// A wrapper's coordinator: made from the wrapper, it becomes the delegate of the control it is
/// attached to and lets go of it when detached.
protocol ControlCoordinator: AnyObject {
    associatedtype Wrapper
    associatedtype Control: WrappedControl

    init(_ parent: Wrapper)
    func attach(to control: Control)
    func detach(from control: Control)
}

/// What the three text wrappers share: the lifecycle steps around `updateView`.
protocol ControlWrapper: ViewRepresentable
where Coordinator: ControlCoordinator, Coordinator.Wrapper == Self, Coordinator.Control == ViewType {}

extension ControlWrapper {
    public func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    /// An empty control in the environment's focus scope, with the coordinator attached as its
    /// delegate; the text arrives with the first update.
    public func makeView(context: Context) -> ViewType {
        let control = ViewType(text: "", focusScope: context.environment.focusScope)
        context.coordinator.attach(to: control)
        return control
    }

    /// Detaches the coordinator (its delegate, actions and edit observer), then ends editing
    /// (forced, heard by nobody), so that nothing refers to the coordinator any more.
    public static func dismantleView(_ view: ViewType, coordinator: Coordinator) {
        coordinator.detach(from: view)
        view.endEditing(force: true)
    }
}
