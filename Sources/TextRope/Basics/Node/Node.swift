import CTextRopeSupport

// Tree nodes. A `Leaf` (height 0) owns a buffer of UTF-16 code units; an `Inner` node owns its
// children and, side by side, their summaries and lengths, so that a descent scans one contiguous
// array instead of touching every child. The summary of the root lives in the `TextRope` value.
// Node state skips dynamic exclusivity checks: a node is mutated only by the rope that owns it
// uniquely (every mutation path checks), from one thread, and no access is held across a call
// that could reach the same node.
@usableFromInline
class Node {
    /// 0 for leaves.
    final let height: Int
    /// Code units in a leaf, children in an inner node.
    @exclusivity(unchecked) final var count: Int
    /// Bumped whenever an inner node's children gain a second parent (the node was copied): a
    /// cursor made before can no longer assume the nodes below are uniquely owned. A leaf has no
    /// children and keeps 0; it is here so that the edit cursor's check of its root reads the
    /// same field whether the root is an inner node or the text's only leaf.
    @exclusivity(unchecked) final var shareStamp = 0

    init(height: Int, count: Int) {
        self.height = height
        self.count = count
    }
}

extension Node {
    /// Where the node's data starts: a leaf's storage, an inner node's block.
    var dataAddress: UnsafeRawPointer {
        height == 0
            ? UnsafeRawPointer(unsafeDowncast(self, to: Leaf.self).storage)
            : UnsafeRawPointer(unsafeDowncast(self, to: Inner.self).summaries.lengths)
    }

    /// Where a leaf's gap starts (zero for an inner node), as its parent's hint keeps it.
    var gapHint: UInt16 {
        height == 0 ? UInt16(truncatingIfNeeded: unsafeDowncast(self, to: Leaf.self).gapStart) : 0
    }
}

extension UnsafeMutablePointer where Pointee == Node {
    /// The node in this slot (an inner node's child, the edit cursor's leaf), not retained: the
    /// node that holds the slot keeps it alive for as long as the caller uses it.
    @inline(__always)
    var unretained: Unmanaged<Node> { UnsafeRawPointer(self).load(as: Unmanaged<Node>.self) }
}

/// Starts loading every cache line of the `bytes` bytes (at least one) at `address` at once, so
/// that their misses overlap instead of following each other. Only a hint.
@inline(__always)
func prefetchLines(from address: UnsafeRawPointer, bytes: Int) {
    var line = 0
    while line < bytes {
        textrope_prefetch(address + line)
        line &+= 64
    }
    textrope_prefetch(address + (bytes &- 1))
}
