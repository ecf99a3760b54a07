import CTextRopeSupport

@usableFromInline
final class Inner: Node {
    let children: UnsafeMutablePointer<Node>
    let summaries: ChildSummaries
    /// Where each child's data starts (a leaf's units, an inner node's block), so that a
    /// descent can prefetch it together with the child: at 100 MB both miss the cache, and
    /// without the hint the second load waits for the first. Exact while the child is in place:
    /// written with the child, and by the edit cursor when a leaf's storage moves.
    let hints: UnsafeMutablePointer<UnsafeRawPointer>
    /// Where each leaf child's gap starts as this node last saw it (zero for inner children), so
    /// that in a large text an edit's descent starts loading every line the gap's move will touch
    /// together with the leaf (`prefetchGapMove`). Only a hint: written with the child and after
    /// an edit that moved the cursor, while keys typed in a row move the gap without it.
    let gaps: UnsafeMutablePointer<UInt16>
    /// An inner node over `items`, which must be at most `Limits.maxInner`, of one height.
    init<C: Collection<Item>>(height: Int, _ items: C) {
        (summaries, children, hints, gaps) = Self.allocateArrays()
        var i = 0
        for item in items {
            (children + i).initialize(to: item.node)
            summaries.initialize(i, to: item.summary)
            (hints + i).initialize(to: item.node.dataAddress)
            (gaps + i).initialize(to: item.node.gapHint)
            i += 1
        }
        super.init(height: height, count: i)
    }

    deinit {
        children.deinitialize(count: count)
        UnsafeMutableRawPointer(summaries.lengths).deallocate()
    }

    // The lengths, the children, the hints, the summaries and the gaps in one block, in that
    // order: a descent reads the lengths, then one child and its hint, in the block's first
    // lines, and touches one allocation (one page, at 100 MB one TLB entry) rather than five.
    static let blockBytes = descentBytes + Limits.maxInner * MemoryLayout<Summary>.stride + gapsBytes

    // The part of the block a descent to a UTF-16 offset reads, and the gaps at its end, which
    // an edit's descent in a large text reads too.
    static let descentBytes =
        Limits.maxInner * (MemoryLayout<Int>.stride + MemoryLayout<Node>.stride + MemoryLayout<UnsafeRawPointer>.stride)
    static let gapsBytes = Limits.maxInner * MemoryLayout<UInt16>.stride

