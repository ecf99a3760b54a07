import TextControls

/// The control a session drives (`--field`, `--view`, `--search`, or the field of `--demo`): its
/// model, wired to a logging delegate, plus the buttons and settings that differ between them.
/// Asking a control for a button or setting it lacks throws ``ReplError/unsupported(control:what:)``.
protocol ReplControl: AnyObject {
    /// How error messages name the control: "text field", "text view", "search bar".
    var name: String { get }
    var model: TextInputModel { get }
    var isClearButtonVisible: Bool { get }
    /// The delegate that prints the control's calls and answers them with ``policies``.
    var loggingDelegate: LoggingDelegate { get }

    func tapClearButton() throws(ReplError)
    /// Return: the field's and the search bar's Return key; the text view types "\n".
    func pressReturn()
    func tapCancelButton() throws(ReplError)
    func setClearButtonMode(_ mode: TextField.ViewMode) throws(ReplError)
    func set(_ option: Command.Switch, on: Bool) throws(ReplError)
    /// Runs after every command, whether it failed or not (`--demo` updates its view here).
    func commandDidRun()
    /// Checks the control's invariants in debug builds (`--check-invariants`).
    func checkInvariants()
}

extension ReplControl {
    /// The policies the logging delegate answers with; `nil` for UIKit's defaults.
    var policies: TextFieldPolicies? {
        get { loggingDelegate.policies }
        set { loggingDelegate.policies = newValue }
    }

    func commandDidRun() {}

    func checkInvariants() { model.checkInvariants() }

    func unsupported(_ what: String) -> ReplError {
        .unsupported(control: name, what: what)
    }

    func unsupported(_ option: Command.Switch) -> ReplError {
        unsupported("\(option.rawValue) setting")
    }
}
