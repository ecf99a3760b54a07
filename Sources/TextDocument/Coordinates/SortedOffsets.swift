/// Ascending UTF-16 offsets without repeats (the terminators of a ``LineBreakIndex``), in an
/// offset tree: an edit moves the offsets after it by rewriting one path, O(B log e) for e
/// offsets, and a copy (a snapshot) shares every node until one of them changes.
struct SortedOffsets: Equatable, Sendable {
    private var tree = OffsetTree<LineBreakMark>()

    init() {}

    /// `sorted`: ascending, without repeats. O(e).
    init(sorted: [Int]) {
        tree = OffsetTree(sortedPositions: sorted, elements: [LineBreakMark](repeating: LineBreakMark(), count: sorted.count))
    }

    var count: Int { tree.count }

    /// The number of offsets below `offset`. O(B log e); O(1) when there are none (a text whose
    /// lines all end with LF).
    func count(before offset: Int) -> Int { tree.count == 0 ? 0 : tree.rank(before: offset) }

    /// The offset of 0-based rank `rank`, in `0..<count`. O(B log e).
    func offset(ofRank rank: Int) -> Int { tree.entry(atRank: rank).position }

    /// Removes the offsets in `range`, moves those at or after its end by `delta` and adds
    /// `inserted` (ascending, each in `range.lowerBound..<range.upperBound + delta`): the
    /// offsets of a text whose `range` was replaced by `range.count + delta` units.
    /// O((r + m + 1) B log e) for r removed and m inserted, O(e + m) when they are many.
    mutating func replace(_ range: Range<Int>, shiftingBy delta: Int, inserting inserted: [Int]) {
        let low = tree.rank(before: range.lowerBound)
        let high = tree.rank(before: range.upperBound)
        if high - low + inserted.count > Swift.max(32, tree.count / 8) {
            rebuild(removing: low..<high, shiftingBy: delta, inserting: inserted)
            return
        }
        for rank in (low..<high).reversed() { _ = tree.remove(atRank: rank) }
        tree.shift(fromRank: low, by: delta)
        for (index, offset) in inserted.enumerated() { tree.insert(LineBreakMark(), at: offset, rank: low + index) }
    }

    private mutating func rebuild(removing ranks: Range<Int>, shiftingBy delta: Int, inserting inserted: [Int]) {
        var offsets: [Int] = []
        offsets.reserveCapacity(tree.count - ranks.count + inserted.count)
        var rank = 0
        tree.forEach { position, _ in
            if rank == ranks.lowerBound { offsets += inserted }
            if rank < ranks.lowerBound {
                offsets.append(position)
            } else if rank >= ranks.upperBound {
                offsets.append(position + delta)
            }
            rank += 1
            return true
        }
        if rank <= ranks.lowerBound { offsets += inserted }
        self = SortedOffsets(sorted: offsets)
    }

    /// Verifies the tree in debug builds (any build with `TEXTENGINE_CHECKS`). O(e).
    func checkInvariants() {
        tree.checkInvariants()
    }

    static func == (lhs: SortedOffsets, rhs: SortedOffsets) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var offsets: [Int] = []
        offsets.reserveCapacity(lhs.count)
        lhs.tree.forEach { position, _ in
            offsets.append(position)
            return true
        }
        var rank = 0
        var equal = true
        rhs.tree.forEach { position, _ in
            equal = offsets[rank] == position
            rank += 1
            return equal
        }
        return equal
    }
}

/// What the tree of a ``SortedOffsets`` keeps at each offset: nothing but the offset.
struct LineBreakMark: OffsetTreeElement, Sendable {}
