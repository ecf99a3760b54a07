extension OffsetTree {
    /// The elements of ranks `ranks`, in order. O(B log n + m).
    func elements(_ ranks: Range<Int>) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(ranks.count)
        forEach(fromRank: ranks.lowerBound) { _, element in
            guard result.count < ranks.count else { return false }
            result.append(element)
            return true
        }
        return result
    }

    /// Replaces the element of rank `rank` (its position stays). O(B log n).
    mutating func replaceElement(atRank rank: Int, with element: Element) {
        uniqueRoot()!.replaceElement(atRank: rank, with: element)
    }

    /// Calls `body` on every element in order, letting it change the element but not its reach.
    /// O(n).
    mutating func modifyElements(_ body: (inout Element) -> Void) {
        guard let root = uniqueRoot() else { return }
        root.modifyElements(body)
    }
}

extension OffsetTree.Node {
    func replaceElement(atRank rank: Int, with element: Element) {
        if height == 0 {
            elements[rank] = element
            return
        }
        let (index, local) = child(containing: rank)
        let child = uniqueChild(index)
        child.replaceElement(atRank: local, with: element)
        if Element.hasReach { children[index].reach = child.reach }
    }

    func modifyElements(_ body: (inout Element) -> Void) {
        if height == 0 {
            for i in 0..<elements.count { body(&elements[i]) }
            return
        }
        for index in 0..<children.count { uniqueChild(index).modifyElements(body) }
    }
}
