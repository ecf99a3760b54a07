// Bulk construction in O(n): code units stream into leaves filled to capacity (the last two are
// balanced at the end), then inner levels are packed on top. No per-unit tree operation.
extension TextRope {
    /// A text holding `units` exactly, lone surrogates included. O(n).
    public init<S: Sequence<UInt16>>(utf16CodeUnits units: S) {
        var writer = LeafWriter()
        let done: Void? = units.withContiguousStorageIfAvailable { writer.append($0) }
        if done == nil {
            for unit in units { writer.append(unit) }
        }
        self.init(leaves: writer.finish())
    }

    /// A text holding the UTF-16 encoding of `string`. O(n).
    public init(_ string: String) {
        var writer = LeafWriter()
        for unit in string.utf16 { writer.append(unit) }
        self.init(leaves: writer.finish())
    }

    init(leaves: [Item]) {
        var items = leaves
        var height = 0
        while items.count > 1 {
            height += 1
            items = Self.pack(items, height: height)
        }
        if let top = items.first {
            self.init(root: top.node, summary: top.summary)
        } else {
            self.init()
        }
    }
}

/// Writes code units into new leaves: either of given sizes, with the gap at their end, or filled
/// to `Limits.bulkLeaf` with the gap in their middle and the last two balanced so that neither is
/// underfull. Units go straight into the storage of the leaf being filled, which is a `Leaf` from
/// the start: whatever way the writer is dropped (an error while loading, say), nothing is left
/// to free by hand.
struct LeafWriter {
    private let sizes: [Int]?
    // With given sizes, the summary of everything written, if known, and of what is flushed.
    private let summary: Summary?
    private var written = Summary.empty
    private var leaves: [Item] = []
    private var current: Leaf
    private var capacity: Int
    private var count = 0

    init(sizes: [Int]? = nil, summary: Summary? = nil) {
        self.sizes = sizes
        self.summary = sizes == nil ? nil : summary
        capacity = sizes?.first ?? Limits.bulkLeaf
        current = Self.emptyLeaf(capacity)
    }

    // A leaf with room for `capacity` units plus the bulk gap; a bulk leaf takes a whole
    // block (`LeafBlocks`).
    private static func emptyLeaf(_ capacity: Int) -> Leaf {
        let room = capacity == Limits.bulkLeaf ? Limits.blockLeaf : capacity + Limits.bulkGap + 1
        return Leaf(adopting: LeafBlocks.allocate(capacity: room), count: 0, capacity: room)
    }

    @inline(__always)
    mutating func append(_ unit: UInt16) {
        if count == capacity { flush() }
        current.storage[count] = unit
        count &+= 1
    }

    mutating func append(_ units: UnsafeBufferPointer<UInt16>) {
        guard var source = units.baseAddress else { return }
        var remaining = units.count
        while remaining > 0 {
            if count == capacity { flush() }
            let n = Swift.min(remaining, capacity - count)
            (current.storage + count).initialize(from: source, count: n)
            count += n
            source += n
            remaining -= n
        }
    }

    /// The leaves written, in order; an empty text gives no leaves.
    mutating func finish() -> [Item] {
        if count > 0 || (sizes != nil && leaves.isEmpty) { flush() }
        if sizes == nil { balanceLastTwo() }
        return leaves
    }

    private mutating func flush() {
        current.didFill(count)
        // The first edit in a loaded leaf can land anywhere in it: from the middle, the gap moves
        // a quarter of the leaf on average instead of half, and in a large text the units it
        // moves come from memory.
        if sizes == nil { current.moveGap(to: count / 2) }
        let leafSummary: Summary
        if let summary, count > 0, leaves.count == (sizes?.count ?? 0) - 1 {
            leafSummary = summary.dropping(prefix: written, first: current[0])
        } else {
            leafSummary = current.summary
            if summary != nil { written = written.appending(leafSummary) }
        }
        leaves.append(Item(node: current, summary: leafSummary))
        count = 0
        if let sizes {
            capacity = leaves.count < sizes.count ? sizes[leaves.count] : Limits.bulkLeaf
        }
        current = Self.emptyLeaf(capacity)
    }

    private mutating func balanceLastTwo() {
        guard leaves.count >= 2, leaves[leaves.count - 1].isUnderfull else { return }
        let left = unsafeDowncast(leaves[leaves.count - 2].node, to: Leaf.self)
        let right = unsafeDowncast(leaves[leaves.count - 1].node, to: Leaf.self)
        let total = left.count + right.count
        let balanced = TextRope.evenLeaves(
            [left.head, left.tail, right.head, right.tail], total: total,
            summary: leaves[leaves.count - 2].summary.appending(leaves[leaves.count - 1].summary))
        leaves.replaceSubrange((leaves.count - 2)..., with: balanced)
    }
}
