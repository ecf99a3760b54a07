extension TextRope {
    /// A run of the rope's UTF-16 code units, stored contiguously: what I/O and ICU read.
    ///
    /// A chunk keeps its storage alive and unchanged for as long as the chunk exists (an edit of
    /// the rope copies a chunk that is still referenced), so ``utf16CodeUnits`` stays valid that
    /// long. Chunk boundaries fall anywhere, also between the halves of a surrogate pair or of a
    /// CR LF.
    public struct Chunk: @unchecked Sendable {
        // Unchecked: the leaf is never mutated while this reference to it exists.
        let leaf: Leaf

        /// The UTF-16 offset of the chunk's first unit in the rope.
        public let utf16Offset: Int

        /// The code units, valid for as long as this `Chunk` value is alive.
        public let utf16CodeUnits: UnsafeBufferPointer<UInt16>

        /// The number of UTF-16 code units in the chunk.
        public var utf16Count: Int { utf16CodeUnits.count }

        /// The chunk's UTF-16 range in the rope.
        public var utf16Range: Range<Int> { utf16Offset..<(utf16Offset + utf16CodeUnits.count) }

        // The leaf's part before (`head`) or after its gap that holds leaf offset `offset`; the
        // tail when the head is empty or `offset` is the leaf's end.
        init(leaf: Leaf, leafStart: Int, containing offset: Int) {
            self.leaf = leaf
            if offset < leaf.gapStart {
                utf16CodeUnits = leaf.head
                utf16Offset = leafStart
            } else {
                let tail = leaf.tail
                utf16CodeUnits = tail.isEmpty ? leaf.head : tail
                utf16Offset = tail.isEmpty ? leafStart : leafStart + leaf.gapStart
            }
        }
    }

    /// The chunk containing a UTF-16 offset: the one with `utf16Offset <= offset` and
    /// `offset < utf16Offset + utf16Count`, or the last chunk when `offset == utf16Count`.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n); O(1) inside the chunk the last edit touched.
    public func chunk(containingUTF16 offset: Int) throws(TextRangeError) -> Chunk {
        let offset = try validated(offset, .utf16, limit: summary.utf16)
        let (leaf, start) = leaf(containingUTF16: offset)
        return Chunk(leaf: leaf, leafStart: start, containing: offset - start)
    }

    /// The chunks in order, from the start of the text. An empty text has no chunks.
    public var chunks: Chunks { Chunks(rope: self, from: 0) }

    /// The chunks in order, from the one containing UTF-16 offset `offset`, as
    /// ``chunk(containingUTF16:)`` finds it (from the end of the text: the last chunk).
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n) to start.
    public func chunks(fromUTF16 offset: Int) throws(TextRangeError) -> Chunks {
        Chunks(rope: self, from: try validated(offset, .utf16, limit: summary.utf16))
    }

    /// A sequence of the rope's chunks (never an empty one). Iterating costs O(log n) to start,
    /// then O(1) amortised per chunk.
    public struct Chunks: Sequence, @unchecked Sendable {
        // Unchecked: holds a rope snapshot, which is Sendable.
        let rope: TextRope
        let start: Int

        init(rope: TextRope, from offset: Int) {
            self.rope = rope
            start = offset
        }

        public func makeIterator() -> Iterator { Iterator(rope: rope, from: start) }

        /// Walks the leaves left to right with an explicit stack of inner nodes, yielding each
        /// leaf's non-empty parts before and after its gap.
        public struct Iterator: IteratorProtocol {
            // The nodes on the path and the leaf are held unretained: `root` keeps the whole tree
            // alive, and a tree that a value other than the rope holds is never changed in place
            // (an edit copies the nodes it changes). Only a chunk handed out retains its leaf.
            private struct Step {
                let node: Unmanaged<Inner>
                var index: Int
            }

            private let root: Node?
            private var path: [Step] = []
            private var leaf: Unmanaged<Leaf>?
            private var leafStart = 0
            private var pendingTail = false

            init(rope: TextRope, from target: Int) {
                guard !rope.isEmpty else {
                    root = nil
                    return
                }
                root = rope.root
                let (first, start) = rope.descend(toUTF16: target) { inner, i in
                    path.append(Step(node: .passUnretained(inner), index: i))
                }
                leafStart = start
                leaf = .passUnretained(first)
                pendingTail = target - leafStart >= first.gapStart
            }

            public mutating func next() -> Chunk? {
                while let current = leaf {
                    let (gapStart, count) = current._withUnsafeGuaranteedRef { ($0.gapStart, $0.count) }
                    if !pendingTail {
                        pendingTail = true
                        if gapStart > 0 {
                            return Chunk(leaf: current.takeUnretainedValue(), leafStart: leafStart, containing: 0)
                        }
                    }
                    advance(past: count)
                    if gapStart < count {
                        return Chunk(leaf: current.takeUnretainedValue(), leafStart: leafStart - count, containing: gapStart)
                    }
                }
                return nil
            }

            // Child `i` of `node`, unretained.
            @inline(__always)
            private static func child(_ node: Unmanaged<Inner>, _ i: Int) -> Unmanaged<Node> {
                node._withUnsafeGuaranteedRef { ($0.children + i).unretained }
            }

            // Moves to the next leaf, past the current one's `count` units.
            private mutating func advance(past count: Int) {
                leafStart += count
                leaf = nil
                pendingTail = false
                // The deepest node on the path with a child after the one taken, updated in
                // place: most often the leaf's parent, whose next child is the next leaf.
                var level = path.count - 1
                while level >= 0 && path[level].index + 1 >= path[level].node._withUnsafeGuaranteedRef({ $0.count }) {
                    level -= 1
                }
                guard level >= 0 else {
                    path.removeAll()
                    return
                }
                path[level].index += 1
                var node = Self.child(path[level].node, path[level].index)
                if level + 1 < path.count { path.removeSubrange((level + 1)...) }
                while node._withUnsafeGuaranteedRef({ $0.height }) > 0 {
                    let down = Unmanaged<Inner>.fromOpaque(node.toOpaque())
                    path.append(Step(node: down, index: 0))
                    node = Self.child(down, 0)
                }
                leaf = Unmanaged<Leaf>.fromOpaque(node.toOpaque())
            }
        }
    }
}
