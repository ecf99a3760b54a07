// `--demo`: the seed's Demo view run headless through ViewBridge's host: state `name`, a
// `TextFieldWrapper` bound to it, a `name:<value>` line whenever it changes, and the buttons
// "Random Name" and "Change Color" (random names from a generator seeded by `--seed`).
// ViewBridge is being written on its own branch; until it lands `--demo` reports that it needs it.
// The session already routes `press "…"` to `ReplSession.demoButtons`, so the demo only has to
// build its host, hand the wrapped field to a session and supply the buttons.

/// The buttons of the `--demo` view.
protocol DemoButtons: AnyObject {
    /// Presses the button titled `title`; an unknown title is an error.
    func press(_ title: String) throws(ReplError)
}

enum DemoMode {
    /// The session of `--demo`, printing to `transcript`, seeded with `seed`.
    static func makeSession(transcript: Transcript, seed: UInt64) throws(ReplError) -> ReplSession {
        throw .demoNeedsViewBridge
    }
}
