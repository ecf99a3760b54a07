import TextDocument

/// The plain model the `document` target checks a `TextDocument` against: the text as UTF-16
/// units, anchors and decorations as lists, each mapped through every change by the documented
/// rule written out position by position (no tree, no shared code with the document).
struct DocumentReference {
    struct Replacement {
        var range: Range<Int>
        var units: [UInt16]
    }

    struct Anchor {
        var offset: Int
        var bias: AnchorBias
        var tracks: Bool
        var deleted = false
        var handle: TextAnchor
    }

    struct Mark {
        var range: Range<Int>
        var startBias: AnchorBias
        var endBias: AnchorBias
        var value: Int
    }

    var units: [UInt16] = []
    var anchors: [Anchor] = []
    var marks: [Mark] = []

    /// Applies sorted, disjoint replacements (each in the text before), highest first.
    mutating func apply(_ replacements: [Replacement]) {
        for replacement in replacements.reversed() {
            units.replaceSubrange(replacement.range, with: replacement.units)
        }
        for i in anchors.indices {
            let (offset, deleted) = Self.map(anchors[i].offset, anchors[i].bias, replacements)
            anchors[i].offset = offset
            if anchors[i].tracks && deleted { anchors[i].deleted = true }
        }
        marks = marks.compactMap { mark in
            let start = Self.map(mark.range.lowerBound, mark.startBias, replacements).offset
            if mark.range.isEmpty { return Mark(range: start..<start, startBias: mark.startBias, endBias: mark.endBias, value: mark.value) }
            let end = Swift.max(start, Self.map(mark.range.upperBound, mark.endBias, replacements).offset)
            guard end > start else { return nil }
            return Mark(range: start..<end, startBias: mark.startBias, endBias: mark.endBias, value: mark.value)
        }
    }

    /// Where `offset` goes: text inserted at it follows the bias; at a replaced range's start it
    /// stays at the new text's start, at its end it goes to the new text's end; strictly inside,
    /// the bias picks the start or the end of the new text, and the offset counts as deleted.
    static func map(_ offset: Int, _ bias: AnchorBias, _ replacements: [Replacement]) -> (offset: Int, deleted: Bool) {
        var shift = 0
        for replacement in replacements {
            let from = replacement.range.lowerBound
            let to = replacement.range.upperBound
            let newFrom = from + shift
            if offset < from { return (offset + shift, false) }
            if from == to {
                if offset == from && bias == .before { return (newFrom, false) }
            } else {
                if offset == from { return (newFrom, false) }
                if offset < to { return (bias == .before ? newFrom : newFrom + replacement.units.count, true) }
            }
            shift += replacement.units.count - (to - from)
        }
        return (offset + shift, false)
    }

    /// The marks intersecting `range` (overlapping, or an empty one within or at an edge of the
    /// other), by start.
    func marks(intersecting range: Range<Int>) -> [Mark] {
        let hits = marks.enumerated().filter { _, mark in
            let low = Swift.max(mark.range.lowerBound, range.lowerBound)
            let high = Swift.min(mark.range.upperBound, range.upperBound)
            return low < high || ((mark.range.isEmpty || range.isEmpty) && low <= high)
        }
        return hits.sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
    }
}
