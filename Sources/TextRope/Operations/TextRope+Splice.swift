// The general edit: recursive replacement over the tree, splitting what overflows and merging what
// underflows. After replacing inside a child, every node below that child is within its limits,
// except possibly a chain of only-children hanging from the child itself (the child is then
// underfull too). Merging an underfull node with a neighbour puts that chain next to the
// neighbour's children, where the merge repairs it in turn, so damage never survives a level.
extension TextRope {
    mutating func splice(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) {
        if !cursor.pending.isSettled { settlePath() }
        var items = [Item(node: root, summary: summary)]
        root = sharedEmptyLeaf  // so that items[0] may be uniquely referenced
        _ = Self.replace(in: &items, at: 0, range.lowerBound, range.upperBound, new)
        var height = items[0].node.height
        while items.count > 1 {
            height += 1
            items = Self.pack(items, height: height)
        }
        var top = items[0]
        while top.node.height > 0 && top.node.count == 1 {
            let inner = unsafeDowncast(top.node, to: Inner.self)
            top = Item(node: inner.children[0], summary: inner.summaries[0])
        }
        root = top.node
        summary = top.summary
    }

    /// Replaces `lo..<hi`, relative to `items[i]`, with `new`, putting the resulting nodes in
    /// place of `items[i]`; returns how many there are.
    static func replace(
        in items: inout [Item], at i: Int, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>
    ) -> Int {
        if items[i].node.height == 0 {
            return replaceInLeaf(&items, at: i, lo, hi, new)
        }
        var kids = takeChildren(&items[i])
        let height = items[i].node.height
        var first = 0
        var firstStart = 0
        // The child holding the range's first unit; for an insertion between two children, the
        // one after it (as the edit cursor picks it).
        while first < kids.count - 1 && firstStart + kids[first].summary.utf16 <= lo {
            firstStart += kids[first].summary.utf16
            first += 1
        }
        var last = first
        var lastStart = firstStart
        while last < kids.count - 1 && lastStart + kids[last].summary.utf16 < hi {
            lastStart += kids[last].summary.utf16
            last += 1
        }
        let damaged: Range<Int>
        if first == last {
            let n = replace(in: &kids, at: first, lo - firstStart, hi - firstStart, new)
            damaged = first..<(first + n)
        } else {
            let firstLength = kids[first].summary.utf16
            kids.removeSubrange((first + 1)..<last)
            let empty = UnsafeBufferPointer<UInt16>(start: nil, count: 0)
            let nLast = replace(in: &kids, at: first + 1, 0, hi - lastStart, empty)
            let nFirst = replace(in: &kids, at: first, lo - firstStart, firstLength, new)
            damaged = first..<(first + nFirst + nLast)
        }
        repair(&kids, damaged)
        let packed = pack(kids, height: height)
        items.replaceSubrange(i...i, with: packed)
        return packed.count
    }

    private static func replaceInLeaf(
        _ items: inout [Item], at i: Int, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>
    ) -> Int {
        let count = items[i].node.count
        let total = count - (hi - lo) + new.count
        if total <= Limits.maxLeaf {
            let leaf = uniqueLeaf(&items[i])
            let edit = leaf.edit(lo, hi, new, newCount: total)
            items[i].summary = total == 0 ? .empty : edit.apply(to: items[i].summary, leaf: leaf)
            return 1
        }
        let leaf = unsafeDowncast(items[i].node, to: Leaf.self)
        let edited = editedSummary(of: leaf, summarizedAs: items[i].summary, lo, hi, new)
        let before = leaf.segments(0..<lo)
        let after = leaf.segments(hi..<count)
        let leaves = evenLeaves([before.0, before.1, new, after.0, after.1], total: total, summary: edited)
        items.replaceSubrange(i...i, with: leaves)
        return leaves.count
    }

