extension OffsetTree {
    /// Moves the entries from rank `rank` on by `delta` UTF-16 units. Positions must stay sorted:
    /// a negative `delta` may not take them before the entry of rank `rank - 1`. O(B log n).
    mutating func shift(fromRank rank: Int, by delta: Int) {
        guard delta != 0, rank < count else { return }
        if rank == 0 {
            base += delta
            return
        }
        uniqueRoot()!.shift(fromRank: rank, by: delta)
    }

    /// Rewrites the entries of ranks `ranks` (as many as `elements`): the first `lowCount` of
    /// `elements` go at `low`, the others at `high`, in order. The caller keeps positions sorted:
    /// `low <= high`, the entries before `ranks` at `low` or before it, those after at `high` or
    /// after it. O(B log n + m) for m entries.
    mutating func assign<T: OffsetTreeTracker>(
        _ ranks: Range<Int>, elements: [Element], lowCount: Int, low: Int, high: Int, tracker: inout T
    ) where T.Element == Element {
        guard !ranks.isEmpty, let root = uniqueRoot() else { return }
        var source = AssignedEntries(elements: elements, lowCount: lowCount, low: low, high: high)
        base = root.assign(ranks, base: base, from: &source, tracker: &tracker)
    }
}

/// The entries ``OffsetTree/assign(_:elements:lowCount:low:high:tracker:)`` writes, in order.
struct AssignedEntries<Element> {
    let elements: [Element]
    let lowCount: Int
    let low: Int
    let high: Int
    var next = 0

    mutating func take() -> (position: Int, element: Element) {
        defer { next += 1 }
        return (next < lowCount ? low : high, elements[next])
    }
}

extension OffsetTree.Node {
    /// Moves this node's entries from rank `rank` (at least 1) on by `delta`.
    func shift(fromRank rank: Int, by delta: Int) {
        if height == 0 {
            offsets.withUnsafeMutableBufferPointer { offsets in
                for i in rank..<offsets.count { offsets[i] += delta }
            }
            return
        }
        let (index, local) = child(containing: rank)
        children.withUnsafeMutableBufferPointer { children in
            for i in (local == 0 ? index : index + 1)..<children.count { children[i].base += delta }
        }
        guard local > 0 else { return }
        let child = uniqueChild(index)
        child.shift(fromRank: local, by: delta)
        if Element.hasReach { children[index].reach = child.reach }
    }

    /// Overwrites this node's entries of ranks `ranks` from `source`; `base` is the node's
    /// absolute base, the returned value its new one.
    func assign<T: OffsetTreeTracker>(
        _ ranks: Range<Int>, base: Int, from source: inout AssignedEntries<Element>, tracker: inout T
    ) -> Int where T.Element == Element {
        if height == 0 {
            for i in ranks {
                let (position, element) = source.take()
                offsets[i] = position - base
                elements[i] = element
                tracker.placed(element, in: self)
            }
            return base + (ranks.lowerBound == 0 ? normalizeLeaf() : 0)
        }
        var start = 0
        for index in 0..<children.count {
            let end = start + children[index].count
            let low = Swift.max(ranks.lowerBound, start)
            let high = Swift.min(ranks.upperBound, end)
            if low < high {
                let child = uniqueChild(index)
                let childBase = base + children[index].base
                children[index].base = child.assign(low - start..<high - start, base: childBase, from: &source, tracker: &tracker) - base
                if Element.hasReach { children[index].reach = child.reach }
            }
            if end >= ranks.upperBound { break }
            start = end
        }
        return base + normalize()
    }
}
