import TextRope

/// Where an offset went through a change, and whether the text on both sides of it was replaced.
public struct MappedOffset: Hashable, Sendable {
    /// The UTF-16 offset in the text after the change.
    public var offset: Int
    /// Whether the offset was strictly inside a replaced range: the text on both sides of it
    /// was removed by the same replacement.
    public var isDeleted: Bool

    /// An offset and whether it was deleted.
    public init(offset: Int, isDeleted: Bool) {
        self.offset = offset
        self.isDeleted = isDeleted
    }
}

extension ChangeSet {
    /// Maps a UTF-16 offset in the text before the change to the text after it.
    ///
    /// An offset before every replacement stays; one after a replacement moves by its length
    /// change. Text inserted exactly at the offset goes after it with ``AnchorBias/before`` and
    /// before it with ``AnchorBias/after``. An offset at the start of a replaced range stays at
    /// the start of the new text, one at its end goes to the end of the new text, and one strictly
    /// inside goes to the start (`before`) or the end (`after`) of the new text. O(k) for k
    /// replacements.
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...lengthBefore`.
    public func map(_ offset: Int, bias: AnchorBias) throws(TextRangeError) -> Int {
        try mapTracking(offset, bias: bias).offset
    }

    /// Maps a UTF-16 offset as ``map(_:bias:)`` does and says whether it was deleted: strictly
    /// inside a replaced range. O(k) for k replacements.
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...lengthBefore`.
    public func mapTracking(_ offset: Int, bias: AnchorBias) throws(TextRangeError) -> MappedOffset {
        guard offset >= 0, offset <= lengthBefore else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: lengthBefore)
        }
        var walk = OffsetWalk(offset: offset, bias: bias)
        switch storage {
        case .none: break
        case .one(let replacement): _ = walk.step(replacement.range, inserted: replacement.text.utf16Count)
        case .many(let replacements):
            for replacement in replacements where !walk.step(replacement.range, inserted: replacement.text.utf16Count) {
                break
            }
        }
        return walk.result
    }
}

/// The mapping rule of ``ChangeSet/map(_:bias:)``, one replacement at a time (sorted, disjoint,
/// in the text before the change): what anchors, decorations and selections all follow.
struct OffsetWalk {
    let offset: Int
    let bias: AnchorBias
    private var delta: Int
    private var mapped: Int?
    private var deleted = false

    /// Starts a walk of `offset`; `delta` is the length change of the replacements before the
    /// first one it will step through, when it starts past some (they must all end at or before
    /// the offset, which must not be the start of an insertion among them).
    init(offset: Int, bias: AnchorBias, delta: Int = 0) {
        self.offset = offset
        self.bias = bias
        self.delta = delta
    }

    /// Takes the next replacement into account; returns whether later ones can still matter.
    mutating func step(_ range: Range<Int>, inserted: Int) -> Bool {
        if offset < range.lowerBound { return false }
        if offset == range.lowerBound {
            if range.isEmpty {
                guard bias == .after else {
                    mapped = offset + delta
                    return false
                }
            } else {
                mapped = offset + delta
                return false
            }
        } else if offset < range.upperBound {
            deleted = true
            mapped = range.lowerBound + delta + (bias == .before ? 0 : inserted)
            return false
        }
        delta += inserted - range.count
        return true
    }

    /// The offset after the replacements seen.
    var result: MappedOffset {
        MappedOffset(offset: mapped ?? offset + delta, isDeleted: deleted)
    }
}

// Maps offsets that never decrease through sorted replacements in one pass: those ending before
// an offset are passed once and for all, so a run of q offsets costs O(k + q) for k replacements
// (plus the replacements at each offset).
struct IncreasingOffsetMapper {
    private let replacements: [ChangeSet.Replacement]
    private var passed = 0
    private var delta = 0

    init(_ replacements: [ChangeSet.Replacement]) {
        self.replacements = replacements
    }

    // `offset` must not be less than the one mapped before.
    mutating func map(_ offset: Int, bias: AnchorBias) -> MappedOffset {
        while passed < replacements.count, replacements[passed].range.upperBound < offset {
            delta += replacements[passed].utf16Delta
            passed += 1
        }
        var walk = OffsetWalk(offset: offset, bias: bias, delta: delta)
        for replacement in replacements[passed...] where !walk.step(replacement.range, inserted: replacement.text.utf16Count) {
            break
        }
        return walk.result
    }
}
