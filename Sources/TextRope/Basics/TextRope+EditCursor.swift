// The path to the leaf that the last edit touched: one child index per level (4 bits each, packed
// root first into `path`), and the UTF-16 offset where that leaf starts. Structural changes
// rebuild it; in-leaf edits keep it valid (they change neither the path nor where the leaf
// starts). It holds no references: before use, the path is walked again from the root, checking
// unique ownership of every node on it.
@usableFromInline
struct EditCursor {
    var depth = -1
    var leafStart = 0
    var path: UInt128 = 0

    var isValid: Bool { depth >= 0 }

    static let bitsPerLevel = 4
    static let maxDepth = 128 / bitsPerLevel

    func index(atLevel level: Int) -> Int {
        Int(truncatingIfNeeded: (path >> (level * Self.bitsPerLevel)) & 0xF)
    }
}

extension TextRope {
    /// Points the cursor at the first leaf whose end is after `offset`, or at or after it when
    /// `endingThere` (so that typing at a leaf's end keeps extending that leaf).
    mutating func moveCursor(to offset: Int, endingThere: Bool) {
        guard root.height <= EditCursor.maxDepth else {
            cursor.depth = -1
            return
        }
        var node = root
        var start = 0
        var path: UInt128 = 0
        var level = 0
        while node.height > 0 {
            let inner = unsafeDowncast(node, to: Inner.self)
            var i = 0
            while i < inner.count - 1 {
                let end = start + inner.summaries[i].utf16
                if end > offset || (endingThere && end == offset) { break }
                start = end
                i += 1
            }
            path |= UInt128(i) << (level * EditCursor.bitsPerLevel)
            level += 1
            node = inner.children[i]
        }
        cursor = EditCursor(depth: level, leafStart: start, path: path)
    }
}
