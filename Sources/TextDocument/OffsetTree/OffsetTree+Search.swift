extension OffsetTree {
    /// The number of entries at positions before `position`. O(B log n).
    func rank(before position: Int) -> Int {
        rank(of: position, including: false)
    }

    /// The number of entries at `position` or before. O(B log n).
    func rank(through position: Int) -> Int {
        rank(of: position, including: true)
    }

    /// ``rank(before:)`` and ``rank(through:)`` of `position` together, in one descent unless
    /// the entries at `position` reach the end of a leaf. O(B log n).
    func ranks(around position: Int) -> (before: Int, through: Int) {
        guard var node = root else { return (0, 0) }
        var target = position - base
        var counted = 0
        while node.height > 0 {
            let children = node.children
            var index = 0
            while index + 1 < children.count, children[index + 1].base < target {
                counted += children[index].count
                index += 1
            }
            target -= children[index].base
            node = children[index].node
        }
        let offsets = node.offsets
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < target { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < offsets.count && offsets[end] == target { end += 1 }
        // At the end of the leaf, entries at `position` may start or go on in the next ones.
        if end == offsets.count { return (counted + low, rank(through: position)) }
        return (counted + low, counted + end)
    }

    private func rank(of position: Int, including: Bool) -> Int {
        guard var node = root else { return 0 }
        var target = position - base
        var rank = 0
        while node.height > 0 {
            // The last child whose first entry counts: the children after it hold none that count,
            // those before it only entries that do.
            let children = node.children
            var index = 0
            while index + 1 < children.count, including ? children[index + 1].base <= target : children[index + 1].base < target {
                rank += children[index].count
                index += 1
            }
            target -= children[index].base
            node = children[index].node
        }
        var low = 0
        var high = node.offsets.count
        while low < high {
            let middle = (low + high) / 2
            if including ? node.offsets[middle] <= target : node.offsets[middle] < target {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return rank + low
    }

    /// The position and element of the entry of rank `rank` (`0..<count`). O(B log n).
    func entry(atRank rank: Int) -> (position: Int, element: Element) {
        var node = root!
        var position = base
        var local = rank
        while node.height > 0 {
            let (index, inChild) = node.child(containing: local)
            position += node.children[index].base
            local = inChild
            node = node.children[index].node
        }
        return (position + node.offsets[local], node.elements[local])
    }

    /// Calls `body` with the position and element of each entry from rank `rank` on, in order,
    /// until it returns false. O(B log n + m) for m entries visited.
    func forEach(fromRank rank: Int = 0, _ body: (_ position: Int, _ element: Element) -> Bool) {
        guard let root, rank < count else { return }
        _ = Self.forEach(in: root, base: base, fromRank: rank, body)
    }

    private static func forEach(in node: Node, base: Int, fromRank rank: Int, _ body: (Int, Element) -> Bool) -> Bool {
        if node.height == 0 {
            for i in rank..<node.offsets.count where !body(base + node.offsets[i], node.elements[i]) { return false }
            return true
        }
        var (index, local) = node.child(containing: rank)
        while index < node.children.count {
            let child = node.children[index]
            if !forEach(in: child.node, base: base + child.base, fromRank: local, body) { return false }
            local = 0
            index += 1
        }
        return true
    }

    /// Every entry in order. O(n).
    var entries: [(position: Int, element: Element)] {
        var result: [(position: Int, element: Element)] = []
        result.reserveCapacity(count)
        forEach { position, element in
            result.append((position, element))
            return true
        }
        return result
    }
}
