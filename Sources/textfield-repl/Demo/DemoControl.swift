import TextControls
import TranscriptVocabulary
import ViewBridge
import SeededRandom

/// `--demo`: the text field of the demo screen (``DemoView``), made and kept up to date by
/// ViewBridge's ``RepresentableHost``. Commands drive that field as `--field` drives its own (see
/// ``TextFieldControl``), except `set enabled`, which goes through the host's environment as
/// SwiftUI's `disabled()` would (the wrapper's next update would undo a change made on the field).
///
/// After every command the host ticks: state written by the field (the binding) or by a button
/// reaches the view. Then a changed `name` prints as `name:…` and a changed applied text color
/// (the coordinator's, i.e. the view's) as `color:…`.
final class DemoControl: TextFieldControl, DemoButtons {
    let field: TextField
    let fieldDelegate: LoggingDelegate
    private let demo: DemoView
    private let host: RepresentableHost<TextFieldWrapper>
    private let transcript: Transcript
    private var generator: SplitMix64
    // What the last `name:` and `color:` lines said (initially: the state the view was mounted with).
    private var shownName: String
    private var shownColor: Color?

    /// Mounts the demo view; `seed` seeds the names "Random Name" draws.
    init(transcript: Transcript, pasteboard: Pasteboard, seed: UInt64) {
        let fieldDelegate = LoggingDelegate(transcript: transcript)
        let demo = DemoView(delegate: fieldDelegate, transcript: transcript)
        let host = RepresentableHost { demo.body }
        host.mount()
        guard let field = host.view else { preconditionFailure("mount() makes the view") }
        field.pasteboard = pasteboard
        field.addEventObserver { transcript.event($0) }
        self.field = field
        self.fieldDelegate = fieldDelegate
        self.demo = demo
        self.host = host
        self.transcript = transcript
        generator = SplitMix64(seed: seed)
        shownName = demo.name
        shownColor = host.coordinator?.appearance.foregroundColor
    }

    func setEnabled(_ on: Bool) { host.environment.isEnabled = on }

    func press(_ title: String) throws(ReplError) {
        guard let button = DemoView.Button(rawValue: title) else { throw .unknownButton(title) }
        demo.press(button, using: &generator)
    }

    func commandDidRun() {
        host.tick()
        if demo.name != shownName {
            shownName = demo.name
            transcript.plain("name:" + Quoting.escaped(shownName))
        }
        let color = host.coordinator?.appearance.foregroundColor
        if color != shownColor {
            shownColor = color
            transcript.plain("color:" + (color?.name ?? "default"))
        }
    }

    /// The field's, the coordinator's and the host's invariants, and the demo's own: one view made
    /// for the whole session, every tick finished, no state written during an update.
    func checkInvariants() {
        field.checkInvariants()
        host.coordinator?.checkInvariants()
        host.checkInvariants()
        #if TEXTENGINE_CHECKS
        precondition(host.lifecycle.makeView == 1 && host.view === field, "the demo's view was made again")
        precondition(host.isIdle, "a tick left work pending")
        precondition(host.diagnostics.isEmpty, "host diagnostics: \(host.diagnostics)")
        #endif
    }
}
