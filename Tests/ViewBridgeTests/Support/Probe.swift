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
    let serial: Int
    var label = ""

    init(serial: Int) { self.serial = serial }
}

/// A representable that logs each lifecycle step with the value it was given, and runs an
/// optional hook inside `updateView` (to write state there).
struct Probe: ViewRepresentable {
    final class Coordinator {
        let serial: Int
        init(serial: Int) { self.serial = serial }
    }

    let log: ProbeLog
    var label: String
    var onUpdate: (ProbeView, Context) -> Void = { _, _ in }

    func makeCoordinator() -> Coordinator {
        log.lines.append("makeCoordinator")
        return Coordinator(serial: log.lines.count)
    }

    func makeView(context: Context) -> ProbeView {
        log.lines.append("makeView \(label)")
        return ProbeView(serial: context.coordinator.serial)
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
