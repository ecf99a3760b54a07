import EditingTraces
import Foundation
import TextControls
import ViewBridge

/// Typing through a `TextFieldWrapper` bound to a `TextRope` state, mounted in a
/// `RepresentableHost`: each key is one `insertText`, written back to the binding, then one host
/// tick, in keystrokes per second, in a 1 KB document and in the `--size` MB one. The binding
/// carries the rope (O(1) copies), so neither the write-back nor the update compares texts.
struct WrapperTypingWorkload: Workload {
    let name = "wrapper"
    let unit = "keys"
    let implementations: [Implementation] = [.rope]

    func cases(_ context: BenchContext) throws -> [String] { try KeystrokesWorkload.documentRows(context) }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        @State var document = try KeystrokesWorkload.document(name, context)
        let host = RepresentableHost { TextFieldWrapper(rope: $document) }
        host.mount()
        guard let field = host.view else { throw BenchError.cell("the wrapper made no field") }
        field.notificationCenter = nil
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: document.utf16Count / 2, length: 0)
        host.tick()
        // As many keys as the keystrokes rows it is compared with.
        let keys = KeySequence.keys(KeystrokesWorkload.keyCount)
        var series = context.runSeries()
        context.forEachRun {
            series.time(operations: keys.count) { deadline in
                CappedLoop.run(count: keys.count, until: deadline) { i in
                    field.insertText(keys[i])
                    host.tick()
                }
            }
        }
        let check = document.isIdentical(to: field.textRope) ? "ok" : "binding differs from the field"
        host.unmount()
        return series.result(check: check)
    }
}
