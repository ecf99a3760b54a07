import Foundation
import TextBoundaries
import TextControls
import TextDocument
import TextRope

/// The editor: a ``TextView`` (every key is one of its user actions, seen by its delegate)
/// shown on a screen of character cells, laid out from the top of the viewport downward only.
///
/// The screen is the text rows, then a message row (messages and prompts), then the status line.
/// Drive it with ``handle(_:)`` and draw it with ``draw(into:)``; the headless runner prints
/// the screens, the terminal runner sends them to the terminal.
package final class Editor {
    /// The smallest screen the editor lays out: 4 columns, 3 rows (one text row).
    package static let minimumSize = (columns: 4, rows: 3)

    package let view: TextView
    let delegate = EditorDelegate()
    let storage: EditorStorage
    let searcher: EditorSearcher
    let layout: LayoutEngine
    let pasteboard = Pasteboard()
    let shortText = ShortText()

    /// Where saving writes; nil for a buffer not yet named.
    package internal(set) var path: String?
    var file: OpenedFile?
    var lineEnding: LineEndingStyle
    /// Whether the buffer changed since it was opened or saved.
    package internal(set) var isModified = false
    package private(set) var columns: Int
    package private(set) var rows: Int
    /// Whether long rows wrap (Alt-Z switches).
    package internal(set) var wraps = true
    /// The first row shown.
    var top = RowLocation(line: 0, row: 0)
    /// With wrap off, the first cell column shown.
    var leftColumn = 0
    /// The fixed end of a selection being extended with Shift, while the selection is the one
    /// the editor made.
    var anchor: (offset: Int, selection: NSRange)?
    /// The cell column vertical moves aim for, kept across consecutive ones.
    var goalColumn: Int?
    var prompt: Prompt?
    /// The message shown until the next key.
    package internal(set) var message: String?
    /// The search whose matches are highlighted, and the last one made.
    var highlighted: String?
    var lastSearch = ""
    var columnCount: ColumnCount?
    /// Set when the user quit.
    package internal(set) var hasQuit = false

    /// An editor of `file` (nil: an empty buffer), to be saved at `path`, on a screen of the given
    /// size (clamped to ``minimumSize``).
    package init(
        file: OpenedFile?, path: String?, columns: Int, rows: Int, storage: EditorStorage = TextFileStorage(),
        searcher: EditorSearcher = DocumentSearcher()
    ) {
        let text = file?.text ?? TextRope()
        self.file = file
        self.path = path ?? file?.path
        self.storage = storage
        self.searcher = searcher
        lineEnding = file?.lineEnding ?? .none
        self.columns = max(columns, Self.minimumSize.columns)
        self.rows = max(rows, Self.minimumSize.rows)
        view = TextView(document: TextDocument(text))
        layout = LayoutEngine(document: view.document, wrapWidth: nil)
        // What the file was is kept; its text is the document's now, and a second reference to it
        // would make each first edit of a chunk copy it.
        self.file?.text = TextRope()
        delegate.isReadOnly = file?.isLossy ?? false
        view.delegate = delegate
        view.pasteboard = pasteboard
        view.notificationCenter = nil
        view.becomeFirstResponder()
        try? view.setSelectedRange(NSRange(location: 0, length: 0))
        view.addEditObserver { [unowned self] edit in followEdit(edit) }
        updateGeometry()
    }

    package var isReadOnly: Bool { delegate.isReadOnly }

    /// Shows `message` (if any) on the message row until the next key.
    package func show(_ message: String?) {
        if let message { self.message = message }
    }

    // MARK: - Geometry

    /// Rows of text above the message row and the status line.
    var textRows: Int { rows - 2 }
    /// The line-number gutter: the digits of the last line number and a space, unless the screen
    /// is too narrow to spare them.
    var gutterWidth: Int {
        var digits = 1
        var count = view.textRope.lineCount
        while count >= 10 {
            count /= 10
            digits += 1
        }
        return columns - digits - 1 >= 8 ? digits + 1 : 0
    }
    var textWidth: Int { columns - gutterWidth }

    /// Resizes the screen (clamped to ``minimumSize``), keeping the caret in view.
    package func resize(columns: Int, rows: Int) {
        self.columns = max(columns, Self.minimumSize.columns)
        self.rows = max(rows, Self.minimumSize.rows)
        updateGeometry()
        scrollToCaret()
    }

    func updateGeometry() {
        layout.setWrapWidth(wraps ? textWidth : nil)
        top = normalized(top)
    }

    // MARK: - Following edits

    private func followEdit(_ edit: TextEdit) {
        let cover = edit.coveringRange
        let range = cover.location..<(cover.location + cover.length)
        let inserted = cover.length + edit.utf16Delta
        layout.noteEdit(replacing: range, inserted: inserted)
        if range.upperBound < top.line {
            top.line += edit.utf16Delta
        } else if range.lowerBound < top.line {
            top.line = range.lowerBound
        }
        if let count = columnCount, range.lowerBound < count.offset || range.lowerBound <= count.lineStart {
            columnCount = nil
        }
        anchor = nil
        goalColumn = nil
        updateGeometry()
    }

    /// `location` moved to the start of a layout line and a row it has.
    func normalized(_ location: RowLocation) -> RowLocation {
        let line = layout.layoutLine(containing: location.line)
        if line.start != location.line { return RowLocation(line: line.start, row: line.rowIndex(of: location.line)) }
        return RowLocation(line: line.start, row: min(location.row, line.rows.count - 1))
    }
}
