import TextControls

/// The bytes `--live` writes: the edited line redrawn in place (prompt, the visible part of the
/// line, the caret placed by display width) with notes (delegate and event lines) under it, and
/// committed lines left on the screen.
struct LiveScreen {
    static let prompt = "> "
    /// The prompt when the line is scrolled and text is hidden on the left.
    static let scrolledPrompt = "< "
    /// Shown after the visible part when text is hidden on the right.
    static let moreMarker = ">"

    var viewport = LineViewport()

    /// Redraws the line of `rope` with the caret at UTF-16 offset `caret` on a terminal of
    /// `size`, and `notes` under it (as many as fit, each cut to the width). O(log n + columns)
    /// plus the notes.
    mutating func redraw(_ rope: TextRope, caret: Int, size: (columns: Int, rows: Int), notes: [String]) -> String {
        // The prompt, the caret's cell after the text and the "more" marker take 4 columns.
        let frame = viewport.frame(of: rope, caret: caret, columns: max(size.columns - 4, 1))
        var output = "\u{1B}[?25l\r" + (frame.hiddenBefore ? Self.scrolledPrompt : Self.prompt) + frame.text
        if frame.hiddenAfter { output += Self.moreMarker }
        output += "\u{1B}[J"
        let shown = Self.fitting(notes, size: size)
        for note in shown { output += "\r\n" + note }
        if !shown.isEmpty { output += "\u{1B}[\(shown.count)A" }
        output += "\r\u{1B}[\(Self.prompt.count + frame.caretColumn)C\u{1B}[?25h"
        return output
    }

    /// Leaves `text` on the screen as the committed line, whole, with `notes` under it, and
    /// moves to a fresh line.
    func committed(_ text: String, notes: [String]) -> String {
        "\r\u{1B}[J" + Self.prompt + text + "\r\n" + notes.map { $0 + "\r\n" }.joined()
    }

    // The notes that fit under the line (the rest summarised), each cut to the width so that
    // none wraps and moving back up lands on the line.
    private static func fitting(_ notes: [String], size: (columns: Int, rows: Int)) -> [String] {
        let room = max(size.rows - 2, 1)
        var shown = notes.count > room ? Array(notes.prefix(room - 1)) + ["… \(notes.count - room + 1) more"] : notes
        for index in shown.indices {
            // A note longer than this many scalars cannot fit anyway.
            let head = TextRope(String(String.UnicodeScalarView(shown[index].unicodeScalars.prefix(4 * size.columns))))
            shown[index] = LineViewport.prefix(of: head, from: 0, fitting: max(size.columns - 1, 1)).text
        }
        return shown
    }
}
