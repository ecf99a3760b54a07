import ViewBridge

/// What a ``Probe`` representable saw, in order, as one line per lifecycle step.
final class ProbeLog {
    var lines: [String] = []
    /// The deepest nesting of `updateView` calls seen (1 means never re-entered).
    var maxUpdateDepth = 0
    private var depth = 0

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }

    func enterUpdate() {
        depth += 1
        maxUpdateDepth = max(maxUpdateDepth, depth)
    }

    func leaveUpdate() { depth -= 1 }
}

/// A plain object for representables to manage.
final class ProbeView {
    var label = ""
}

/// A representable that logs each lifecycle step with the value it was given, and runs an
/// optional hook inside `updateView` (to write state there).
struct Probe: ViewRepresentable {
    /// A class, so that tests can tell coordinators apart.
    final class Coordinator {}

    let log: ProbeLog
    var label: String
    var onUpdate: (ProbeView, Context) -> Void = { _, _ in }

    func makeCoordinator() -> Coordinator {
        log.lines.append("makeCoordinator")
        return Coordinator()
    }

    func makeView(context: Context) -> ProbeView {
        log.lines.append("makeView \(label)")
        return ProbeView()
    }

    func updateView(_ view: ProbeView, context: Context) {
        log.enterUpdate()
        defer { log.leaveUpdate() }
        log.lines.append("updateView \(label)")
        view.label = label
        onUpdate(view, context)
    }

    static func dismantleView(_ view: ProbeView, coordinator: Coordinator) {
        view.label = "dismantled"
    }
}
