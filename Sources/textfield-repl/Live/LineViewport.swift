import TextControls

/// The part of a long line that the terminal shows, scrolled horizontally to keep the caret in
/// view, measured in display columns (`displayWidth`: CJK and emoji take 2).
///
/// A redraw never measures the whole line. It works on a window of the line (a small rope copied
/// from the text, O(log n + window)) that starts at ``start``, a grapheme cluster boundary, and
/// spans about two screen widths: grapheme segmentation restarted at a true boundary finds the
/// same clusters, so widths measured in the window are the line's. Binary searches over the
/// window find the cut points with O(log window) `displayWidth` calls. Only a jump (scrolling
/// left, or right by more than the window) or an edit at or before `start` asks the whole text
/// for one boundary. So a keystroke's redraw is O(log n + columns), not O(line).
struct LineViewport {
    /// The UTF-16 offset of the first visible grapheme cluster.
    private(set) var start = 0
    private var needsSnap = false

    /// What to draw.
    struct Frame: Equatable {
        /// The visible clusters.
        var text: String
        /// The caret's column in `text`.
        var caretColumn: Int
        /// Whether text is hidden before or after the visible part.
        var hiddenBefore: Bool
        var hiddenAfter: Bool
    }

    /// Keeps ``start`` on the same text across an applied edit. O(1): an edit at or before it
    /// moves it and has the next frame snap it to a cluster boundary.
    mutating func noteEdit(_ edit: TextEdit) {
        let lower = edit.ranges[0].location
        let upper = edit.ranges[edit.ranges.count - 1].upperBound
        guard lower <= start else { return }
        // Text inserted at `start` is shown: `start` stays before it.
        start = upper < start ? start + edit.utf16Delta : lower
        needsSnap = start > 0
    }

    /// The frame of `rope` for `columns` columns with the caret at UTF-16 offset `caret` (a
    /// cluster boundary): the caret stays within the columns, scrolling so that a third of them
    /// shows the text before it when it leaves to the left, two thirds when it leaves to the right.
    mutating func frame(of rope: TextRope, caret: Int, columns: Int) -> Frame {
        let width = max(columns, 1)
        start = min(start, rope.utf16Count)
        // A caret at the left edge with text hidden before it scrolls too: one sees what
        // Backspace is about to delete.
        if caret < start || (caret == start && start > 0) {
            start = Self.scrolledStart(in: rope, caret: caret, keeping: width / 3, knownBoundary: nil)
            needsSnap = false
        }
        if needsSnap {
            start = Self.boundary(atOrAfter: start, in: rope)
            needsSnap = false
        }
        var caretColumn = Self.columns(in: rope, start..<caret, limit: width)
        if caretColumn == nil {
            start = Self.scrolledStart(in: rope, caret: caret, keeping: width * 2 / 3, knownBoundary: start)
            caretColumn = Self.columns(in: rope, start..<caret, limit: Int.max)
        }
        let (text, end) = Self.prefix(of: rope, from: start, fitting: width)
        return Frame(
            text: text, caretColumn: caretColumn ?? 0, hiddenBefore: start > 0, hiddenAfter: end < rope.utf16Count)
    }

    /// Verifies, in debug builds, that ``start`` lies in `rope` on a grapheme cluster boundary
    /// once a frame has been made. O(n) with the boundary API's cost; nothing in release builds.
    func checkInvariants(for rope: TextRope) {
        #if TEXTENGINE_CHECKS
        precondition(start >= 0 && start <= rope.utf16Count, "viewport start outside the text")
        precondition(needsSnap || (try? rope.isGraphemeBoundary(start)) == true, "viewport start inside a cluster")
        #endif
    }

    /// The longest run of whole clusters from `offset` (a cluster boundary) that fits `columns`,
    /// and the UTF-16 offset where it ends.
    static func prefix(of rope: TextRope, from offset: Int, fitting columns: Int) -> (text: String, end: Int) {
        var span = 2 * columns + 32
        while true {
            let end = min(rope.utf16Count, offset + span)
            let window = window(of: rope, offset..<end)
            // The window's last cluster may be cut short, unless the window reaches the end.
            let reachesEnd = end == rope.utf16Count
            let usable = reachesEnd ? window.utf16Count : lastClusterStart(in: window)
            if !reachesEnd && measure(window, 0..<usable) <= columns && span < 64 * columns + 4096 {
                span *= 2
                continue
            }
            // The largest u such that the clusters starting before it fit; they end at the
            // boundary at or after u.
            var low = 0
            var high = usable
            while low < high {
                let middle = (low + high + 1) / 2
                if measure(window, 0..<middle) <= columns { low = middle } else { high = middle - 1 }
            }
            let cut = boundary(atOrAfter: low, in: window)
            let fits = measure(window, 0..<cut) <= columns ? cut : boundary(before: cut, in: window)
            return ((try? window.string(utf16Range: 0..<fits)) ?? "", offset + fits)
        }
    }

    // The columns of `range`, or nil when they exceed `limit` (or the range is too long to be
    // worth measuring for that limit).
    private static func columns(in rope: TextRope, _ range: Range<Int>, limit: Int) -> Int? {
        guard limit == Int.max || range.count <= 16 * limit + 256 else { return nil }
        let columns = measure(window(of: rope, range), 0..<range.count)
        return columns <= limit ? columns : nil
    }

    // The cluster boundary furthest before `caret` from which the text up to the caret takes at
    // most `kept` columns, searched in a window of 8 units a column before the caret. The window
    // starts at `knownBoundary` when that is close enough (scrolling right by a little, as
    // typing does); otherwise the whole text is asked for a boundary once.
    private static func scrolledStart(in rope: TextRope, caret: Int, keeping kept: Int, knownBoundary: Int?) -> Int {
        let reach = 8 * kept + 64
        let lowest: Int
        if let knownBoundary, knownBoundary <= caret, caret - knownBoundary <= 2 * reach {
            lowest = knownBoundary
        } else {
            lowest = boundary(atOrAfter: max(0, caret - reach), in: rope)
        }
        let window = window(of: rope, lowest..<caret)
        var low = 0
        var high = window.utf16Count
        while low < high {
            let middle = (low + high) / 2
            if measure(window, boundary(atOrAfter: middle, in: window)..<window.utf16Count) <= kept {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return lowest + boundary(atOrAfter: low, in: window)
    }

    private static func window(of rope: TextRope, _ range: Range<Int>) -> TextRope {
        TextRope(utf16CodeUnits: (try? rope.utf16CodeUnits(in: range)) ?? [])
    }

    private static func measure(_ rope: TextRope, _ range: Range<Int>) -> Int {
        (try? rope.displayWidth(of: range)) ?? 0
    }

    private static func boundary(atOrAfter offset: Int, in rope: TextRope) -> Int {
        guard offset > 0, offset < rope.utf16Count,
            let cluster = try? rope.rangeOfComposedCharacterSequence(atUTF16: offset)
        else { return min(max(offset, 0), rope.utf16Count) }
        return cluster.lowerBound == offset ? offset : cluster.upperBound
    }

    private static func boundary(before offset: Int, in rope: TextRope) -> Int {
        ((try? rope.graphemeBoundary(before: offset)) ?? nil) ?? 0
    }

    private static func lastClusterStart(in rope: TextRope) -> Int {
        rope.utf16Count == 0 ? 0 : boundary(before: rope.utf16Count, in: rope)
    }
}
