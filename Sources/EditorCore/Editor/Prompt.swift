import Foundation
import TextControls

/// A question on the message row, answered by the keys that follow: text typed into a
/// ``TextField`` (find, replace, go to line, save as) or one letter (y, n, a).
final class Prompt {
    enum Kind {
        /// Incremental find; `origin` is the selection when it began.
        case find(origin: NSRange)
        case replacePattern
        case replaceWith(pattern: String)
        /// At each match: replace it, skip it, replace all, or stop. `count` replaced so far.
        case replaceConfirm(pattern: String, replacement: String, count: Int)
        case goToLine
        case saveAs(quitAfter: Bool)
        case quitUnsaved
        case overwrite(quitAfter: Bool)
    }

    var kind: Kind
    let label: String
    /// The answer being typed; nil for a one-letter question.
    let field: TextField?

    init(_ kind: Kind, label: String, text: String? = nil, pasteboard: Pasteboard) {
        self.kind = kind
        self.label = label
        if let text {
            let field = TextField(text: text)
            field.pasteboard = pasteboard
            field.notificationCenter = nil
            field.becomeFirstResponder()
            field.selectAll()
            self.field = field
        } else {
            field = nil
        }
    }
}
