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

    var isValid: Bool { depth >= 0 }

    /// Whether it was made for `node` as the root.
    @inline(__always)
    func wasMade(forRoot node: Node) -> Bool { root == UInt(bitPattern: ObjectIdentifier(node)) }

    func index(atLevel level: Int) -> Int {
        Int(truncatingIfNeeded: (path &>> UInt64(truncatingIfNeeded: level &* Self.bitsPerLevel)) & 0xF)
    }
}

// The leaf slot of a cursor whose root is the leaf; never dereferenced.
nonisolated(unsafe) let unusedNodeSlot = UnsafeMutablePointer<Node>.allocate(capacity: 1)

extension TextRope {
    /// Points the cursor at the first leaf whose end is after `offset` (the last leaf for the
    /// end of the text), copying shared nodes on the way down.
    mutating func moveCursor(to offset: Int) {
        cursor.depth = -1  // invalid until the descent is done
        guard root.height <= EditCursor.maxDepth else { return }
        if !isUnique(&root) { root = Self.unsharedCopy(of: root) }
        // Built in place: a new `EditCursor()` would go through the lazy global `unusedNodeSlot`.
        cursor.root = UInt(bitPattern: ObjectIdentifier(root))
        cursor.path = 0
        cursor.leafStart = 0
        let height = root.height
        if height > 0 {
            unowned(unsafe) var inner = unsafeDowncast(root, to: Inner.self)
            cursor.rootShareStamp = inner.shareStamp
            var start = 0
            for level in 0..<height {
                let (i, childStart) = Inner.descend(
                    inner.summaries, inner.hints, count: inner.count, height: inner.height, toUTF16: offset &- start)
                start &+= childStart
                cursor.path |= UInt64(truncatingIfNeeded: i) &<< UInt64(truncatingIfNeeded: level &* EditCursor.bitsPerLevel)
                if !isUnique(&inner.children[i]) {
                    let copy = Self.unsharedCopy(of: inner.children[i])
                    inner.children[i] = copy
                    inner.hints[i] = copy.dataAddress
                }
                if level == height - 1 {
                    cursor.leafSlot = inner.children + i
                } else {
                    inner = unsafeDowncast(inner.children[i], to: Inner.self)
                }
            }
            cursor.leafStart = start
        }
        cursor.depth = height
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
