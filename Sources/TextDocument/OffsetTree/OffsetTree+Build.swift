extension OffsetTree {
    /// A tree holding `elements` at `positions` (sorted, as many). Leaves and nodes are filled
    /// evenly, as full as the capacities allow. O(n).
    init(sortedPositions positions: [Int], elements: [Element]) {
        guard let first = positions.first else {
            self.init()
            return
        }
        var level: [Node] = []
        var levelBases: [Int] = []
        for range in Self.evenChunks(positions.count, capacity: OffsetTreeLimits.maxLeaf) {
            let leafBase = positions[range.lowerBound]
            level.append(Node(offsets: positions[range].map { $0 - leafBase }, elements: Array(elements[range])))
            levelBases.append(leafBase)
        }
        var height = 0
        while level.count > 1 {
            height += 1
            var parents: [Node] = []
            var parentBases: [Int] = []
            for range in Self.evenChunks(level.count, capacity: OffsetTreeLimits.maxInner) {
                let nodeBase = levelBases[range.lowerBound]
                parents.append(Node(height: height, children: range.map { Child(level[$0], base: levelBases[$0] - nodeBase) }))
                parentBases.append(nodeBase)
            }
            level = parents
            levelBases = parentBases
        }
        self.init(root: level[0], base: first, count: positions.count)
    }

    /// `count` items cut into the fewest runs of at most `capacity`, of sizes differing by one
    /// at most (so each holds at least half the capacity when there are several).
    private static func evenChunks(_ count: Int, capacity: Int) -> [Range<Int>] {
        let chunks = (count + capacity - 1) / capacity
        var result: [Range<Int>] = []
        result.reserveCapacity(chunks)
        var start = 0
        for chunk in 0..<chunks {
            let end = count * (chunk + 1) / chunks
            result.append(start..<end)
            start = end
        }
        return result
    }
}
