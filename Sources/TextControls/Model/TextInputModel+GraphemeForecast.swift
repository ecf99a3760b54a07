import Foundation
import TextBoundaries
import TextRope

// The grapheme count an edit would leave. A max-length policy asks for it twice per key (from the
// UIKit-shaped `shouldChange…` and from `shouldApply`) and `apply` needs it again: the answer for
// the last single-range edit asked about is kept until the text changes (`generation`). Only the
// range and the replacement decide the count, so only they are kept and compared.
struct GraphemeForecast {
    let generation: Int
    let range: NSRange
    let replacement: String
    let outcome: Outcome

    /// What the edit leaves (a plain value, so that reading it copies no string).
    struct Outcome {
        /// The cluster count after the edit.
        let count: Int
        /// Plain ASCII replaced next to plain ASCII: every offset the edit touches is a boundary.
        let isPlainASCII: Bool
    }

    /// The outcome, if this forecast was made for `edit` on the text of `generation`.
    func outcome(of edit: TextEdit, at generation: Int) -> Outcome? {
        guard self.generation == generation, edit.rangeCount == 1, range == edit.range, replacement == edit.replacement
        else { return nil }
        return outcome
    }
}

extension TextInputModel {
    /// The number of grapheme clusters the text would have after `edit`, which must fit the current
    /// text. O(log n + the clusters around the edit); O(1) when asked again about the same
    /// single-range edit before the text changes.
    func graphemeCount(after edit: TextEdit) -> Int {
        if let known = forecastIfKnown(edit) { return known.count }
        let counting = GraphemeDelta(before: textRope, applying: edit)
        let count: Int
        if let quick = counting.knownDelta {
            count = graphemeCount + quick
        } else {
            count = counting.count(after: edit.result(applyingTo: textRope), countBefore: graphemeCount)
        }
        if edit.rangeCount == 1 {
            graphemeForecast = GraphemeForecast(
                generation: generation, range: edit.range, replacement: edit.replacement,
                outcome: GraphemeForecast.Outcome(count: count, isPlainASCII: counting.knownDelta != nil))
        }
        return count
    }

    /// The forecast kept for `edit`, if it was made for it on the current text.
    func forecastIfKnown(_ edit: TextEdit) -> GraphemeForecast.Outcome? {
        graphemeForecast?.outcome(of: edit, at: generation)
    }
}

extension GraphemeDelta {
    /// Prepares for applying `edit` (which must fit `rope`): its ranges count as one covering
    /// range, and its replacement is read only for a single-range edit.
    init(before rope: TextRope, applying edit: TextEdit) {
        let covering = edit.coveringRange
        let cover = covering.location..<covering.upperBound
        self.init(
            before: rope, changing: cover, replacementLength: cover.count + edit.utf16Delta,
            replacement: edit.rangeCount == 1 ? edit.replacement : nil)
    }
}
