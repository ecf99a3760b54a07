// Tree nodes. A `Leaf` (height 0) owns a buffer of UTF-16 code units; an `Inner` node owns its
// children and, side by side, their summaries, so that a descent scans one contiguous array
// instead of touching every child. The summary of the root lives in the `TextRope` value.
@usableFromInline
class Node {
    /// 0 for leaves.
    final let height: Int
    /// Code units in a leaf, children in an inner node.
    final var count: Int

    init(height: Int, count: Int) {
        self.height = height
        self.count = count
    }
}

@usableFromInline
final class Leaf: Node {
    private(set) var units: UnsafeMutablePointer<UInt16>
    private(set) var capacity: Int

    /// A leaf holding a copy of `source`, with room for at least `capacity` units.
    init(_ source: UnsafeBufferPointer<UInt16>, capacity: Int = 0) {
        let cap = Swift.max(capacity, source.count, 1)
        units = .allocate(capacity: cap)
        self.capacity = cap
        if let base = source.baseAddress {
            units.initialize(from: base, count: source.count)
        }
        super.init(height: 0, count: source.count)
    }

    /// A leaf that takes ownership of `units`, allocated with `capacity` and holding `count`.
    init(adopting units: UnsafeMutablePointer<UInt16>, count: Int, capacity: Int) {
        self.units = units
        self.capacity = capacity
        super.init(height: 0, count: count)
    }

    deinit { units.deallocate() }

    var buffer: UnsafeBufferPointer<UInt16> { UnsafeBufferPointer(start: units, count: count) }

    func copy() -> Leaf { Leaf(buffer, capacity: capacity) }

    /// Makes room for `needed` units, growing geometrically up to `Limits.maxLeaf`.
    func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        let cap = Swift.min(Swift.max(needed, capacity * 2), Swift.max(Limits.maxLeaf, needed))
        let grown = UnsafeMutablePointer<UInt16>.allocate(capacity: cap)
        grown.moveInitialize(from: units, count: count)
        units.deallocate()
        units = grown
        capacity = cap
    }

    /// Replaces `range` (leaf-relative) with `new`; the caller made room with `reserve`.
    func replace(_ range: Range<Int>, with new: UnsafeBufferPointer<UInt16>) {
        let tail = count - range.upperBound
        let newEnd = range.lowerBound + new.count
        if newEnd != range.upperBound && tail > 0 {
            (units + newEnd).update(from: units + range.upperBound, count: tail)
        }
        if let base = new.baseAddress {
            (units + range.lowerBound).update(from: base, count: new.count)
        }
        count = newEnd + tail
    }
}

@usableFromInline
final class Inner: Node {
    let children: UnsafeMutablePointer<Node>
    let summaries: UnsafeMutablePointer<Summary>

    /// An inner node over `items`, which must be at most `Limits.maxInner`, of one height.
    init<C: Collection<Item>>(height: Int, _ items: C) {
        children = .allocate(capacity: Limits.maxInner)
        summaries = .allocate(capacity: Limits.maxInner)
        var i = 0
        for item in items {
            (children + i).initialize(to: item.node)
            (summaries + i).initialize(to: item.summary)
            i += 1
        }
        super.init(height: height, count: i)
    }

    deinit {
        children.deinitialize(count: count)
        children.deallocate()
        summaries.deallocate()
    }

    func copy() -> Inner { Inner(height: height, items) }

    var items: [Item] {
        (0..<count).map { Item(node: children[$0], summary: summaries[$0]) }
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

    /// Refills a node emptied by `takeItems`.
    func setItems<C: Collection<Item>>(_ items: C) {
        precondition(count == 0 && items.count <= Limits.maxInner)
        var i = 0
        for item in items {
            (children + i).initialize(to: item.node)
            (summaries + i).initialize(to: item.summary)
            i += 1
        }
        count = i
    }

    var summary: Summary {
        var s = Summary.empty
        for i in 0..<count { s = s.appending(summaries[i]) }
        return s
    }
}

/// A node with its summary, as a parent stores it.
@usableFromInline
struct Item {
    var node: Node
    var summary: Summary

    var isUnderfull: Bool {
        node.height == 0 ? node.count < Limits.minLeaf : node.count < Limits.minInner
    }
}
