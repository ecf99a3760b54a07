extension OffsetTree {
    /// Removes the entry of rank `rank` (`0..<count`) and returns its position and element.
    /// O(B log n).
    @discardableResult
    mutating func remove<T: OffsetTreeTracker>(atRank rank: Int, tracker: inout T) -> (position: Int, element: Element) where T.Element == Element {
        let root = uniqueRoot()!
        let removed = root.remove(atRank: rank, tracker: &tracker)
        let position = base + removed.position
        base += removed.moved
        adjustCount(by: -1)
        if count == 0 {
            tracker.discard(root)
            self = OffsetTree()
        } else if root.height > 0 && root.children.count == 1 {
            let child = root.children[0].node
            self.root = child
            tracker.discard(root)
            tracker.becameRoot(child)
        }
        return (position, removed.element)
    }

    /// ``remove(atRank:tracker:)`` in an untracked tree.
    @discardableResult
    mutating func remove(atRank rank: Int) -> (position: Int, element: Element) {
        var tracker = UntrackedOffsetTree<Element>()
        return remove(atRank: rank, tracker: &tracker)
    }

    /// Removes every entry `isRemoved` picks (called once per entry, in order, with its rank).
    /// O(n): the tree is rebuilt, so a tracked tree must not use it.
    mutating func removeAll(where isRemoved: (_ rank: Int, _ position: Int, _ element: Element) -> Bool) {
        var positions: [Int] = []
        var elements: [Element] = []
        positions.reserveCapacity(count)
        elements.reserveCapacity(count)
        var rank = 0
        forEach { position, element in
            if !isRemoved(rank, position, element) {
                positions.append(position)
                elements.append(element)
            }
            rank += 1
            return true
        }
        self = OffsetTree(sortedPositions: positions, elements: elements)
    }
}

extension OffsetTree.Node {
    /// Removes this node's entry of rank `rank` (the node owned uniquely); returns it, its
    /// position relative to the node's base, and how far the base moved (its first entry went).
    /// The children may be left under their minimum, for the parent to fix.
    func remove<T: OffsetTreeTracker>(atRank rank: Int, tracker: inout T) -> (element: Element, position: Int, moved: Int) where T.Element == Element {
        if height == 0 {
            let position = offsets.remove(at: rank)
            let element = elements.remove(at: rank)
            return (element, position, rank == 0 ? normalizeLeaf() : 0)
        }
        let (index, local) = child(containing: rank)
        let child = uniqueChild(index)
        let childBase = children[index].base
        let removed = child.remove(atRank: local, tracker: &tracker)
        children[index].base += removed.moved
        children[index].count -= 1
        if Element.hasReach { children[index].reach = child.reach }
        if child.width < child.minWidth { fixUnderflow(index, tracker: &tracker) }
        return (removed.element, childBase + removed.position, normalize())
    }
}
