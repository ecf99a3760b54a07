// The fast path: an edit that stays inside the leaf the cursor points at, keeps that leaf within
// its size limits and finds every node on the path uniquely owned. It edits the leaf in place, with
// no search and no allocation. When the leaf's first and last units survive the edit (nearly
// always), every summary on the path changes by the same delta, so the path is updated by one
// addition per level; otherwise the summaries are recombined with their neighbours' join
// corrections, level by level.
extension TextRope {
    mutating func editCursorLeaf(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
        let depth = cursor.depth
        guard depth == root.height, range.lowerBound >= cursor.leafStart,
            isKnownUniquelyReferenced(&root)
        else { return false }
        let lo = range.lowerBound - cursor.leafStart
        let hi = range.upperBound - cursor.leafStart
        if depth == 0 {
            let leaf = unsafeDowncast(root, to: Leaf.self)
            guard let edit = Self.editLeaf(leaf, lo, hi, new, minCount: 0) else { return false }
            summary = edit.isEmpty ? .empty : edit.apply(to: summary, leaf: leaf)
            return true
        }
        return withUnsafeTemporaryAllocation(of: UnsafeMutablePointer<Summary>.self, capacity: EditCursor.maxDepth) {
            slots in
            // Check the whole path before touching anything.
            unowned(unsafe) var inner = unsafeDowncast(root, to: Inner.self)
            var path = cursor.path
            for level in 0..<depth {
                let i = Int(truncatingIfNeeded: path & 0xF)
                guard i < inner.count, isKnownUniquelyReferenced(&inner.children[i]) else { return false }
                slots[level] = inner.summaries + i
                if level == depth - 1 { break }
                inner = unsafeDowncast(inner.children[i], to: Inner.self)
                path >>= EditCursor.bitsPerLevel
            }
            let i = Int(truncatingIfNeeded: path & 0xF)
            unowned(unsafe) let leaf = unsafeDowncast(inner.children[i], to: Leaf.self)
            guard let edit = Self.editLeaf(leaf, lo, hi, new, minCount: Limits.minLeaf) else { return false }
            let old = slots[depth - 1].pointee
            let updated = edit.apply(to: old, leaf: leaf)
            if updated.first == old.first && updated.last == old.last {
                for level in 0..<depth { slots[level].pointee.add(edit) }
                summary.add(edit)
            } else {
                propagateAlongCursor(from: old, to: updated)
            }
            return true
        }
    }

    // Replaces lo..<hi (leaf-relative) in place if the result keeps between minCount and maxLeaf
    // units, returning the change in counts. Only the units around the edit are recounted: a unit's
    // contribution depends on itself and the unit before it.
    private static func editLeaf(
        _ leaf: Leaf, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, minCount: Int
    ) -> LeafEdit? {
        let count = leaf.count
        guard hi <= count else { return nil }
        let newCount = count - (hi - lo) + new.count
        guard newCount <= Limits.maxLeaf, newCount >= minCount else { return nil }
        leaf.reserve(newCount)
        // With the gap moved to `hi`, the units before `hi` are contiguous from the storage start
        // and the unit at `hi` is the first after the gap.
        leaf.moveGap(to: hi)
        let units = leaf.storage
        let before: UInt16 = lo > 0 ? units[lo - 1] : 0
        var delta = Counts.of(new, after: before) - Counts.of(UnsafeBufferPointer(start: units + lo, count: hi - lo), after: before)
        if hi < count {
            // The unit after the edit gets a new predecessor; that matters only to a LF or a
            // trail surrogate.
            let next = leaf[hi]
            if next == 0x0A || UTF16.isTrailSurrogate(next) {
                delta = delta + Counts.of(next, after: new.last ?? before) - Counts.of(next, after: hi > 0 ? units[hi - 1] : 0)
            }
        }
        leaf.replace(lo..<hi, with: new)
        return LeafEdit(utf16: newCount - count, counts: delta, isEmpty: newCount == 0)
    }

    // The slow half of the fast path: the leaf's first or last unit changed, so each level's
    // summary is recombined with the join corrections against its neighbours.
    private mutating func propagateAlongCursor(from old: Summary, to new: Summary) {
        var nodes: [(Inner, Int)] = []
        var node = root
        for level in 0..<cursor.depth {
            let inner = unsafeDowncast(node, to: Inner.self)
            let i = cursor.index(atLevel: level)
            nodes.append((inner, i))
            node = inner.children[i]
        }
        var (childOld, childNew) = (old, new)
        for level in stride(from: nodes.count - 1, through: 0, by: -1) {
            let (inner, i) = nodes[level]
            inner.summaries[i] = childNew
            let parentOld = level == 0 ? summary : nodes[level - 1].0.summaries[nodes[level - 1].1]
            let parentNew = Self.propagate(parentOld, in: inner, child: i, from: childOld, to: childNew)
            (childOld, childNew) = (parentOld, parentNew)
        }
        summary = childNew
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

/// How an in-place leaf edit changed the leaf's counts.
struct LeafEdit {
    let utf16: Int
    let counts: Counts
    let isEmpty: Bool

    /// The leaf's summary after the edit, given the one before.
    func apply(to old: Summary, leaf: Leaf) -> Summary {
        var result = old
        result.add(self)
        result.first = leaf[0]
        result.last = leaf[leaf.count - 1]
        return result
    }
}

extension Summary {
    mutating func add(_ edit: LeafEdit) {
        utf16 &+= edit.utf16
        add(edit.counts)
    }
}
