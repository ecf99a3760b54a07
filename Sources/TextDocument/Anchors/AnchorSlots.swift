/// An anchor's identifier, as its offset tree keeps it.
struct AnchorID: OffsetTreeElement, Hashable {
    let raw: UInt32
}

/// Where each anchor lives, by identifier: the leaf of the anchor store's tree that holds it, its
/// bias and deletion flags, and its generation. The tracker of that tree: it keeps the tree's
/// parent links and a table of its leaves, so that an anchor's position is found from its
/// identifier by walking up from its leaf.
///
/// An identifier's generation is odd while an anchor holds it and even while it is free, so that
/// a removed anchor's handle (an odd generation the slot has left) names nothing, and one made
/// after the identifier is reused names the new anchor only. Free identifiers are reused last
/// freed first.
struct AnchorSlots: OffsetTreeMappingTracker {
    typealias Element = AnchorID
    typealias Node = OffsetTree<AnchorID>.Node

    private struct Slot {
        // A live slot: its leaf's tag, shifted past the flags below. A free one: the next free
        // identifier, `none` at the end.
        var word: UInt32
        var generation: UInt32

        static var after: UInt32 { 1 }
        static var tracksDeletion: UInt32 { 2 }
        static var deleted: UInt32 { 4 }
        static var flagBits: UInt32 { 3 }
        static var none: UInt32 { .max }

        var isLive: Bool { generation & 1 == 1 }
        var tag: Int { Int(word >> Slot.flagBits) }
    }

    private var slots: [Slot] = []
    private var firstFree = Slot.none
    /// Leaves by tag; a freed tag's entry is stale until reused.
    private var leaves: [Unmanaged<Node>] = []
    private var freeTags: [UInt32] = []

    /// A new anchor's identifier and generation, its flags set; its leaf comes when the tree
    /// places it.
    mutating func allocate(bias: AnchorBias, tracksDeletion: Bool) -> TextAnchor {
        let flags = (bias == .after ? Slot.after : 0) | (tracksDeletion ? Slot.tracksDeletion : 0)
        if firstFree != Slot.none {
            let id = firstFree
            firstFree = slots[Int(id)].word
            slots[Int(id)].word = flags
            slots[Int(id)].generation &+= 1
            return TextAnchor(id: id, generation: slots[Int(id)].generation)
        }
        precondition(slots.count < Int(Slot.none), "a document holds at most 2^32 - 1 anchors")
        slots.append(Slot(word: flags, generation: 1))
        return TextAnchor(id: UInt32(slots.count - 1), generation: 1)
    }

    /// Frees a live anchor's identifier.
    mutating func free(_ anchor: TextAnchor) {
        slots[Int(anchor.id)].word = firstFree
        slots[Int(anchor.id)].generation &+= 1
        firstFree = anchor.id
    }

    /// The leaf holding `anchor`, nil for a removed or unknown anchor. O(1).
    func leaf(of anchor: TextAnchor) -> Node? {
        guard Int(anchor.id) < slots.count else { return nil }
        let slot = slots[Int(anchor.id)]
        guard slot.isLive, slot.generation == anchor.generation else { return nil }
        return leaves[slot.tag].takeUnretainedValue()
    }

    /// Whether `anchor` is live and was inside a replaced range while tracking deletion. O(1).
    func isDeleted(_ anchor: TextAnchor) -> Bool {
        guard Int(anchor.id) < slots.count else { return false }
        let slot = slots[Int(anchor.id)]
        return slot.isLive && slot.generation == anchor.generation && slot.word & Slot.deleted != 0
    }

    // MARK: - Tracking the tree

    mutating func placed(_ element: AnchorID, in leaf: Node) {
        let tag = tag(of: leaf)
        slots[Int(element.raw)].word = tag << Slot.flagBits | slots[Int(element.raw)].word & (1 << Slot.flagBits - 1)
    }

    mutating func adopt(_ node: Node) {
        if node.height > 0 {
            for (index, child) in node.children.enumerated() {
                child.node.parent = node
                child.node.indexInParent = index
            }
            return
        }
        let tag = tag(of: node) << Slot.flagBits
        slots.withUnsafeMutableBufferPointer { slots in
            for element in node.elements {
                slots[Int(element.raw)].word = tag | slots[Int(element.raw)].word & (1 << Slot.flagBits - 1)
            }
        }
    }

    mutating func discard(_ node: Node) {
        guard node.height == 0, node.tag != Node.untagged else { return }
        freeTags.append(node.tag)
        node.tag = Node.untagged
    }

    mutating func becameRoot(_ node: Node) {
        node.parent = nil
    }

    func bias(of element: AnchorID) -> AnchorBias {
        slots[Int(element.raw)].word & Slot.after != 0 ? .after : .before
    }

    mutating func deleted(_ element: AnchorID) {
        if slots[Int(element.raw)].word & Slot.tracksDeletion != 0 { slots[Int(element.raw)].word |= Slot.deleted }
    }

    /// `leaf`'s tag, given it now if it has none.
    private mutating func tag(of leaf: Node) -> UInt32 {
        if leaf.tag != Node.untagged { return leaf.tag }
        let tag: UInt32
        if let reused = freeTags.popLast() {
            tag = reused
            leaves[Int(tag)] = Unmanaged.passUnretained(leaf)
        } else {
            tag = UInt32(leaves.count)
            leaves.append(Unmanaged.passUnretained(leaf))
        }
        leaf.tag = tag
        return tag
    }

    // MARK: - Invariants

    /// Checks the slots against `tree` (debug builds): every entry's slot is live and names the
    /// entry's leaf, parent links and indices match the tree, and the free identifiers are the
    /// other slots, each with an even generation.
    func checkInvariants(of tree: OffsetTree<AnchorID>) {
        #if TEXTENGINE_CHECKS
        var seen = 0
        if let root = tree.root {
            precondition(root.parent == nil, "root with a parent")
            check(root, seen: &seen)
        }
        precondition(seen == tree.count, "anchor count mismatch")
        var free = 0
        var id = firstFree
        while id != Slot.none {
            precondition(!slots[Int(id)].isLive, "live slot on the free list")
            free += 1
            precondition(free <= slots.count, "free list loops")
            id = slots[Int(id)].word
        }
        precondition(free + seen == slots.count, "slots neither live nor free")
        #endif
    }

    #if TEXTENGINE_CHECKS
    private func check(_ node: Node, seen: inout Int) {
        if node.height > 0 {
            for (index, child) in node.children.enumerated() {
                precondition(child.node.parent === node && child.node.indexInParent == index, "stale parent link")
                check(child.node, seen: &seen)
            }
            return
        }
        precondition(node.tag != Node.untagged && leaves[Int(node.tag)].takeUnretainedValue() === node, "leaf missing from the table")
        for element in node.elements {
            let slot = slots[Int(element.raw)]
            precondition(slot.isLive, "entry of a free slot")
            precondition(slot.tag == Int(node.tag), "slot names another leaf")
            seen += 1
        }
    }
    #endif
}
