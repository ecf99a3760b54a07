extension TextRope {
    /// Verifies the tree in debug builds (any build with `TEXTENGINE_CHECKS`): uniform height,
    /// node sizes within limits, every cached summary equal to a recount, every child data hint
    /// current, and the edit cursor pointing where it claims. Traps on a violation. Compiled to
    /// nothing in other builds. O(n).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        let height = root.height
        let recounted = check(root, expectedHeight: height, level: 0, onPath: !pathIsExact)
        precondition(recounted == exactSummary, "root summary mismatch")
        precondition(
            cursor.pending.isSettled || (cursor.depth >= 1 && cursor.wasMade(forRoot: root)),
            "a change pending without a cursor path to hold it")
        if cursor.hasRun {
            precondition(cursor.depth >= 0 && cursor.wasMade(forRoot: root), "typing run without a cursor")
            let leaf = unsafeDowncast(cursor.depth == 0 ? root : cursor.leafSlot.pointee, to: Leaf.self)
            precondition(
                cursor.runLeaf == UnsafeRawPointer(Unmanaged.passUnretained(leaf).toOpaque()), "typing run in another leaf")
            let start = cursor.runStart - cursor.leafStart
            let end = cursor.runEnd - cursor.leafStart
            precondition(start >= 1 && start <= end && end < leaf.count, "typing run not inside its leaf")
            precondition(end == leaf.head.count, "typing run not ending at the gap")
            if cursor.runDeleted > 0 {
                precondition(
                    start == end && cursor.runLimit == Int.min && cursor.runDeleted <= Self.maxRunLength,
                    "deleting run holding keys or past its length")
                precondition(cursor.runDeleted <= leaf.capacity - leaf.count, "deleted units not in the gap")
                precondition(leaf.count >= Limits.minLeaf, "deleting run below the leaf's minimum")
            } else {
                precondition(
                    cursor.runLimit - cursor.runStart <= Self.maxRunLength
                        && cursor.runLimit - cursor.leafStart <= Swift.min(leaf.capacity, Limits.maxLeaf) - leaf.tail.count,
                    "typing run limit past its leaf's room")
            }
        } else {
            precondition(cursor.runDeleted == 0, "deleted units without a run")
        }
        if cursor.isValid && cursor.wasMade(forRoot: root) {
            precondition(cursor.depth == height, "cursor depth mismatch")
            var node = root
            var start = 0
            for level in 0..<cursor.depth {
                let inner = unsafeDowncast(node, to: Inner.self)
                let index = cursor.index(atLevel: level)
                precondition(index < inner.count, "cursor index out of range")
                for i in 0..<index { start += inner.summaries[i].utf16 }
                if level == cursor.depth - 1 {
                    precondition(cursor.leafSlot == inner.children + index, "cursor leaf slot mismatch")
                }
                node = inner.children[index]
            }
            precondition(start == cursor.leafStart, "cursor leaf start mismatch")
        }
        #endif
    }

    #if TEXTENGINE_CHECKS
    // `node` is at depth `level`, on the cursor's path with a pending change if `onPath`.
    private func check(_ node: Node, expectedHeight: Int, level: Int, onPath: Bool) -> Summary {
        let isRoot = level == 0
        precondition(node.height == expectedHeight, "uneven leaf depth")
        if node.height == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            precondition(leaf.count <= Limits.maxLeaf, "leaf overfull")
            precondition(isRoot || leaf.count >= Limits.minLeaf, "leaf underfull")
            precondition(leaf.count <= leaf.capacity, "leaf past capacity")
            return leaf.summary
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        precondition(inner.count <= Limits.maxInner, "inner node overfull")
        precondition(inner.count >= (isRoot ? 2 : Limits.minInner), "inner node underfull")
        let path = pendingSummaries
        let pathIndex = path.pathIndex(atLevel: level, onPath: onPath)
        var total = Summary.empty
        for i in 0..<inner.count {
            precondition(inner.summaries.lengths[i] == inner.summaries[i].utf16, "stale child length")
            let child = check(inner.children[i], expectedHeight: expectedHeight - 1, level: level + 1, onPath: i == pathIndex)
            precondition(
                child == path.summary(inner.summaries[i], at: i, pathIndex: pathIndex), "child summary mismatch")
            precondition(inner.hints[i] == inner.children[i].dataAddress, "stale child data hint")
            total = total.appending(child)
        }
        return total
    }
    #endif
}
