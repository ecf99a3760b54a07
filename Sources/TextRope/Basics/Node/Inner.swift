import CTextRopeSupport

@usableFromInline
final class Inner: Node {
    let children: UnsafeMutablePointer<Node>
    let summaries: UnsafeMutablePointer<Summary>
    /// Where each child's data starts (a leaf's units, an inner node's summaries), so that a
    /// descent can prefetch it together with the child: at 100 MB both miss the cache, and
    /// without the hint the second load waits for the first. Exact while the child is in place:
    /// written with the child, and by the edit cursor when a leaf's storage moves.
    let hints: UnsafeMutablePointer<UnsafeRawPointer>
    /// Bumped whenever this node's children gain a second parent (the node was copied): a
    /// cursor made before can no longer assume the nodes below are uniquely owned.
    @exclusivity(unchecked) private(set) var shareStamp = 0

    /// An inner node over `items`, which must be at most `Limits.maxInner`, of one height.
    init<C: Collection<Item>>(height: Int, _ items: C) {
        (summaries, children, hints) = Self.allocateArrays()
        var i = 0
        for item in items {
            (children + i).initialize(to: item.node)
            (summaries + i).initialize(to: item.summary)
            (hints + i).initialize(to: item.node.dataAddress)
            i += 1
        }
        super.init(height: height, count: i)
    }

    deinit {
        children.deinitialize(count: count)
        UnsafeMutableRawPointer(summaries).deallocate()
    }

    // The summaries, the children and the hints in one block, summaries first: a descent that
    // reads a summary and then its child touches one allocation (one page, at 100 MB one TLB
    // entry) rather than three.
    static let blockBytes =
        Limits.maxInner * (MemoryLayout<Summary>.stride + MemoryLayout<Node>.stride + MemoryLayout<UnsafeRawPointer>.stride)

    private static func allocateArrays() -> (
        UnsafeMutablePointer<Summary>, UnsafeMutablePointer<Node>, UnsafeMutablePointer<UnsafeRawPointer>
    ) {
        let summaryBytes = Limits.maxInner * MemoryLayout<Summary>.stride
        let childBytes = Limits.maxInner * MemoryLayout<Node>.stride
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: blockBytes,
            alignment: Swift.max(MemoryLayout<Summary>.alignment, MemoryLayout<Node>.alignment))
        return (
            block.bindMemory(to: Summary.self, capacity: Limits.maxInner),
            (block + summaryBytes).bindMemory(to: Node.self, capacity: Limits.maxInner),
            (block + summaryBytes + childBytes).bindMemory(to: UnsafeRawPointer.self, capacity: Limits.maxInner)
        )
    }

    /// A copy sharing this node's children (each gains a parent). O(fanout), no temporary array.
    func copy() -> Inner {
        shareStamp &+= 1
        return Inner(copying: self)
    }

    private init(copying other: Inner) {
        (summaries, children, hints) = Self.allocateArrays()
        children.initialize(from: other.children, count: other.count)
        summaries.initialize(from: other.summaries, count: other.count)
        hints.initialize(from: other.hints, count: other.count)
        super.init(height: other.height, count: other.count)
    }

    /// The hint of the child whose slot is `slot` (a pointer into some node's `children`): the
    /// hints follow the children in the node's block, `maxInner` slots on.
    static func hint(ofChildAt slot: UnsafeMutablePointer<Node>) -> UnsafeMutablePointer<UnsafeRawPointer> {
        UnsafeMutableRawPointer(slot + Limits.maxInner).assumingMemoryBound(to: UnsafeRawPointer.self)
    }

    /// The child whose UTF-16 range holds `offset` (relative to the node's start) and where it
    /// starts: the first child ending after `offset`, or the last child. Then starts loading that
    /// child's data, for a leaf the units around `offset` (on both sides of the gap, if the leaf
    /// is full size), so that they arrive together with the child. Child `lengthened`, whose
    /// summary lacks a pending change, counts `extra` more units. O(fanout).
    /// (Static, so that a caller holding the node `unowned(unsafe)` passes its fields without
    /// retaining it.)
    @inline(__always)
    static func descend(
        _ summaries: UnsafeMutablePointer<Summary>, _ hints: UnsafeMutablePointer<UnsafeRawPointer>,
        count: Int, height: Int, toUTF16 offset: Int, lengthening lengthened: Int = -1, by extra: Int = 0
    ) -> (index: Int, start: Int) {
        let last = count &- 1
        var i = 0
        var start = 0
        while i < last {
            let end = start &+ summaries[i].utf16 &+ (i == lengthened ? extra : 0)
            if end > offset { break }
            start = end
            i &+= 1
        }
        let data = hints[i]
        if height == 1 {
            let inLeaf = offset &- start
            textrope_prefetch(data + inLeaf &* 2)
            textrope_prefetch(data + (inLeaf &+ Limits.maxLeaf &- summaries[i].utf16) &* 2)
        } else {
            prefetchChild(data, ofHeight: height)
        }
        return (i, start)
    }

    /// Starts loading `data`, the data hint of a child of a node at `height`: its first line (a
    /// leaf's first units, an inner node's first summaries), or for a child just above the leaves
    /// its whole block of summaries, children and hints. In a large text those nodes are out of
    /// cache, and the summaries, the child and the hint a descent reads in one lie lines apart, so
    /// loading them all at once overlaps their misses.
    @inline(__always)
    static func prefetchChild(_ data: UnsafeRawPointer, ofHeight height: Int) {
        guard height == 2 else {
            textrope_prefetch(data)
            return
        }
        prefetchLines(from: data, bytes: blockBytes)
    }

    /// Puts `items` (at least one) in place of child `i`, moving the children after it along;
    /// `count + items.count - 1` must stay within `Limits.maxInner`. The node's own summary is the
    /// caller's: it is unchanged when the items together summarize as child `i` did. O(fanout).
    func replaceChild(at i: Int, with items: [Item]) {
        let extra = items.count &- 1
        let after = count &- i &- 1
        (children + i + 1 + extra).moveInitialize(from: children + i + 1, count: after)
        (summaries + i + 1 + extra).update(from: summaries + i + 1, count: after)
        (hints + i + 1 + extra).update(from: hints + i + 1, count: after)
        for (k, item) in items.enumerated() {
            if k == 0 {
                children[i] = item.node
            } else {
                (children + i + k).initialize(to: item.node)
            }
            summaries[i + k] = item.summary
            hints[i + k] = item.node.dataAddress
        }
        count &+= extra
    }

    /// The children, now also referenced by the caller.
    func sharedItems() -> [Item] {
        shareStamp &+= 1
        return (0..<count).map { Item(node: children[$0], summary: summaries[$0]) }
    }

    /// Moves the children out, leaving this node empty (so they stay uniquely referenced).
    func takeItems() -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(count + 2)
        for i in 0..<count {
            result.append(Item(node: (children + i).move(), summary: summaries[i]))
        }
        count = 0
        return result
    }

    var summary: Summary {
        var s = Summary.empty
        for i in 0..<count { s = s.appending(summaries[i]) }
        return s
    }
}