    /// Merges underfull nodes in `range` of `kids` with their neighbours until none is left there
    /// (or only one node remains).
    static func repair(_ kids: inout [Item], _ range: Range<Int>) {
        var k = range.lowerBound
        var end = range.upperBound
        while kids.count > 1 && k < Swift.min(end, kids.count) {
            guard kids[k].isUnderfull else {
                k += 1
                continue
            }
            let left = k > 0 ? k - 1 : k
            let n = merge(&kids, at: left)
            end -= 2 - n
            k = left
        }
    }

    /// Merges `kids[a]` and `kids[a + 1]` (same height) into one node, or two balanced ones if
    /// they do not fit in one; returns how many.
    private static func merge(_ kids: inout [Item], at a: Int) -> Int {
        let merged: [Item]
        if kids[a].node.height == 0 {
            let total = kids[a].node.count + kids[a + 1].node.count
            if total <= Limits.maxLeaf {
                let right = unsafeDowncast(kids[a + 1].node, to: Leaf.self)
                let leaf = uniqueLeaf(&kids[a])
                leaf.reserve(total)
                leaf.append(contentsOf: right)
                merged = [Item(node: leaf, summary: kids[a].summary.appending(kids[a + 1].summary))]
            } else {
                let left = unsafeDowncast(kids[a].node, to: Leaf.self)
                let right = unsafeDowncast(kids[a + 1].node, to: Leaf.self)
                merged = evenLeaves(
                    [left.head, left.tail, right.head, right.tail], total: total,
                    summary: kids[a].summary.appending(kids[a + 1].summary))
            }
        } else {
            let height = kids[a].node.height
            var grandchildren = takeChildren(&kids[a])
            let junction = grandchildren.count
            grandchildren += takeChildren(&kids[a + 1])
            repair(&grandchildren, (junction - 1)..<(junction + 1))
            merged = pack(grandchildren, height: height)
        }
        kids.replaceSubrange(a...(a + 1), with: merged)
        return merged.count
    }

    /// Groups same-height items under as few inner nodes of `height` as fit, sizes as even as
    /// possible (so each is at least half full when there is more than one).
    static func pack(_ items: [Item], height: Int) -> [Item] {
        let groups = (items.count + Limits.maxInner - 1) / Limits.maxInner
        var result: [Item] = []
        result.reserveCapacity(groups)
        var start = 0
        for g in 0..<groups {
            let size = items.count / groups + (g < items.count % groups ? 1 : 0)
            let node = Inner(height: height, items[start..<(start + size)])
            result.append(Item(node: node, summary: node.summary))
            start += size
        }
        return result
    }

    /// Leaves holding `segments` in order, `total` units in all, sizes as even as possible. Given
    /// the `summary` of all the units, the last leaf's summary is derived from it, not counted.
    static func evenLeaves(
        _ segments: [UnsafeBufferPointer<UInt16>], total: Int, summary: Summary? = nil
    ) -> [Item] {
        let count = leafCount(holding: total)
        var writer = LeafWriter(
            sizes: (0..<count).map { total / count + ($0 < total % count ? 1 : 0) }, summary: summary)
        for segment in segments { writer.append(segment) }
        return writer.finish()
    }

    /// How many leaves `evenLeaves` makes for `total` units: as few as hold them, at least one.
    static func leafCount(holding total: Int) -> Int {
        Swift.max((total + Limits.maxLeaf - 1) / Limits.maxLeaf, 1)
    }

    /// The children of `item`'s inner node, moved out if the node is uniquely referenced (it is
    /// then left empty), copied otherwise.
    private static func takeChildren(_ item: inout Item) -> [Item] {
        let unique = isUnique(&item.node)
        let inner = unsafeDowncast(item.node, to: Inner.self)
        return unique ? inner.takeItems() : inner.sharedItems()
    }

    private static func uniqueLeaf(_ item: inout Item) -> Leaf {
        if !isUnique(&item.node) {
            item.node = unsafeDowncast(item.node, to: Leaf.self).copy()
        }
        return unsafeDowncast(item.node, to: Leaf.self)
    }
}

/// The empty leaf that every empty `TextRope()` shares; never mutated, since it is never unique.
nonisolated(unsafe) let sharedEmptyLeaf = Leaf(UnsafeBufferPointer(start: nil, count: 0))
