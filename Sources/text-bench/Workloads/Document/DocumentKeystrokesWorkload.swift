import EditingTraces
import Foundation
import TextControls
import TextDocument

/// Typing at a caret in the middle of a document through a `TextView` made on it
/// (`TextView(document:)`), in keystrokes per second: with nothing else on the document, and with
/// 10,000 anchors and a decoration set of 10,000 decorations spread over the text, which every
/// keystroke maps. In a 1 MB document and in the `--size` MB one. A delegate is asked about every
/// key and told of every change; no notification is posted.
struct DocumentKeystrokesWorkload: Workload {
    let name = "document-keystrokes"
    let unit = "keys"
    let implementations: [Implementation] = [.rope]
    static let keyCount = 100_000
    static let markerCount = 10_000
    static let markers = "10k anchors, 10k decorations"

    func cases(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.ascii, megabytes: 1)
        _ = try context.document(.ascii)
        return ["1 MB", "1 MB, \(Self.markers)", "\(context.sizeLabel), \(Self.markers)"]
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let megabytes = name.hasPrefix("1 MB") ? 1 : context.options.megabytes
        let file = try context.document(.ascii, megabytes: megabytes)
        let document = TextDocument(try TextRope(contentsOfFile: file.path))
        let decorations = document.makeDecorationSet(of: Int.self)
        var anchors: [TextAnchor] = []
        if name.hasSuffix(Self.markers) {
            let spacing = document.utf16Count / Self.markerCount
            for i in 0..<Self.markerCount {
                anchors.append(try document.makeAnchor(at: i * spacing, bias: i % 2 == 0 ? .before : .after))
                try decorations.insert(i * spacing..<(i * spacing + spacing / 2), value: i)
            }
        }
        let view = TextView(document: document)
        let delegate = CountingDelegate()
        view.delegate = delegate
        view.notificationCenter = nil
        _ = view.becomeFirstResponder()
        view.selectedRange = NSRange(location: document.utf16Count / 2, length: 0)
        let (series, typed) = context.typeKeys(Self.keyCount, into: view)
        let expected = series.completed.reduce(0, +)
        guard delegate.changes == typed else { return series.result(check: "\(typed - delegate.changes) changes untold") }
        let moved = anchors.allSatisfy { document.offset(of: $0) != nil } && decorations.count == (anchors.isEmpty ? 0 : Self.markerCount)
        return series.result(check: typed != expected ? "\(expected - typed) keys refused" : moved ? "ok" : "markers lost")
    }
}

/// Allows every edit and counts the changes it is told of.
private final class CountingDelegate: TextViewDelegate {
    var changes = 0

    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }

    func textViewDidChange(_ textView: TextView) { changes += 1 }
}
