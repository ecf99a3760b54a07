/// A grid of character cells: what the editor draws, printed as plain text in headless mode and
/// sent to a terminal as escape sequences otherwise.
///
/// A cell holds one Unicode scalar (most glyphs are one); the text of a glyph of several scalars
/// (an emoji sequence, a letter with marks) is kept beside the grid, so that drawing and
/// comparing frames copies plain values.
package struct Screen: Equatable, Sendable {
    /// How a cell is drawn on a terminal.
    package enum Style: UInt8, Equatable, Sendable {
        case text, selected, match, special, gutter, status, message
    }

    /// One cell: the scalar of the glyph starting there, ``covered`` in the cells a wide glyph
    /// takes after its first, or ``cluster`` when the glyph's text is longer than one scalar.
    package struct Cell: Equatable, Sendable {
        package var scalar: UInt32
        package var style: Style

        package static let covered: UInt32 = 0
        package static let cluster: UInt32 = 0xFFFF_FFFF
        package static let blank = Cell(scalar: 0x20, style: .text)
    }

    package let columns: Int
    package let rows: Int
    package private(set) var cells: [Cell]
    // The texts of cells holding a cluster of several scalars, by cell index.
    private var clusters: [Int: String] = [:]
    /// Where the terminal's cursor goes: 0-based row and column.
    package var cursor: (row: Int, column: Int) = (0, 0)

    package init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    package static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.cells == rhs.cells && lhs.clusters == rhs.clusters
            && lhs.cursor == rhs.cursor
    }

    package subscript(row: Int, column: Int) -> Cell {
        cells[row * columns + column]
    }

    /// The text of the glyph starting at a cell: "" for a covered cell.
    package func text(row: Int, column: Int) -> String {
        let index = row * columns + column
        switch cells[index].scalar {
        case Cell.covered: return ""
        case Cell.cluster: return clusters[index] ?? ""
        case let value: return Unicode.Scalar(value).map { String($0) } ?? ""
        }
    }

    /// Whether row `row` shows the same as in `other` (of the same size).
    package func rowEqual(_ row: Int, _ other: Screen) -> Bool {
        let range = (row * columns)..<((row + 1) * columns)
        guard cells[range] == other.cells[range] else { return false }
        return range.allSatisfy { cells[$0].scalar != Cell.cluster || clusters[$0] == other.clusters[$0] }
    }

    /// Puts `text`, `width` cells wide, at `row`, `column`; the cells past the first are covered.
    /// Cells outside the screen are left out (a wide glyph cut by the right edge shows as
    /// blanks).
    package mutating func put(_ text: String, width: Int, row: Int, column: Int, style: Style) {
        guard row >= 0, row < rows, column >= 0, column < columns, width > 0 else { return }
        let base = row * columns
        if column + width > columns {
            for index in column..<columns { set(base + index, Cell(scalar: 0x20, style: style)) }
            return
        }
        let scalars = text.unicodeScalars
        if scalars.count == 1, let only = scalars.first {
            set(base + column, Cell(scalar: only.value, style: style))
        } else {
            cells[base + column] = Cell(scalar: Cell.cluster, style: style)
            clusters[base + column] = text
        }
        for index in (column + 1)..<(column + width) { set(base + index, Cell(scalar: Cell.covered, style: style)) }
    }

    /// Puts a glyph: its scalar (or ``Cell/cluster`` and its `text`), `width` cells wide, at
    /// `row`, `column`, as ``put(_:width:row:column:style:)`` does.
    package mutating func put(scalar: UInt32, text: @autoclosure () -> String, width: Int, row: Int, column: Int, style: Style) {
        guard scalar != Cell.cluster, width == 1, row >= 0, row < rows, column >= 0, column < columns else {
            return put(text(), width: width, row: row, column: column, style: style)
        }
        set(row * columns + column, Cell(scalar: scalar, style: style))
    }

    /// Puts one scalar of width 1 at `row`, `column`.
    package mutating func put(_ scalar: Unicode.Scalar, row: Int, column: Int, style: Style) {
        guard row >= 0, row < rows, column >= 0, column < columns else { return }
        set(row * columns + column, Cell(scalar: scalar.value, style: style))
    }

    private mutating func set(_ index: Int, _ cell: Cell) {
        if cells[index].scalar == Cell.cluster { clusters[index] = nil }
        cells[index] = cell
    }

    /// Writes `text` (status and prompt text) from `column` on, each cluster as wide as its
    /// display width, cut at the right edge; returns the column after it.
    @discardableResult
    mutating func write(_ text: String, row: Int, column: Int, style: Style, measure: ShortText) -> Int {
        var position = column
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            for scalar in text.unicodeScalars {
                guard position < columns else { break }
                put(scalar, row: row, column: position, style: style)
                position += 1
            }
            return position
        }
        for cluster in measure.clusters(of: text) where cluster.width > 0 {
            guard position + cluster.width <= columns else { break }
            put(cluster.text, width: cluster.width, row: row, column: position, style: style)
            position += cluster.width
        }
        return position
    }

    /// Fills row `row` with blanks of `style`.
    package mutating func fill(row: Int, style: Style) {
        guard row >= 0, row < rows else { return }
        for index in 0..<columns { set(row * columns + index, Cell(scalar: 0x20, style: style)) }
    }

    /// Every cell blank, the cursor at the top left.
    package mutating func clear() {
        for index in cells.indices { cells[index] = .blank }
        clusters.removeAll(keepingCapacity: true)
        cursor = (0, 0)
    }

    /// The rows as plain text, trailing spaces trimmed.
    package var plainLines: [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns { line += text(row: row, column: column) }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
