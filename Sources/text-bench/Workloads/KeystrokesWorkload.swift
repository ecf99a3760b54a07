import EditingTraces
import Foundation
import TextControls

/// Typing at a caret in the middle of a document through a `TextField`: each key is one
/// `insertText` that asks a max-length delegate (`TextFieldPolicies.maxLength` in grapheme
/// clusters), snaps to grapheme boundaries, registers undo and sends `editingChanged`, in
/// keystrokes per second, in a 1 KB document and in the `--size` MB one. The "notifications"
/// rows also post `textDidChangeNotification` on `NotificationCenter.default` for every key, as
/// UIKit does; the others set `notificationCenter` to nil.
struct KeystrokesWorkload: Workload {
    let name = "keystrokes"
    let unit = "keys"
    static let keyCount = 100_000
    let implementations: [Implementation] = [.rope]

    func cases(_ context: BenchContext) throws -> [String] {
        let sizes = try Self.documentRows(context)
        return sizes + sizes.map { "\($0), notifications" }
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let posts = name.hasSuffix(", notifications")
        let size = posts ? String(name.dropLast(", notifications".count)) : name
        let rope = try Self.document(size, context)
        let field = TextField()
        field.setTextRope(rope)
        field.notificationCenter = posts ? .default : nil
        let policies = TextFieldPolicies.maxLength(field.graphemeCount + Self.keyCount * (context.options.runs + 1))
        field.delegate = policies
        field.addAction(for: .editingChanged) { _ in }
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: rope.utf16Count / 2, length: 0)
        let (series, typed) = context.typeKeys(Self.keyCount, into: field)
        withExtendedLifetime(policies) {}
        let expected = series.completed.reduce(0, +)
        return series.result(check: typed == expected ? "ok" : "\(expected - typed) keys refused")
    }

    /// The rows of the texts ``document(_:_:)`` makes, "1 KB" and the `--size` one, with the
    /// generated ASCII document prepared.
    static func documentRows(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.ascii)
        return ["1 KB", context.sizeLabel]
    }

    /// The text of a row: about 1 KB of words, or the generated ASCII document.
    static func document(_ size: String, _ context: BenchContext) throws -> TextRope {
        if size == "1 KB" { return TextRope(String(repeating: "lorem ipsum dolor sit amet, ", count: 37)) }
        let document = try context.document(.ascii)
        return try TextRope(contentsOfFile: document.path)
    }
}
