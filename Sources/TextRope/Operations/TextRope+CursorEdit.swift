// The fast path: an edit that stays inside the leaf the cursor points at, keeps that leaf within
// its size limits and finds every node on the path uniquely owned. It edits the leaf in place and
// adjusts the summaries on the path in O(1) per level, with no search and no allocation.
extension TextRope {
    mutating func editCursorLeaf(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
        guard cursor.depth == root.height, range.lowerBound >= cursor.leafStart,
            isKnownUniquelyReferenced(&root)
        else { return false }
        let lo = range.lowerBound - cursor.leafStart
        let hi = range.upperBound - cursor.leafStart
        let updated: Summary?
        if root.height == 0 {
            updated = Self.editLeaf(unsafeDowncast(root, to: Leaf.self), summary, lo, hi, new, minCount: 0)
        } else {
            updated = editInner(unsafeDowncast(root, to: Inner.self), summary, level: 0, lo, hi, new)
        }
        guard let updated else { return false }
        summary = updated
        return true
    }

    // Returns the node's new summary, or nil (having changed nothing) if the fast path does not apply.
    private func editInner(
        _ inner: Inner, _ old: Summary, level: Int, _ lo: Int, _ hi: Int,
        _ new: UnsafeBufferPointer<UInt16>
    ) -> Summary? {
        let i = Int(cursor.indices[level])
        guard i < inner.count, isKnownUniquelyReferenced(&inner.children[i]) else { return nil }
        let child = inner.children[i]
        let childOld = inner.summaries[i]
        let childNew =
            child.height == 0
            ? Self.editLeaf(unsafeDowncast(child, to: Leaf.self), childOld, lo, hi, new, minCount: Limits.minLeaf)
            : editInner(unsafeDowncast(child, to: Inner.self), childOld, level: level + 1, lo, hi, new)
        guard let childNew else { return nil }
        inner.summaries[i] = childNew
        return Self.propagate(old, in: inner, child: i, from: childOld, to: childNew)
    }

    // Replaces lo..<hi (leaf-relative) in place if the result keeps between minCount and maxLeaf
    // units; returns the leaf's new summary. Only the units around the edit are recounted: a unit's
    // contribution depends on itself and the unit before it.
    private static func editLeaf(
        _ leaf: Leaf, _ old: Summary, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>,
        minCount: Int
    ) -> Summary? {
        let count = leaf.count
        guard hi <= count else { return nil }
        let newCount = count - (hi - lo) + new.count
        guard newCount <= Limits.maxLeaf, newCount >= minCount else { return nil }
        if newCount == 0 {
            leaf.replace(lo..<hi, with: new)
            return .empty
        }
        leaf.reserve(newCount)
        let units = leaf.units
        let before: UInt16 = lo > 0 ? units[lo - 1] : 0
        var removed = Counts.of(UnsafeBufferPointer(start: units + lo, count: hi - lo), after: before)
        var added = Counts.of(new, after: before)
        if hi < count {
            let next = units[hi]
            removed = removed + Counts.of(next, after: hi > 0 ? units[hi - 1] : 0)
            added = added + Counts.of(next, after: new.last ?? before)
        }
        leaf.replace(lo..<hi, with: new)
        var result = old
        result.utf16 = newCount
        result.subtract(removed)
        result.add(added)
        result.first = units[0]
        result.last = units[newCount - 1]
        return result
    }

    /// The new summary of `inner` after its child `i` changed from `old` to `new` (both non-empty),
    /// given the node's summary `parent` before the change.
    static func propagate(
        _ parent: Summary, in inner: Inner, child i: Int, from old: Summary, to new: Summary
    ) -> Summary {
        var result = parent
        result.utf16 += new.utf16 - old.utf16
        result.add(new.counts)
        result.subtract(old.counts)
        if i > 0 {
            let left = inner.summaries[i - 1].last
            result.add(Counts.join(left, new.first))
            result.subtract(Counts.join(left, old.first))
        } else {
            result.first = new.first
        }
        if i < inner.count - 1 {
            let right = inner.summaries[i + 1].first
            result.add(Counts.join(new.last, right))
            result.subtract(Counts.join(old.last, right))
        } else {
            result.last = new.last
        }
        return result
    }
}
