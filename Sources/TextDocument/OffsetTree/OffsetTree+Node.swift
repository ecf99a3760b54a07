extension OffsetTree {
    // One class for both kinds of node: a leaf (height 0) uses `offsets` and `elements`, an inner
    // node `children`; the other arrays stay empty (no storage). A node's base is the absolute
    // position of its first entry, known only from the path to it: a leaf's `offsets[0]` and an
    // inner node's first child's base are always 0. Node state skips dynamic exclusivity checks:
    // a node is mutated only by the tree that owns it uniquely, and no access is held across a
    // call that could reach the same node.
    final class Node {
        /// 0 for leaves.
        let height: Int
        /// A leaf's positions, relative to its first one, non-decreasing.
        @exclusivity(unchecked) var offsets: [Int]
        /// A leaf's elements, beside their positions.
        @exclusivity(unchecked) var elements: [Element]
        /// An inner node's children, each with what the node keeps about it (side by side, so
        /// that a descent reads one array).
        @exclusivity(unchecked) var children: [Child]
        // Kept by an `OffsetTreeTracker` (meaningless in untracked trees): the parent, this
        // node's index among its children, and a leaf's number in the tracker's table.
        @exclusivity(unchecked) unowned(unsafe) var parent: Node?
        @exclusivity(unchecked) var indexInParent = 0
        @exclusivity(unchecked) var tag = Node.untagged

        static var untagged: UInt32 { .max }

        /// A leaf holding `elements` at `offsets` (relative to the first, which is 0).
        init(offsets: [Int], elements: [Element]) {
            height = 0
            self.offsets = offsets
            self.elements = elements
            children = []
            self.offsets.reserveCapacity(OffsetTreeLimits.maxLeaf + 1)
            self.elements.reserveCapacity(OffsetTreeLimits.maxLeaf + 1)
        }

        /// An inner node of `height` over `children` (the first one's base 0).
        init(height: Int, children: [Child]) {
            self.height = height
            offsets = []
            elements = []
            self.children = children
            self.children.reserveCapacity(OffsetTreeLimits.maxInner + 1)
        }

        /// A copy of `node` (sharing its children), for copy-on-write.
        convenience init(copying node: Node) {
            if node.height == 0 {
                self.init(offsets: node.offsets, elements: node.elements)
            } else {
                self.init(height: node.height, children: node.children)
            }
        }

        /// Entries in a leaf, children in an inner node.
        var width: Int { height == 0 ? offsets.count : children.count }

        /// The most entries (a leaf) or children (an inner node) the node may hold.
        var maxWidth: Int { height == 0 ? OffsetTreeLimits.maxLeaf : OffsetTreeLimits.maxInner }

        /// The fewest entries or children a node other than the root may hold.
        var minWidth: Int { height == 0 ? OffsetTreeLimits.minLeaf : OffsetTreeLimits.minInner }

        /// The number of entries below the node. O(B).
        var entryCount: Int {
            guard height > 0 else { return offsets.count }
            var total = 0
            for child in children { total += child.count }
            return total
        }

        /// How far past the node's first position its entries reach (0 without `Element.hasReach`).
        /// O(B).
        var reach: Int {
            guard Element.hasReach else { return 0 }
            // Reaches of `Int.max` (unbounded) are capped at half of it, so that the sums cannot
            // overflow and the loops need no branch; a sum that large means unbounded.
            let cap = Int.max >> 1
            var furthest = 0
            if height == 0 {
                offsets.withUnsafeBufferPointer { offsets in
                    elements.withUnsafeBufferPointer { elements in
                        for i in 0..<offsets.count { furthest = Swift.max(furthest, offsets[i] &+ Swift.min(elements[i].reach, cap)) }
                    }
                }
            } else {
                children.withUnsafeBufferPointer { children in
                    for child in children { furthest = Swift.max(furthest, child.base &+ Swift.min(child.reach, cap)) }
                }
            }
            return furthest >= cap ? Int.max : furthest
        }

        /// Child `index`'s node, copied first if another tree shares it.
        func uniqueChild(_ index: Int) -> Node {
            if !isKnownUniquelyReferenced(&children[index].node) { children[index].node = Node(copying: children[index].node) }
            return children[index].node
        }

        /// Refreshes what the node keeps about child `index` after a change below it.
        func refresh(_ index: Int) {
            children[index].count = children[index].node.entryCount
            children[index].reach = children[index].node.reach
        }

        /// Makes the first child's base 0 again after it moved; returns how far the node's own
        /// base moved. O(B) when it did.
        func normalize() -> Int {
            guard height > 0, let first = children.first?.base, first != 0 else { return 0 }
            for i in 0..<children.count { children[i].base -= first }
            return first
        }

        /// Makes a leaf's first offset 0 again; returns how far the leaf's base moved.
        func normalizeLeaf() -> Int {
            guard height == 0, let first = offsets.first, first != 0 else { return 0 }
            for i in 0..<offsets.count { offsets[i] -= first }
            return first
        }

        /// The child holding the entry of rank `rank` (below this node) and that entry's rank in it.
        func child(containing rank: Int) -> (index: Int, rank: Int) {
            var local = rank
            var index = 0
            while index < children.count - 1 && local >= children[index].count {
                local -= children[index].count
                index += 1
            }
            return (index, local)
        }
    }

    /// What an inner node keeps about a child.
    struct Child {
        var node: Node
        /// The child's first position, relative to the node's first one.
        var base: Int
        /// The number of entries below the child.
        var count: Int
        /// How far past its first position the child's entries reach (0 without `Element.hasReach`).
        var reach: Int

        /// `node`, first at `base`, with what it holds.
        init(_ node: Node, base: Int) {
            self.node = node
            self.base = base
            count = node.entryCount
            reach = node.reach
        }

        /// The same child first at `base`.
        func rebased(_ base: Int) -> Child {
            var copy = self
            copy.base = base
            return copy
        }
    }
}
