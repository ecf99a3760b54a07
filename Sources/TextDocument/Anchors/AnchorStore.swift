/// A document's anchors: their positions in an offset tree, so that a change moves them in
/// O(log a) per replacement for a anchors (plus the anchors at its insertion point or inside its
/// range), and a slot per identifier, so that an anchor's position is found from its handle in
/// O(log a). A run of typing is mapped once, when an anchor is next read (see
/// ``PendingInsertion``).
struct AnchorStore {
    private var tree = OffsetTree<AnchorID>()
    private var slots = AnchorSlots()
    private var pending: PendingInsertion?

    /// The number of anchors. O(1).
    var count: Int { tree.count }

    /// A new anchor at UTF-16 `offset`, which must lie in the text. O(log a).
    mutating func insert(offset: Int, bias: AnchorBias, tracksDeletion: Bool) -> TextAnchor {
        settle()
        let anchor = slots.allocate(bias: bias, tracksDeletion: tracksDeletion)
        tree.insert(AnchorID(raw: anchor.id), at: offset, rank: tree.rank(through: offset), tracker: &slots)
        return anchor
    }

    /// The anchor's UTF-16 offset, nil for a removed one. O(log a).
    mutating func offset(of anchor: TextAnchor) -> Int? {
        settle()
        guard let (leaf, index) = locate(anchor) else { return nil }
        var position = tree.base + leaf.offsets[index]
        var node = leaf
        while let parent = node.parent {
            position += parent.children[node.indexInParent].base
            node = parent
        }
        return position
    }

    /// Whether the anchor tracks deletion and a change replaced the text on both sides of it.
    /// O(1).
    func isDeleted(_ anchor: TextAnchor) -> Bool {
        slots.isDeleted(anchor)
    }

    /// Removes the anchor; returns whether it existed. O(log a).
    @discardableResult
    mutating func remove(_ anchor: TextAnchor) -> Bool {
        guard let rank = rank(of: anchor) else { return false }
        tree.remove(atRank: rank, tracker: &slots)
        slots.free(anchor)
        return true
    }

    /// A live anchor's rank in the tree. (Its own function so that no reference to the nodes
    /// outlives it: the removal checks that the nodes it changes are uniquely referenced.)
    private func rank(of anchor: TextAnchor) -> Int? {
        guard let (leaf, index) = locate(anchor) else { return nil }
        var rank = index
        var node = leaf
        while let parent = node.parent {
            for sibling in 0..<node.indexInParent { rank += parent.children[sibling].count }
            node = parent
        }
        return rank
    }

    /// Maps every anchor through `changes` (made for a text at least as long as the furthest
    /// anchor), as ``ChangeSet/mapTracking(_:bias:)`` maps one, marking the deletion-tracking
    /// anchors it reports deleted. O(k log a + m) for k replacements and m anchors at their
    /// insertion points or inside their ranges.
    mutating func apply(_ changes: ChangeSet) {
        guard !tree.isEmpty else {
            pending = nil
            return
        }
        if pending?.extend(with: changes) == true { return }
        settle()
        if let run = PendingInsertion(changes) {
            pending = run
        } else {
            tree.map(through: changes, tracker: &slots)
        }
    }

    /// Maps the anchors through the run of typing not mapped yet.
    private mutating func settle() {
        guard let run = pending else { return }
        pending = nil
        tree.map(through: run.changes, tracker: &slots)
    }

    /// The leaf holding a live anchor and its index there.
    private func locate(_ anchor: TextAnchor) -> (OffsetTree<AnchorID>.Node, Int)? {
        guard let leaf = slots.leaf(of: anchor) else { return nil }
        let id = AnchorID(raw: anchor.id)
        guard let index = leaf.elements.firstIndex(of: id) else { return nil }
        return (leaf, index)
    }

    /// Verifies the tree and the slots in debug builds (any build with `TEXTENGINE_CHECKS`), and
    /// that every anchor lies in `0...textLength`. Traps on a violation. O(a).
    mutating func checkInvariants(textLength: Int) {
        #if TEXTENGINE_CHECKS
        settle()
        tree.checkInvariants()
        slots.checkInvariants(of: tree)
        if !tree.isEmpty {
            precondition(tree.base >= 0 && tree.entry(atRank: tree.count - 1).position <= textLength, "anchor outside the text")
        }
        #endif
    }
}
