// The path to the leaf that the last edit touched: one child index per level, and the UTF-16
// offset where that leaf starts. Structural changes rebuild it; in-leaf edits keep it valid (they
// change neither the path nor where the leaf starts). It holds no references: before use, the path
// is walked again from the root, checking unique ownership of every node on it.
@usableFromInline
struct EditCursor {
    var depth = -1
    var leafStart = 0
    var indices = InlineArray<40, UInt8>(repeating: 0)

    var isValid: Bool { depth >= 0 }
}

extension TextRope {
    /// Points the cursor at the leaf where an edit at `offset` would go: the first leaf whose end
    /// is at or after `offset`, so that typing at a leaf's end keeps extending that leaf.
    mutating func moveCursor(to offset: Int) {
        guard root.height < Limits.maxCursorDepth else {
            cursor.depth = -1
            return
        }
        var node = root
        var start = 0
        var level = 0
        while node.height > 0 {
            let inner = unsafeDowncast(node, to: Inner.self)
            var i = 0
            while i < inner.count - 1 && start + inner.summaries[i].utf16 < offset {
                start += inner.summaries[i].utf16
                i += 1
            }
            cursor.indices[level] = UInt8(truncatingIfNeeded: i)
            level += 1
            node = inner.children[i]
        }
        cursor.depth = level
        cursor.leafStart = start
    }
}
