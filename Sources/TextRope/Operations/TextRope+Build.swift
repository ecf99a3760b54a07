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

/// Writes code units into new leaves: either of given sizes, or filled to `Limits.bulkLeaf` with
/// the last two balanced so that neither is underfull. Each leaf adopts the buffer it was written in.
struct LeafWriter {
    private let sizes: [Int]?
    private var leaves: [Item] = []
    private var current: UnsafeMutablePointer<UInt16>
    private var capacity: Int
    private var count = 0

    init(sizes: [Int]? = nil) {
        self.sizes = sizes
        capacity = sizes?.first ?? Limits.bulkLeaf
        current = Self.allocate(capacity)
    }

    // Room for `capacity` units plus the bulk gap.
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt16> {
        .allocate(capacity: capacity + Limits.bulkGap + 1)
    }

    @inline(__always)
    mutating func append(_ unit: UInt16) {
        if count == capacity { flush() }
        current[count] = unit
        count &+= 1
    }

    mutating func append(_ units: UnsafeBufferPointer<UInt16>) {
        guard var source = units.baseAddress else { return }
        var remaining = units.count
        while remaining > 0 {
            if count == capacity { flush() }
            let n = Swift.min(remaining, capacity - count)
            (current + count).initialize(from: source, count: n)
            count += n
            source += n
            remaining -= n
        }
    }

    /// Frees the buffer being written, for a writer given up without `finish()` (a load that
    /// failed). The writer must not be used afterwards.
    mutating func discard() {
        current.deallocate()
    }

    /// The leaves written, in order; an empty text gives no leaves.
    mutating func finish() -> [Item] {
        if count > 0 || (sizes != nil && leaves.isEmpty) {
            flush(last: true)
        } else {
            current.deallocate()
        }
        if sizes == nil { balanceLastTwo() }
        return leaves
    }

    private mutating func flush(last: Bool = false) {
        let leaf = Leaf(adopting: current, count: count, capacity: capacity + Limits.bulkGap + 1)
        leaves.append(Item(node: leaf, summary: leaf.summary))
        count = 0
        if let sizes {
            capacity = leaves.count < sizes.count ? sizes[leaves.count] : Limits.bulkLeaf
        }
        if !last {
            current = Self.allocate(capacity)
        }
    }

    private mutating func balanceLastTwo() {
        guard leaves.count >= 2, leaves[leaves.count - 1].isUnderfull else { return }
        let left = unsafeDowncast(leaves[leaves.count - 2].node, to: Leaf.self)
        let right = unsafeDowncast(leaves[leaves.count - 1].node, to: Leaf.self)
        let total = left.count + right.count
        let balanced = TextRope.evenLeaves([left.head, left.tail, right.head, right.tail], total: total)
        leaves.replaceSubrange((leaves.count - 2)..., with: balanced)
    }
}
