extension OffsetTree {
    /// Inserts `element` at `position` as the entry of rank `rank` (`0...count`). The caller
    /// keeps positions sorted: the entries before rank `rank` must be at `position` or before it,
    /// the others at `position` or after it. O(B log n).
    mutating func insert<T: OffsetTreeTracker>(_ element: Element, at position: Int, rank: Int, tracker: inout T) where T.Element == Element {
        guard let root = uniqueRoot() else {
            let leaf = Node(offsets: [0], elements: [element])
            self = OffsetTree(root: leaf, base: position, count: 1)
            tracker.placed(element, in: leaf)
            tracker.becameRoot(leaf)
            return
        }
        base += root.insert(element, at: position - base, rank: rank, tracker: &tracker)
        adjustCount(by: 1)
        if root.width > root.maxWidth { splitRoot(inserted: rank, tracker: &tracker) }
    }

    /// Puts a new root above the overfull one (uniquely referenced) and splits the old one under it.
    private mutating func splitRoot<T: OffsetTreeTracker>(inserted: Int, tracker: inout T) where T.Element == Element {
        let newRoot = Node(height: root!.height + 1, children: [Child(root!, base: 0)])
        root = newRoot
        tracker.adopt(newRoot)
        newRoot.split(0, at: Node.cut(newRoot.children[0].node, inserted: inserted), tracker: &tracker)
        tracker.becameRoot(newRoot)
    }

    /// ``insert(_:at:rank:tracker:)`` in an untracked tree.
    mutating func insert(_ element: Element, at position: Int, rank: Int) {
        var tracker = UntrackedOffsetTree<Element>()
        insert(element, at: position, rank: rank, tracker: &tracker)
    }
}

extension OffsetTree.Node {
    /// Inserts below this node (owned uniquely) at `position`, relative to its base, as its
    /// entry of rank `rank`; returns how far the node's base moved (a new first entry). The
    /// children may be left one over capacity, for the parent to fix.
    func insert<T: OffsetTreeTracker>(_ element: Element, at position: Int, rank: Int, tracker: inout T) -> Int where T.Element == Element {
        if height == 0 {
            offsets.insert(position, at: rank)
            elements.insert(element, at: rank)
            tracker.placed(element, in: self)
            return rank == 0 ? normalizeLeaf() : 0
        }
        // After the entry of rank `rank - 1`, in its child, so that only a new first entry of the
        // whole tree moves bases.
        var index = 0
        var local = 0
        if rank > 0 {
            (index, local) = child(containing: rank - 1)
            local += 1
        }
        let child = uniqueChild(index)
        children[index].base += child.insert(element, at: position - children[index].base, rank: local, tracker: &tracker)
        children[index].count += 1
        if Element.hasReach { children[index].reach = child.reach }
        if child.width > child.maxWidth { fixOverflow(index, inserted: local, tracker: &tracker) }
        return normalize()
    }
}
