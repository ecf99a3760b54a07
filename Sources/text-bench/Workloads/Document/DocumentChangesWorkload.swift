import EditingTraces
import TextDocument

/// A keystroke's change in the forms a language server and tree-sitter are sent: the
/// `DocumentChange`'s LSP content changes and tree-sitter input edits, both computed for each key
/// typed in the middle of a 1 KB document and of the `--size` MB one, in changes per second. Each
/// key is applied to the document untimed, then its change converted, timed on its own (as a
/// client converts a change when it is announced), the clock's reading included.
struct DocumentChangesWorkload: Workload {
    let name = "document-changes"
    let unit = "changes"
    let implementations: [Implementation] = [.rope]
    static let changeCount = 100_000

    func cases(_ context: BenchContext) throws -> [String] { try KeystrokesWorkload.documentRows(context) }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let document = TextDocument(try KeystrokesWorkload.document(name, context))
        var announced: DocumentChange?
        let token = document.addObserver { announced = $0 }
        defer { document.removeObserver(token) }
        let keys = KeySequence.keys(Self.changeCount)
        var caret = document.utf16Count / 2
        var series = context.runSeries()
        var converted = 0
        var lines = 0
        try context.forEachRun {
            try series.time(operations: keys.count, repeatingFor: .zero) { stopwatch in
                var done = 0
                while done < keys.count && ContinuousClock.now < stopwatch.deadline {
                    try document.replace(utf16Range: caret..<caret, with: keys[done], origin: .typing)
                    caret += 1
                    guard let change = announced else { break }
                    stopwatch.measure { _ in
                        let events = change.lspContentChanges()
                        let edits = change.treeSitterEdits()
                        lines &+= events[0].range.start.line &+ edits[0].startPoint.row
                    }
                    converted += 1
                    done += 1
                }
                return done
            }
        }
        let expected = series.completed.reduce(0, +)
        // The rows read add up, so that the conversions cannot be left out.
        guard lines >= 0 else { return series.result(check: "negative row") }
        return series.result(check: converted == expected ? "ok" : "\(expected - converted) not converted")
    }
}
