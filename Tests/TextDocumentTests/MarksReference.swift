import SeededRandom
import TextDocument
import TextRope

// Plain references for the anchor and decoration tests: every position mapped by a loop over the
// replacements, with no tree and without the library's own mapping code.

/// A change set's replacements as plain numbers: the replaced range and the inserted length.
struct MarkReplacement {
    let low: Int
    let high: Int
    let inserted: Int

    static func of(_ changes: ChangeSet) -> [MarkReplacement] {
        changes.replacements.map { MarkReplacement(low: $0.range.lowerBound, high: $0.range.upperBound, inserted: $0.text.utf16Count) }
    }
}

/// Where `offset` goes through `replacements` (sorted, disjoint, in the text before them): an
/// insertion at it keeps it before the text with `before`, puts it after with `after`; at the
/// start of a replaced range it stays at the start of the new text, at its end it goes to the
/// end; strictly inside it goes to the start (`before`) or the end (`after`) and is deleted.
func referenceMap(_ offset: Int, bias: AnchorBias, through replacements: [MarkReplacement]) -> (offset: Int, isDeleted: Bool) {
    var moved = 0
    var index = 0
    while index < replacements.count {
        let replacement = replacements[index]
        index += 1
        if offset < replacement.low { break }
        if replacement.low == replacement.high {
            if offset == replacement.low && bias == .before { return (offset + moved, false) }
            moved += replacement.inserted
            continue
        }
        if offset == replacement.low { return (offset + moved, false) }
        if offset < replacement.high { return (replacement.low + moved + (bias == .before ? 0 : replacement.inserted), true) }
        moved += replacement.inserted - (replacement.high - replacement.low)
    }
    return (offset + moved, false)
}

/// Anchors as a plain list: handle, offset, bias, deletion tracking and state.
struct ReferenceAnchors {
    struct Anchor {
        let handle: TextAnchor
        var offset: Int
        let bias: AnchorBias
        let tracksDeletion: Bool
        var isDeleted = false
    }

    var anchors: [Anchor] = []

    mutating func map(through changes: ChangeSet) {
        let replacements = MarkReplacement.of(changes)
        for i in anchors.indices {
            let mapped = referenceMap(anchors[i].offset, bias: anchors[i].bias, through: replacements)
            anchors[i].offset = mapped.offset
            if anchors[i].tracksDeletion && mapped.isDeleted { anchors[i].isDeleted = true }
        }
    }
}

/// Decorations as a plain list in insertion order, each with its sequence number.
struct ReferenceDecorations {
    struct Item {
        var range: Range<Int>
        var value: Int
        var startBias: AnchorBias
        var endBias: AnchorBias
        var sequence: Int
    }

    var items: [Item] = []
    var length: Int
    private var nextSequence = 0

    init(length: Int) { self.length = length }

    mutating func insert(_ range: Range<Int>, value: Int, startBias: AnchorBias, endBias: AnchorBias) {
        items.append(Item(range: range, value: value, startBias: startBias, endBias: endBias, sequence: nextSequence))
        nextSequence += 1
    }

    mutating func map(through changes: ChangeSet) {
        let replacements = MarkReplacement.of(changes)
        var kept: [Item] = []
        for var item in items {
            let start = referenceMap(item.range.lowerBound, bias: item.startBias, through: replacements).offset
            if item.range.isEmpty {
                item.range = start..<start
            } else {
                let end = referenceMap(item.range.upperBound, bias: item.endBias, through: replacements).offset
                if end <= start { continue }
                item.range = start..<end
            }
            kept.append(item)
        }
        items = kept
        length = changes.lengthAfter
    }

    /// Every decoration by start, then sequence.
    var sorted: [Item] {
        items.sorted { $0.range.lowerBound < $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.sequence < $1.sequence) }
    }

    /// The decorations intersecting `query`, by start then sequence.
    func intersecting(_ query: Range<Int>) -> [Item] {
        sorted.filter { item in
            let a = item.range
            if !a.isEmpty && !query.isEmpty { return a.lowerBound < query.upperBound && query.lowerBound < a.upperBound }
            return a.lowerBound <= query.upperBound && query.lowerBound <= a.upperBound
        }
    }
}

extension SplitMix64 {
    // Plain modulo (its bias is negligible for these small ranges): cheaper than
    // `Int.random(in:using:)` in unoptimized test builds.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    mutating func bias() -> AnchorBias { chance(50) ? .before : .after }
}

/// A random change set for a text of `length` units: 1 to 4 replacements (insertions, short
/// replacements, now and then deletions spanning much of the text, ranges touching the one
/// before, several insertions at one point), now and then the whole text replaced. Starts come
/// from `points` (anchor or decoration ends) half the time. Texts beyond `limit` units tend to
/// shrink.
func randomChangeSet(length: Int, points: [Int], limit: Int, using random: inout SplitMix64) throws -> ChangeSet {
    if random.chance(1) {
        return try ChangeSet(lengthBefore: length, replacing: 0..<length, with: String(repeating: "w", count: random.int(0...40)))
    }
    let count = random.int(1...4)
    var starts: [Int] = []
    for _ in 0..<count { starts.append(!points.isEmpty && random.chance(50) ? points[random.int(0...points.count - 1)] : random.int(0...length)) }
    starts.sort()
    var replacements: [ChangeSet.Replacement] = []
    var previousEnd = 0
    for i in 0..<count {
        let low = i > 0 && random.chance(25) ? previousEnd : Swift.max(starts[i], previousEnd)
        let next = i + 1 < count ? Swift.max(starts[i + 1], low) : length
        var high = Swift.min(next, low + (random.chance(15) ? random.int(0...length / 2) : random.int(0...8)))
        if random.chance(40) { high = low }
        let growing = length < limit
        let inserted = random.chance(growing ? 70 : 30) ? random.int(1...(growing ? 12 : 3)) : 0
        replacements.append(.init(range: low..<high, with: String(repeating: "x", count: inserted)))
        previousEnd = high
    }
    return try ChangeSet(lengthBefore: length, replacements: replacements)
}
