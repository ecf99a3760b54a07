// The path to the leaf that the last edit touched, made by a descent that copies whatever was
// shared, so that every node on it is uniquely owned. It records the child index at each level,
// the leaf's slot, where the leaf starts, and the root's identity and share stamp. (It stays small:
// every `TextRope` copy carries it.)
//
// It stays valid while the root is uniquely referenced, is the same object and has not been copied
// since (its share stamp is unchanged): a node below the root can gain a second owner only when an
// ancestor is copied, and the first such copy in any chain is a copy of the root. Only the leaf
// can be shared otherwise (a `Chunk` holds it), so the fast path checks the leaf itself. In-leaf
// edits keep the path, the slots and where the leaf starts unchanged; any structural change makes
// a new cursor.
//
// An in-leaf edit that keeps the leaf's edge units (typing, deleting inside it) changes every
// summary on the path by the same delta. The root's summary takes it at once; the others are left
// behind it, and the delta waits here (`pending`) until the next edit that leaves the fast path,
// which adds it along the path first. Readers that descend add it to the summaries they read on
// the path. A copy of the rope carries the delta with the tree it describes; the tree is never
// changed while shared, so each copy settles its own path on its own copies of the nodes.
@usableFromInline
struct EditCursor {
    static let maxDepth = 16
    static let bitsPerLevel = 4

    var depth = -1
    var leafStart = 0
    /// Child indices, 4 bits per level, root first.
    var path: UInt64 = 0
    /// The address of the root it was made for; 0 before the first descent.
    var root: UInt = 0
    var rootShareStamp = 0
    /// The leaf's slot in its parent (unused when the root is the leaf).
    var leafSlot = unusedNodeSlot
    /// What the summaries on the path, below the root, lack besides the open typing run: nonzero
    /// only while the cursor is valid for the root, at depth 1 or more (see
    /// `TextRope+TypingRun.swift`).
    var pending = PendingChange.zero
    /// The typing run: the units from text offset `runStart` to the leaf's gap, at `runEnd`, are
    /// not counted yet. `runEnd` is `Int.min` when there is none (no range ends there).
    var runStart = 0
    var runEnd = Int.min
    /// The gap offset up to which the run may grow: its length limit, or the leaf's room;
    /// `Int.min` while the run deletes.
    var runLimit = 0
    /// The units a deleting run removed at the gap, not counted yet (0 for a run of keys). They
    /// end the leaf's gap, in text order.
    var runDeleted = 0
    /// The leaf object the open run lies in (the cursor's leaf, the root at depth 0), unowned:
    /// keys reach it with no load through its slot. Meaningful only while a run is open.
    var runLeaf: UnsafeRawPointer?

    var isValid: Bool { depth >= 0 }

    /// Whether a typing run is open.
    var hasRun: Bool { runEnd != Int.min }

    /// The UTF-16 length the open run adds to the counted text (negative for a deleting run),
    /// which the summaries on the path lack besides `pending`.
    var runUTF16: Int { runEnd &- runStart &- runDeleted }

    /// The open run's leaf (`runLeaf`), borrowed: no retain or release. Only while a run is open.
    var openRunLeaf: Unmanaged<Leaf> { Unmanaged<Leaf>.fromOpaque(runLeaf.unsafelyUnwrapped) }

    /// The leaf in `leafSlot`, borrowed: no retain or release. Only at depth 1 or more.
    var leaf: Unmanaged<Leaf> { Unmanaged<Leaf>.fromOpaque(leafSlot.unretained.toOpaque()) }

    /// Whether it was made for `node` as the root.
    @inline(__always)
    func wasMade(forRoot node: Node) -> Bool { root == UInt(bitPattern: ObjectIdentifier(node)) }

    func index(atLevel level: Int) -> Int {
        Int(truncatingIfNeeded: (path &>> UInt64(truncatingIfNeeded: level &* Self.bitsPerLevel)) & 0xF)
    }
}

/// A change in counts not yet added to the summaries on the cursor's path.
struct PendingChange: Equatable {
    var utf16: Int
    var counts: Counts

    static let zero = PendingChange(utf16: 0, counts: .zero)

    // One test for the four fields: this is checked before every move of the cursor.
    var isSettled: Bool { utf16 | counts.scalars | counts.utf8 | counts.lines == 0 }

    mutating func add(_ edit: LeafEdit) {
        utf16 &+= edit.utf16
        counts = counts + edit.counts
    }
}

extension Summary {
    mutating func add(_ pending: PendingChange) {
        utf16 &+= pending.utf16
        add(pending.counts)
    }
}

/// How a descent from the root reads the summaries on the cursor's path: as they are stored
/// (``StoredSummaries``, nothing pending) or with the pending change added
/// (``PendingSummaries``). Descents are generic over it, so that the first kind compiles to the
/// plain descent.
protocol PathSummaries {
    /// For a descent at depth `level`, still on the path if `onPath`, the index of the child on
    /// the path (whose summary lacks the change), else -1.
    func pathIndex(atLevel level: Int, onPath: Bool) -> Int
    /// The UTF-16 length the summary of the child on the path lacks.
    var utf16: Int { get }
    /// The summary `stored` of child `i`, with the change added when `i` is `pathIndex`.
    func summary(_ stored: Summary, at i: Int, pathIndex: Int) -> Summary
}

