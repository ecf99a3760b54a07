extension TextRope {
    /// Verifies the tree in debug builds (any build with `TEXTENGINE_CHECKS`): uniform height,
    /// node sizes within limits, every cached summary equal to a recount, every child data hint
    /// current, and the edit cursor pointing where it claims. Traps on a violation. Compiled to
    /// nothing in other builds. O(n).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        let height = root.height
        let recounted = Self.check(root, expectedHeight: height, isRoot: true)
        precondition(recounted == summary, "root summary mismatch")
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
    private static func check(_ node: Node, expectedHeight: Int, isRoot: Bool) -> Summary {
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
        var total = Summary.empty
        for i in 0..<inner.count {
            let child = check(inner.children[i], expectedHeight: expectedHeight - 1, isRoot: false)
            precondition(child == inner.summaries[i], "child summary mismatch")
            precondition(inner.hints[i] == inner.children[i].dataAddress, "stale child data hint")
            total = total.appending(child)
        }
        return total
    }
    #endif
}
