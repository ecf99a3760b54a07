import TextControls
import ViewBridge
import SeededRandom

/// The demo screen, headless: state `name` and `color`, a ``TextFieldWrapper`` bound to the
/// name with its settings in the initialiser (text color, font, `onEditingChanged` and `onCommit` in the
/// initialiser), and two buttons. The wrapper is also given the REPL's logging delegate with
/// `.delegate(_:)`: its coordinator asks that delegate every question first, so the delegate lines
/// and `policy …` work as in `--field`. The closures print `wrapper …` lines.
struct DemoView {
    /// The buttons, as `press "…"` names them.
    enum Button: String, CaseIterable {
        case randomName = "Random Name"
        case changeColor = "Change Color"
    }

    @State var name = ""
    @State var color = Color.black

    /// The names "Random Name" draws from.
    static let names = ["Anna", "Hanna", "Johanna", "Zoë", "Björn", "José"]
    /// The colors "Change Color" cycles through, starting with the first.
    static let colors: [Color] = [.black, .red, .green, .blue, .purple]

    let delegate: LoggingDelegate
    let transcript: Transcript

    var body: TextFieldWrapper {
        let transcript = transcript
        return TextFieldWrapper(
            "Name", text: $name, textColor: color, font: .body,
            onEditingChanged: { transcript.wrapper("onEditingChanged \($0)") },
            onCommit: { transcript.wrapper("onCommit") }
        )
        .delegate(delegate)
    }

    /// Presses `button`: "Random Name" sets `name` to one of ``names`` other than the current one,
    /// drawn from `generator`; "Change Color" sets `color` to the next of ``colors``. Only state
    /// changes here; the view follows at the host's next tick.
    func press(_ button: Button, using generator: inout SplitMix64) {
        switch button {
        case .randomName:
            let others = Self.names.filter { $0 != name }
            name = others[Int(generator.next() % UInt64(others.count))]
        case .changeColor:
            let next = (Self.colors.firstIndex(of: color) ?? -1) + 1
            color = Self.colors[next % Self.colors.count]
        }
    }
}
