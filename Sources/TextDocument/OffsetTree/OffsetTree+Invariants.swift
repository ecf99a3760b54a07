extension OffsetTree {
    /// Verifies the tree in debug builds (any build with `TEXTENGINE_CHECKS`): uniform height,
    /// node sizes within limits, every base 0 at a node's first entry and positions sorted across
    /// nodes, every count and reach equal to a recount. Traps on a violation. Compiled to nothing
    /// in other builds. O(n).
    func checkInvariants() {
        #if TEXTENGINE_CHECKS
        guard let root else {
            precondition(count == 0 && base == 0, "empty tree with entries")
            return
        }
        let summary = Self.check(root, base: base, isRoot: true, after: Int.min)
        precondition(summary.count == count, "tree count mismatch")
        precondition(root.height == 0 || root.children.count >= 2, "inner root with one child")
        #endif
    }

    #if TEXTENGINE_CHECKS
    /// Checks `node` (first entry at `base`, every entry at or after `after`); returns its entry
    /// count, its last position and its reach past `base`.
    private static func check(_ node: Node, base: Int, isRoot: Bool, after: Int) -> (count: Int, last: Int, reach: Int) {
        precondition(node.width <= node.maxWidth, "node overfull")
        precondition(isRoot || node.width >= node.minWidth, "node underfull")
        if node.height == 0 {
            precondition(!node.offsets.isEmpty && node.offsets.count == node.elements.count, "leaf arrays mismatch")
            precondition(node.offsets[0] == 0, "leaf base is not its first entry")
            precondition(base >= after, "entries out of order across leaves")
            for i in 1..<node.offsets.count where node.offsets[i] < node.offsets[i - 1] {
                preconditionFailure("entries out of order in a leaf")
            }
            return (node.offsets.count, base + node.offsets[node.offsets.count - 1], node.reach)
        }
        precondition(node.children[0].base == 0, "inner base is not its first entry")
        var total = 0
        var last = after
        var reach = 0
        for child in node.children {
            precondition(child.node.height == node.height - 1, "uneven leaf depth")
            let summary = check(child.node, base: base + child.base, isRoot: false, after: last)
            precondition(summary.count == child.count, "child count mismatch")
            precondition(summary.reach == child.reach, "child reach mismatch")
            if Element.hasReach { reach = Swift.max(reach, saturatingSum(child.base, summary.reach)) }
            total += summary.count
            last = summary.last
        }
        return (total, last, reach)
    }
    #endif
}
