extension OffsetTree {
    /// Calls `body` with the rank, position and element of each entry whose span, from its
    /// position to its reach past it (ends included), meets `lower...upper`, in order. Subtrees
    /// starting after `upper` or reaching no further than before `lower` are skipped: O(B log n +
    /// B m) for m entries reported, fewer when they are grouped.
    func forEach(meeting lower: Int, _ upper: Int, _ body: (_ rank: Int, _ position: Int, _ element: Element) -> Void) {
        guard let root, base <= upper else { return }
        Self.forEach(in: root, base: base, rank: 0, meeting: lower, upper, body)
    }

    private static func forEach(
        in node: Node, base: Int, rank: Int, meeting lower: Int, _ upper: Int, _ body: (Int, Int, Element) -> Void
    ) {
        if node.height == 0 {
            node.offsets.withUnsafeBufferPointer { offsets in
                node.elements.withUnsafeBufferPointer { elements in
                    for i in 0..<offsets.count {
                        let position = base + offsets[i]
                        if position > upper { break }
                        // `lower - position` cannot overflow: both are offsets in the text.
                        if position >= lower || elements[i].reach >= lower - position { body(rank + i, position, elements[i]) }
                    }
                }
            }
            return
        }
        node.children.withUnsafeBufferPointer { children in
            var childRank = rank
            for child in children {
                let childBase = base + child.base
                if childBase > upper { break }
                if childBase >= lower || child.reach >= lower - childBase {
                    forEach(in: child.node, base: childBase, rank: childRank, meeting: lower, upper, body)
                }
                childRank += child.count
            }
        }
    }
}
