import TextBoundaries
import TextRope

// The grapheme count an edit would leave. A max-length policy asks for it twice per key (from the
// UIKit-shaped `shouldChange…` and from `shouldApply`) and `apply` needs it again: the answer for
// the last edit asked about is kept until the text changes (`generation`).
struct GraphemeForecast {
    let generation: Int
    let edit: TextEdit
    /// The cluster count after the edit.
    let count: Int
    /// Plain ASCII replaced next to plain ASCII: every offset the edit touches is a boundary.
    let isPlainASCII: Bool
}

extension TextInputModel {
    /// The number of grapheme clusters the text would have after `edit`, which must fit the current
    /// text. O(log n + the clusters around the edit) the first time for an edit; O(1) when asked
    /// again about the same edit before the text changes.
    func graphemeCount(after edit: TextEdit) -> Int {
        forecast(edit).count
    }

    func forecast(_ edit: TextEdit) -> GraphemeForecast {
        if let known = graphemeForecast, known.generation == generation, known.edit == edit { return known }
        let cover = edit.ranges[0].location..<edit.ranges[edit.ranges.count - 1].upperBound
        let counting = GraphemeDelta(
            before: textRope, changing: cover, replacementLength: cover.count + edit.utf16Delta,
            replacement: edit.ranges.count == 1 ? edit.replacement : nil)
        let count: Int
        if let quick = counting.knownDelta {
            count = graphemeCount + quick
        } else {
            let result = edit.result(applyingTo: textRope)
            count = counting.delta(after: result).map { graphemeCount + $0 } ?? result.graphemeCount
        }
        let made = GraphemeForecast(generation: generation, edit: edit, count: count, isPlainASCII: counting.knownDelta != nil)
        graphemeForecast = made
        return made
    }
}
