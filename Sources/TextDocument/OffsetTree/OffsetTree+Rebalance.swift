// Splits, merges and redistributions of an inner node's children, shared by insertion and
// removal. Each keeps the children's bases, counts and reaches, and reports to the tracker every
// node whose entries or children moved. The child that overflowed or underflowed was just
// changed, so it is uniquely referenced already: only its neighbour is checked (a second check
// of the changed child could see a reference its caller still holds, and copy it for nothing).
extension OffsetTree.Node {
    /// Brings child `index`, one over its capacity after an insertion at its rank `inserted`,
    /// back within it: shares entries with a neighbour that has room, or else splits it. O(B).
    func fixOverflow<T: OffsetTreeTracker>(_ index: Int, inserted: Int, tracker: inout T) where T.Element == Element {
        let maxWidth = children[index].node.maxWidth
        if index > 0 && children[index - 1].node.width < maxWidth {
            redistribute(index - 1, changed: index, tracker: &tracker)
        } else if index + 1 < children.count && children[index + 1].node.width < maxWidth {
            redistribute(index, changed: index, tracker: &tracker)
        } else {
            split(index, at: Self.cut(children[index].node, inserted: inserted), tracker: &tracker)
        }
    }

    /// Where to split an overfull node after an insertion at rank `inserted`: an entry added at
    /// either end of a leaf (text anchored or decorated in order) leaves the other part nearly
    /// full, any other split is even.
    static func cut(_ node: OffsetTree.Node, inserted: Int) -> Int {
        guard node.height == 0 else { return node.width / 2 }
        if inserted == node.width - 1 { return node.width - OffsetTreeLimits.minLeaf }
        if inserted == 0 { return OffsetTreeLimits.minLeaf }
        return node.width / 2
    }

    /// Brings child `index`, under its minimum after a removal, back to it: merges it with a
    /// neighbour when both fit in one node, or else shares the neighbour's entries. O(B).
    func fixUnderflow<T: OffsetTreeTracker>(_ index: Int, tracker: inout T) where T.Element == Element {
        guard children.count > 1 else { return }
        let left = index > 0 ? index - 1 : index
        if children[left].node.width + children[left + 1].node.width <= children[left].node.maxWidth {
            merge(left, changed: index, tracker: &tracker)
        } else {
            redistribute(left, changed: index, tracker: &tracker)
        }
    }

    /// Splits child `index` (uniquely referenced) before its entry or child `cut`, the second
    /// part becoming child `index + 1`. O(B).
    func split<T: OffsetTreeTracker>(_ index: Int, at cut: Int, tracker: inout T) where T.Element == Element {
        let child = children[index].node
        let right: OffsetTree.Node
        let rightBase: Int
        if child.height == 0 {
            rightBase = child.offsets[cut]
            right = OffsetTree.Node(offsets: child.offsets[cut...].map { $0 - rightBase }, elements: Array(child.elements[cut...]))
            child.offsets.removeSubrange(cut...)
            child.elements.removeSubrange(cut...)
        } else {
            rightBase = child.children[cut].base
            right = OffsetTree.Node(height: child.height, children: child.children[cut...].map { $0.rebased($0.base - rightBase) })
            child.children.removeSubrange(cut...)
        }
        children.insert(OffsetTree.Child(right, base: children[index].base + rightBase), at: index + 1)
        refresh(index)
        tracker.adopt(right)
        tracker.adopt(self)
    }

    /// Moves child `index + 1`'s entries or children into child `index` and removes it; child
    /// `changed` is uniquely referenced. O(B).
    func merge<T: OffsetTreeTracker>(_ index: Int, changed: Int, tracker: inout T) where T.Element == Element {
        let left = index == changed ? children[index].node : uniqueChild(index)
        let right = children[index + 1].node
        let gap = children[index + 1].base - children[index].base
        if left.height == 0 {
            left.offsets.append(contentsOf: right.offsets.lazy.map { $0 + gap })
            left.elements.append(contentsOf: right.elements)
            children[index].base += left.normalizeLeaf()
        } else {
            left.children.append(contentsOf: right.children.lazy.map { $0.rebased($0.base + gap) })
            children[index].base += left.normalize()
        }
        children.remove(at: index + 1)
        refresh(index)
        tracker.discard(right)
        tracker.adopt(left)
        tracker.adopt(self)
    }

    /// Evens out the entries or children of children `index` and `index + 1`; child `changed`
    /// is uniquely referenced. O(B).
    func redistribute<T: OffsetTreeTracker>(_ index: Int, changed: Int, tracker: inout T) where T.Element == Element {
        let left = index == changed ? children[index].node : uniqueChild(index)
        let right = index + 1 == changed ? children[index + 1].node : uniqueChild(index + 1)
        let leftWidth = (left.width + right.width) / 2
        let gap = children[index + 1].base - children[index].base
        if left.width > leftWidth {
            // The end of the left child becomes the start of the right one, whose base moves back.
            if left.height == 0 {
                let newBase = left.offsets[leftWidth]
                let back = gap - newBase
                for i in 0..<right.offsets.count { right.offsets[i] += back }
                right.offsets.insert(contentsOf: left.offsets[leftWidth...].lazy.map { $0 - newBase }, at: 0)
                right.elements.insert(contentsOf: left.elements[leftWidth...], at: 0)
                left.offsets.removeSubrange(leftWidth...)
                left.elements.removeSubrange(leftWidth...)
                children[index + 1].base = children[index].base + newBase
            } else {
                let newBase = left.children[leftWidth].base
                let back = gap - newBase
                for i in 0..<right.children.count { right.children[i].base += back }
                right.children.insert(contentsOf: left.children[leftWidth...].lazy.map { $0.rebased($0.base - newBase) }, at: 0)
                left.children.removeSubrange(leftWidth...)
                children[index + 1].base = children[index].base + newBase
            }
        } else if left.width < leftWidth {
            // The start of the right child moves to the end of the left one; the right child's
            // base moves forward to its new first entry.
            let moved = leftWidth - left.width
            if left.height == 0 {
                left.offsets.append(contentsOf: right.offsets[..<moved].lazy.map { $0 + gap })
                left.elements.append(contentsOf: right.elements[..<moved])
                right.offsets.removeSubrange(..<moved)
                right.elements.removeSubrange(..<moved)
                children[index + 1].base += right.normalizeLeaf()
            } else {
                left.children.append(contentsOf: right.children[..<moved].lazy.map { $0.rebased($0.base + gap) })
                right.children.removeSubrange(..<moved)
                children[index + 1].base += right.normalize()
            }
        } else {
            return
        }
        refresh(index)
        refresh(index + 1)
        tracker.adopt(left)
        tracker.adopt(right)
    }
}
