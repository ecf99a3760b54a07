// A held backspace or delete key whose run of deletes has crossed from one leaf into the next goes
// on at that leaf's edge, next to the caret: each backspace takes the last unit of the leaf before
// the caret, each delete the first unit of the leaf after it. Every such delete changes the leaf's
// edge unit, so its summary is recombined with its neighbour's, nearly twice what a delete inside a
// leaf costs. After a delete at an edge, a few units move across the boundary from the sibling on
// the caret's side, so that the caret lies inside the leaf and the deletes that follow stay there.
extension TextRope {
    #if TEXTENGINE_CHECKS
    // Small, so that tests sweep across many boundaries.
    static let edgeSweepShift = 2
    #else
    static let edgeSweepShift = 64
    #endif

    /// After a one-unit delete at an edge of the cursor's leaf `leaf` (its gap now at that edge),
    /// moves up to `edgeSweepShift` units to it from the sibling on that side, when that sibling
    /// is a leaf of the same parent, uniquely owned, that stays above its minimum, and the leaf's
    /// storage has room for them (it is never reallocated for a sweep). The path's pending change
    /// is settled first; the text, the nodes above the parent and the cursor's path are unchanged
    /// (only where the leaf starts, for units moved to its start). The cursor must be valid at
    /// depth 1 or more, its path owned. O(`edgeSweepShift`) plus the moves of the two leaves' gaps.
    mutating func shiftBoundaryAfterEdgeDelete(_ leaf: Leaf) {
        let atEnd = leaf.gapStart == leaf.count
        guard atEnd || leaf.gapStart == 0 else { return }
        unowned(unsafe) let parent = cursorParent()
        let i = cursor.index(atLevel: cursor.depth &- 1)
        let j = atEnd ? i &+ 1 : i &- 1
        guard j >= 0, j < parent.count, isUnique(&parent.children[j]) else { return }
        unowned(unsafe) let sibling = unsafeDowncast(parent.children[j], to: Leaf.self)
        // Within the leaf's storage, as the typing run's room is: a loaded leaf would otherwise
        // leave its block (and its huge page) for a few units.
        let k = Swift.min(Self.edgeSweepShift, sibling.count &- Limits.minLeaf, leaf.room)
        guard k > 0 else { return }
        settleOwnedPath()
        let moved = atEnd ? 0..<k : (sibling.count &- k)..<sibling.count
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: k) { buffer in
            let (head, tail) = sibling.segments(moved)
            _ = buffer.initialize(fromContentsOf: head)
            _ = buffer[head.count...].initialize(fromContentsOf: tail)
            let units = UnsafeBufferPointer(buffer)
            // Only the moved units are counted; both summaries follow from them.
            let shifted = Summary.of(units)
            sibling.replace(moved, with: UnsafeBufferPointer(start: nil, count: 0))
            if atEnd {
                leaf.replace(leaf.count..<leaf.count, with: units)
                parent.summaries[i] = parent.summaries[i].appending(shifted)
                parent.summaries[j] = parent.summaries[j].dropping(prefix: shifted, first: sibling[0])
            } else {
                leaf.replace(0..<0, with: units)
                parent.summaries[i] = shifted.appending(parent.summaries[i])
                parent.summaries[j] = parent.summaries[j].dropping(suffix: shifted, last: sibling[sibling.count &- 1])
            }
        }
        parent.setHints(i, for: leaf)
        parent.setHints(j, for: sibling)
        if !atEnd { cursor.leafStart &-= k }
    }
}
