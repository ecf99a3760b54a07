// Descents. `locate` walks down to the first leaf whose running summary satisfies a predicate,
// folding the summaries of everything before it with the join corrections, so callers get exact
// counts for the prefix even when a surrogate pair or CR LF straddles the leaf boundary.
extension TextRope {
    struct Location {
        let leaf: Leaf
        /// The summary of everything before the leaf.
        let prefix: Summary

        var start: Int { prefix.utf16 }
        /// The unit before the leaf, or 0 (which pairs with nothing) at the start of the text.
        var previous: UInt16 { prefix.isEmpty ? 0 : prefix.last }
    }

    /// The first leaf whose end satisfies `reached` (given the summary of everything up to that
    /// end), or the last leaf.
    func locate(_ reached: (Summary) -> Bool) -> Location {
        var node = root
        var prefix = Summary.empty
        while node.height > 0 {
            let inner = unsafeDowncast(node, to: Inner.self)
            var i = 0
            while i < inner.count - 1 {
                let next = prefix.appending(inner.summaries[i])
                if reached(next) { break }
                prefix = next
                i += 1
            }
            node = inner.children[i]
        }
        return Location(leaf: unsafeDowncast(node, to: Leaf.self), prefix: prefix)
    }

    /// The leaf containing UTF-16 offset `offset` and where it starts: the leaf with
    /// `start <= offset < end`, or the last leaf for the end of the text. Counts nothing but
    /// UTF-16 lengths, so it is the cheapest descent.
    func leaf(containingUTF16 offset: Int) -> (leaf: Leaf, start: Int) {
        var node = root
        var start = 0
        while node.height > 0 {
            let inner = unsafeDowncast(node, to: Inner.self)
            var i = 0
            while i < inner.count - 1 && start + inner.summaries[i].utf16 <= offset {
                start += inner.summaries[i].utf16
                i += 1
            }
            node = inner.children[i]
        }
        return (unsafeDowncast(node, to: Leaf.self), start)
    }

    /// The code unit at a UTF-16 offset in `0..<utf16Count`. O(log n).
    func unit(at offset: Int) -> UInt16 {
        let (leaf, start) = leaf(containingUTF16: offset)
        return leaf[offset - start]
    }

    /// The summary of the units before UTF-16 offset `offset` (in `0...utf16Count`). O(log n).
    func prefixSummary(_ offset: Int) -> Summary {
        let location = locate { $0.utf16 > offset }
        let (head, tail) = location.leaf.segments(0..<(offset - location.start))
        return location.prefix.appending(.of(head)).appending(.of(tail))
    }

    /// Calls `body` with each run of units in `range`, in order, chunk by chunk.
    func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Void) {
        guard !range.isEmpty else { return }
        Self.forEachRun(root, from: 0, in: range, body)
    }

    private static func forEachRun(
        _ node: Node, from start: Int, in range: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt16>) -> Void
    ) {
        if node.height == 0 {
            let leaf = unsafeDowncast(node, to: Leaf.self)
            let lo = Swift.max(range.lowerBound - start, 0)
            let hi = Swift.min(range.upperBound - start, leaf.count)
            if lo < hi {
                let (head, tail) = leaf.segments(lo..<hi)
                if !head.isEmpty { body(head) }
                if !tail.isEmpty { body(tail) }
            }
            return
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        var childStart = start
        for i in 0..<inner.count {
            let childEnd = childStart + inner.summaries[i].utf16
            if childEnd > range.lowerBound && childStart < range.upperBound {
                forEachRun(inner.children[i], from: childStart, in: range, body)
            }
            if childEnd >= range.upperBound { return }
            childStart = childEnd
        }
    }
}