struct StoredSummaries: PathSummaries {
    @inline(__always) func pathIndex(atLevel level: Int, onPath: Bool) -> Int { -1 }
    @inline(__always) var utf16: Int { 0 }
    @inline(__always) func summary(_ stored: Summary, at i: Int, pathIndex: Int) -> Summary { stored }
}

struct PendingSummaries: PathSummaries {
    let cursor: EditCursor
    /// The cursor's pending change with the typing run counted (`TextRope.readerPending`).
    let pending: PendingChange

    @inline(__always)
    func pathIndex(atLevel level: Int, onPath: Bool) -> Int {
        onPath ? cursor.index(atLevel: level) : -1
    }

    @inline(__always) var utf16: Int { pending.utf16 }

    @inline(__always)
    func summary(_ stored: Summary, at i: Int, pathIndex: Int) -> Summary {
        guard i == pathIndex else { return stored }
        var result = stored
        result.add(pending)
        return result
    }
}

// The leaf slot of a cursor whose root is the leaf; never dereferenced.
nonisolated(unsafe) let unusedNodeSlot = UnsafeMutablePointer<Node>.allocate(capacity: 1)

extension TextRope {
    /// Points the cursor at the first leaf whose end is after `offset` (the last leaf for the
    /// end of the text), copying shared nodes on the way down.
    mutating func moveCursor(to offset: Int) {
        assert(!cursor.hasRun, "the typing run is counted before the cursor moves")
        if !cursor.pending.isSettled { settlePath() }
        cursor.depth = -1  // invalid until the descent is done
        guard root.height <= EditCursor.maxDepth else { return }
        if !isUnique(&root) { root = Self.unsharedCopy(of: root) }
        // Built in place: a new `EditCursor()` would go through the lazy global `unusedNodeSlot`.
        cursor.root = UInt(bitPattern: ObjectIdentifier(root))
        cursor.path = 0
        cursor.leafStart = 0
        cursor.rootShareStamp = root.shareStamp
        let height = root.height
        if height > 0 {
            unowned(unsafe) var inner = unsafeDowncast(root, to: Inner.self)
            var start = 0
            let outOfCache = summary.utf16 >= Limits.outOfCache
            for level in 0..<height {
                let (i, childStart) = Inner.descend(
                    inner.summaries, inner.hints, count: inner.count, height: inner.height, toUTF16: offset &- start)
                start &+= childStart
                cursor.path |= UInt64(truncatingIfNeeded: i) &<< UInt64(truncatingIfNeeded: level &* EditCursor.bitsPerLevel)
                if !isUnique(&inner.children[i]) {
                    let copy = Self.unsharedCopy(of: inner.children[i])
                    inner.children[i] = copy
                    inner.setHints(i, for: copy)
                }
                if level == height - 1 {
                    if outOfCache { inner.prefetchGapMove(ofChild: i, to: offset &- start) }
                    cursor.leafSlot = inner.children + i
                } else {
                    inner = unsafeDowncast(inner.children[i], to: Inner.self)
                }
            }
            cursor.leafStart = start
        }
        cursor.depth = height
    }

    /// Adds the pending change, which must not be zero, to the summaries on the cursor's path,
    /// copying the nodes on it that are shared (another copy of the rope keeps the originals and
    /// their pending change). The cursor is invalid afterwards when a node was copied. O(depth).
    @inline(never)
    mutating func settlePath() {
        if ownsCursorRoot(), ownsCursorInnerNodes() {
            settleOwnedPath()
            return
        }
        if !isUnique(&root) { root = Self.unsharedCopy(of: root) }
        unowned(unsafe) var inner = unsafeDowncast(root, to: Inner.self)
        let pending = cursor.pending
        for level in 0..<cursor.depth {
            let i = cursor.index(atLevel: level)
            inner.summaries.add(utf16: pending.utf16, counts: pending.counts, at: i)
            if level == cursor.depth - 1 { break }
            if !isUnique(&inner.children[i]) {
                let copy = Self.unsharedCopy(of: inner.children[i])
                inner.children[i] = copy
                inner.setHints(i, for: copy)
            }
            inner = unsafeDowncast(inner.children[i], to: Inner.self)
        }
        cursor.pending = .zero
        cursor.depth = -1
    }

    /// The inner node whose child is the cursor's leaf; the cursor must be valid, at depth 1 or more.
    @inline(__always)
    func cursorParent() -> Inner {
        unowned(unsafe) var parent = unsafeDowncast(root, to: Inner.self)
        for level in 0..<(cursor.depth - 1) {
            parent = unsafeDowncast(parent.children[cursor.index(atLevel: level)], to: Inner.self)
        }
        return parent
    }

    private static func unsharedCopy(of node: Node) -> Node {
        node.height == 0 ? unsafeDowncast(node, to: Leaf.self).copy() : unsafeDowncast(node, to: Inner.self).copy()
    }
}
