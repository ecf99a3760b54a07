/// What an ``OffsetTree`` keeps at each position: an anchor's identifier, a decoration's length,
/// biases and sequence number.
@usableFromInline
protocol OffsetTreeElement {
    /// Whether the tree keeps, per node, how far its elements reach past their positions, for
    /// ``OffsetTree/forEach(meeting:_:)``. Elements without reach are points.
    static var hasReach: Bool { get }
    /// How many UTF-16 units past its position the element covers, at least 0; `Int.max` stands
    /// for an extent too long to be known here (the tree then never prunes it).
    var reach: Int { get }
}

extension OffsetTreeElement {
    static var hasReach: Bool { false }
    var reach: Int { 0 }
}

/// A sorted multiset of UTF-16 positions, each carrying an element: a B+tree whose leaves store
/// positions relative to the leaf's first one and whose inner nodes store each child's first
/// position relative to their own first one. Moving every position after a point (what an edit
/// does) rewrites one path, O(B log n), instead of every position.
///
/// Entries are addressed by rank (their index in position order); entries at equal positions
/// keep the order they were given. The tree only keeps what callers give it in order: each
/// mutation states where the entry goes, and positions stay sorted as long as callers respect the
/// preconditions. A copy-on-write value: copying is O(1), and the first change to a copy copies
/// the nodes on the path it changes.
@usableFromInline
struct OffsetTree<Element: OffsetTreeElement> {
    /// Nil when the tree is empty.
    var root: Node?
    /// The absolute position of the first entry (the root's base); 0 when empty.
    var base = 0
    /// The number of entries.
    private(set) var count = 0

    /// An empty tree.
    init() {}

    /// A tree holding `root`'s `count` entries from `base` on.
    init(root: Node?, base: Int, count: Int) {
        self.root = root
        self.base = root == nil ? 0 : base
        self.count = root == nil ? 0 : count
    }

    var isEmpty: Bool { count == 0 }

    /// The root, copied first if another tree shares it.
    mutating func uniqueRoot() -> Node? {
        guard var node = root else { return nil }
        root = nil
        if !isKnownUniquelyReferenced(&node) { node = Node(copying: node) }
        root = node
        return node
    }

    /// Records that `difference` entries were added (or removed, when negative) below the root.
    mutating func adjustCount(by difference: Int) {
        count += difference
    }
}

extension OffsetTree: @unchecked Sendable where Element: Sendable {}

/// `a + b` for a position and a reach, `Int.max` when it overflows (a reach of `Int.max`).
@inline(__always)
func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
}