    private static func allocateArrays() -> (
        ChildSummaries, UnsafeMutablePointer<Node>, UnsafeMutablePointer<UnsafeRawPointer>, UnsafeMutablePointer<UInt16>
    ) {
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: blockBytes,
            alignment: Swift.max(MemoryLayout<Summary>.alignment, MemoryLayout<Node>.alignment))
        let children = block + Limits.maxInner * MemoryLayout<Int>.stride
        let hints = children + Limits.maxInner * MemoryLayout<Node>.stride
        let summaries = hints + Limits.maxInner * MemoryLayout<UnsafeRawPointer>.stride
        let gaps = summaries + Limits.maxInner * MemoryLayout<Summary>.stride
        return (
            ChildSummaries(
                base: summaries.bindMemory(to: Summary.self, capacity: Limits.maxInner),
                lengths: block.bindMemory(to: Int.self, capacity: Limits.maxInner)),
            children.bindMemory(to: Node.self, capacity: Limits.maxInner),
            hints.bindMemory(to: UnsafeRawPointer.self, capacity: Limits.maxInner),
            gaps.bindMemory(to: UInt16.self, capacity: Limits.maxInner)
        )
    }

    /// A copy sharing this node's children (each gains a parent). O(fanout), no temporary array.
    func copy() -> Inner {
        shareStamp &+= 1
        return Inner(copying: self)
    }

    private init(copying other: Inner) {
        (summaries, children, hints, gaps) = Self.allocateArrays()
        children.initialize(from: other.children, count: other.count)
        summaries.initialize(from: other.summaries, count: other.count)
        hints.initialize(from: other.hints, count: other.count)
        gaps.initialize(from: other.gaps, count: other.count)
        super.init(height: other.height, count: other.count)
    }

    /// The hint of the child whose slot is `slot` (a pointer into some node's `children`): the
    /// hints follow the children in the node's block, `maxInner` slots on.
    static func hint(ofChildAt slot: UnsafeMutablePointer<Node>) -> UnsafeMutablePointer<UnsafeRawPointer> {
        UnsafeMutableRawPointer(slot + Limits.maxInner).assumingMemoryBound(to: UnsafeRawPointer.self)
    }

    /// Writes the hints of child `i` for `node`, the child now in its slot: its data address and,
    /// for a leaf, where its gap starts.
    @inline(__always)
    func setHints(_ i: Int, for node: Node) {
        hints[i] = node.dataAddress
        gaps[i] = node.gapHint
    }

    /// The gap hint of the child whose slot is `slot`, child `index` of its node.
    static func gap(ofChildAt slot: UnsafeMutablePointer<Node>, index: Int) -> UnsafeMutablePointer<UInt16> {
        (UnsafeMutableRawPointer(slot - index + 2 &* Limits.maxInner) + Limits.maxInner &* MemoryLayout<Summary>.stride)
            .assumingMemoryBound(to: UInt16.self) + index
    }

    /// The child whose UTF-16 range holds `offset` (relative to the node's start) and where it
    /// starts: the first child ending after `offset`, or the last child. Then starts loading that
    /// child's data, so that it arrives together with the child: for a leaf the units around
    /// `offset` (on both sides of the gap, if the leaf lies in a block of `LeafBlocks`), for a
    /// node just above the leaves the part of its block the next step reads. Child
    /// `lengthened`, whose summary lacks a pending change, counts `extra` more units. O(fanout).
    /// (Static, so that a caller holding the node `unowned(unsafe)` passes its fields without
    /// retaining it.)
    @inline(__always)
    static func descend(
        _ summaries: ChildSummaries, _ hints: UnsafeMutablePointer<UnsafeRawPointer>,
        count: Int, height: Int, toUTF16 offset: Int, lengthening lengthened: Int = -1, by extra: Int = 0
    ) -> (index: Int, start: Int) {
        let (i, start) = summaries.child(holding: offset, count: count, lengthening: lengthened, by: extra)
        let data = hints[i]
        if height == 1 {
            let inLeaf = offset &- start
            textrope_prefetch(data + inLeaf &* 2)
            textrope_prefetch(data + (inLeaf &+ Limits.blockLeaf &- summaries.lengths[i]) &* 2)
        } else if height == 2 {
            prefetchLines(from: data, bytes: descentBytes)
            textrope_prefetch(data + (blockBytes &- gapsBytes))
            textrope_prefetch(data + (blockBytes &- 1))
        } else {
            textrope_prefetch(data)
        }
        return (i, start)
    }

    /// Starts loading every line of child `i`, a leaf in a block of `LeafBlocks`, that an edit at
    /// leaf offset `inLeaf` touches when it moves the gap there from where this node last saw
    /// it, and the line of the child's summary, which the edit updates. In a text larger than the
    /// caches they then arrive together with the leaf instead of after it: the gap's move reads
    /// them only once the leaf says where its gap is. O(leaf size / 64) prefetches, at most.
    @inline(__always)
    func prefetchGapMove(ofChild i: Int, to inLeaf: Int) {
        let gap = Int(gaps[i])
        let gapLength = Limits.blockLeaf &- summaries.lengths[i]
        let from = Swift.min(inLeaf, gap) &* 2
        let to = Swift.min((Swift.max(inLeaf, gap) &+ gapLength) &* 2, Limits.blockLeaf &* 2)
        if from < to { prefetchLines(from: hints[i] + from, bytes: to &- from) }
        textrope_prefetch(summaries.base + i)
    }

    /// Starts loading `data`, the data hint of a child of a node at `height`: its first line (a
    /// leaf's first units, an inner node's first lengths), or for a child just above the leaves
    /// its whole block, for a descent by summaries (scalars, UTF-8, lines). In a large text those
    /// nodes are out of cache, and the summaries, the child and the hint such a descent reads in
    /// one lie lines apart, so loading them all at once overlaps their misses.
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
        summaries.move(from: i + 1, to: i + 1 + extra, count: after)
        (hints + i + 1 + extra).update(from: hints + i + 1, count: after)
        (gaps + i + 1 + extra).update(from: gaps + i + 1, count: after)
        for (k, item) in items.enumerated() {
            if k == 0 {
                children[i] = item.node
            } else {
                (children + i + k).initialize(to: item.node)
            }
            summaries[i + k] = item.summary
            setHints(i + k, for: item.node)
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

/// An inner node's child summaries, with each child's UTF-16 length kept a second time in a dense
/// array of its own (`maxInner` words, two cache lines, where the summaries span ten): a descent
/// scans the lengths only. Every write through this type keeps the two in step.
struct ChildSummaries {
    let base: UnsafeMutablePointer<Summary>
    let lengths: UnsafeMutablePointer<Int>

    /// The summary of child `i`.
    subscript(i: Int) -> Summary {
        @inline(__always) get { base[i] }
        @inline(__always) nonmutating set {
            base[i] = newValue
            lengths[i] = newValue.utf16
        }
        @inline(__always) nonmutating _modify {
            yield &base[i]
            lengths[i] = base[i].utf16
        }
    }

    /// Adds `utf16` units and `counts` to child `i`'s summary, and gives it the last unit `last`
    /// when there is one.
    @inline(__always)
    func add(utf16: Int, counts: Counts, last: UInt16? = nil, at i: Int) {
        base[i].utf16 &+= utf16
        base[i].add(counts)
        if let last { base[i].last = last }
        lengths[i] &+= utf16
    }

    /// Initializes the uninitialized slot `i` to `summary`.
    @inline(__always)
    func initialize(_ i: Int, to summary: Summary) {
        (base + i).initialize(to: summary)
        lengths[i] = summary.utf16
    }

    /// Initializes the first `count` slots (uninitialized) from `other`'s.
    func initialize(from other: ChildSummaries, count: Int) {
        base.initialize(from: other.base, count: count)
        lengths.update(from: other.lengths, count: count)
    }

    /// Moves `count` summaries from slot `source` on to slot `target` on (the ranges may overlap).
    func move(from source: Int, to target: Int, count: Int) {
        (base + target).update(from: base + source, count: count)
        (lengths + target).update(from: lengths + source, count: count)
    }

    /// The child of the first `count` whose UTF-16 range holds `offset`, and where it starts: the
    /// first child ending after `offset`, or the last child. Child `lengthened` is `extra` units
    /// longer than its summary says (a pending change). O(fanout).
    @inline(__always)
    func child(
        holding offset: Int, count: Int, lengthening lengthened: Int, by extra: Int
    ) -> (index: Int, start: Int) {
        // Every child but the last is looked at, with no branch on the lengths: the child a random
        // offset falls in is unpredictable, and a loop that stopped there mispredicted its exit on
        // nearly every descent.
        var i = 0
        var start = 0
        var end = 0
        // Ends are never negative: compared unsigned with one past `offset` (zero for a negative
        // one), `end <= offset` is a borrow, which the count adds without a flag's copy.
        let limit = UInt(bitPattern: Swift.max(offset, -1) &+ 1)
        for k in 0..<(count &- 1) {
            end &+= lengths[k] &+ (k == lengthened ? extra : 0)
            let before = UInt(bitPattern: end) < limit
            i &+= before ? 1 : 0
            start = before ? end : start
        }
        return (i, start)
    }
}
