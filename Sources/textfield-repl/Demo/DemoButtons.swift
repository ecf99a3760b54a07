/// The buttons of the `--demo` view, which `press "…"` reaches through ``ReplSession/demoButtons``.
protocol DemoButtons: AnyObject {
    /// Presses the button titled `title`; an unknown title is ``ReplError/unknownButton(_:)``.
    func press(_ title: String) throws(ReplError)
}
