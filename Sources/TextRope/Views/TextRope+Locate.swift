// Descents. `locate` walks down to the first leaf whose running summary satisfies a predicate,
// folding the summaries of everything before it with the join corrections, so callers get exact
// counts for the prefix even when a surrogate pair or CR LF straddles the leaf boundary.
extension TextRope {
    struct Location {
        /// Unowned: a location is used while the rope that holds the leaf is.
        unowned(unsafe) let leaf: Leaf
        /// The summary of everything before the leaf.
        let prefix: Summary
        /// The leaf's own summary (its units counted on their own).
        let leafSummary: Summary

        var start: Int { prefix.utf16 }
        /// The unit before the leaf, or 0 (which pairs with nothing) at the start of the text.
        var previous: UInt16 { prefix.isEmpty ? 0 : prefix.last }
    }

    /// The first leaf whose end satisfies `reached` (given the summary of everything up to that
    /// end), or the last leaf.
    @inline(__always)
    func locate(_ reached: (Summary) -> Bool) -> Location {
        if pathIsExact { return locate(reached, StoredSummaries()) }
        return locateAlongPendingPath(reached)
    }

    @inline(never)
    private func locateAlongPendingPath(_ reached: (Summary) -> Bool) -> Location {
        // The text's only leaf, holding a typing run: its summary is the root's with the run counted.
        if root.height == 0 {
            return Location(leaf: unsafeDowncast(root, to: Leaf.self), prefix: .empty, leafSummary: exactSummary)
        }
        return locate(reached, pendingSummaries)
    }

    @inline(__always)
    private func locate<Path: PathSummaries>(_ reached: (Summary) -> Bool, _ path: Path) -> Location {
        // Unowned: the rope holds every node on the way down, and retaining each cost a tenth of
        // a conversion.
        unowned(unsafe) var node = root
        var prefix = Summary.empty
        // Read only when the root is the leaf, and nothing is pending (`locateAlongPendingPath`
        // takes a root leaf holding a typing run): exact as stored.
        var own = summary
        var onPath = true
        var level = 0
        while node.height > 0 {
            unowned(unsafe) let inner = unsafeDowncast(node, to: Inner.self)
            let pathIndex = path.pathIndex(atLevel: level, onPath: onPath)
            var i = 0
            while i < inner.count - 1 {
                let next = prefix.appending(path.summary(inner.summaries[i], at: i, pathIndex: pathIndex))
                if reached(next) { break }
                prefix = next
                i += 1
            }
            // The child's data (its summaries, or a leaf's first units) loads while the child does.
            Inner.prefetchChild(inner.hints[i], ofHeight: inner.height)
            own = path.summary(inner.summaries[i], at: i, pathIndex: pathIndex)
            node = inner.children[i]
            onPath = i == pathIndex
            level &+= 1
        }
        return Location(leaf: unsafeDowncast(node, to: Leaf.self), prefix: prefix, leafSummary: own)
    }

    /// The leaf containing UTF-16 offset `offset` and where it starts: the leaf with
    /// `start <= offset < end`, or the last leaf for the end of the text. Counts nothing but
    /// UTF-16 lengths, so it is the cheapest descent.
    func leaf(containingUTF16 offset: Int) -> (leaf: Leaf, start: Int) {
        if let near = cursorLeaf(), offset >= near.start, offset - near.start < near.leaf.count { return near }
        return descend(toUTF16: offset) { _, _ in }
    }

    /// The descent of ``leaf(containingUTF16:)`` from the root, calling `visit` with each inner
    /// node on the way and the index of the child it takes.
    @inline(__always)
    func descend(toUTF16 offset: Int, _ visit: (Inner, Int) -> Void) -> (leaf: Leaf, start: Int) {
        if pathIsExact { return descend(toUTF16: offset, StoredSummaries(), visit) }
        return descendAlongPendingPath(toUTF16: offset, visit)
    }

    @inline(never)
    private func descendAlongPendingPath(toUTF16 offset: Int, _ visit: (Inner, Int) -> Void) -> (leaf: Leaf, start: Int) {
        descend(toUTF16: offset, pendingSummaries, visit)
    }

    @inline(__always)
    private func descend<Path: PathSummaries>(
        toUTF16 offset: Int, _ path: Path, _ visit: (Inner, Int) -> Void
    ) -> (leaf: Leaf, start: Int) {
        var node = root
        var start = 0
        var onPath = true
        var level = 0
        while node.height > 0 {
            let inner = unsafeDowncast(node, to: Inner.self)
            let pathIndex = path.pathIndex(atLevel: level, onPath: onPath)
            let (i, childStart) = Inner.descend(
                inner.summaries, inner.hints, count: inner.count, height: inner.height, toUTF16: offset &- start,
                lengthening: pathIndex, by: path.utf16)
            visit(inner, i)
            start &+= childStart
            node = inner.children[i]
            onPath = i == pathIndex
            level &+= 1
        }
        return (unsafeDowncast(node, to: Leaf.self), start)
    }

    /// The leaf the edit cursor points at and where it starts, so that reads near the last edit
    /// (around a caret) skip the descent. The cursor describes this rope's tree whenever it names
    /// the current root: every change of root or structure makes a new cursor or resets it, and
    /// another copy sharing the tree never changes it in place.
    @inline(__always)
    func cursorLeaf() -> (leaf: Leaf, start: Int)? {
        guard cursor.depth > 0, cursor.wasMade(forRoot: root) else { return nil }
        return (unsafeDowncast(cursor.leafSlot.pointee, to: Leaf.self), cursor.leafStart)
    }

    /// The code unit at a UTF-16 offset in `0..<utf16Count`. O(log n).
    func unit(at offset: Int) -> UInt16 {
        let (leaf, start) = leaf(containingUTF16: offset)
        return leaf[offset - start]
    }

    /// The summary of the units before UTF-16 offset `offset` (in `0...utf16Count`). O(log n).
    func prefixSummary(_ offset: Int) -> Summary {
        let location = locate { $0.utf16 > offset }
        return location.prefix.appending(location.leaf.prefixSummary(offset - location.start, of: location.leafSummary))
    }

    /// Calls `body` with each run of units in `range`, in order, chunk by chunk.
    func forEachRun(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Void) {
        guard !range.isEmpty else { return }
        if let near = cursorLeaf(), range.lowerBound >= near.start, range.upperBound - near.start <= near.leaf.count {
            Self.forEachRun(in: near.leaf, from: near.start, range, body)
        } else if pathIsExact {
            Self.forEachRun(root, from: 0, in: range, level: 0, onPath: true, StoredSummaries(), body)
        } else {
            Self.forEachRun(root, from: 0, in: range, level: 0, onPath: true, pendingSummaries, body)
        }
    }

    // The part of `range` inside `leaf`, which starts at `start`, as its runs before and after the gap.
    @inline(__always)
    private static func forEachRun(
        in leaf: Leaf, from start: Int, _ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Void
    ) {
        let lo = Swift.max(range.lowerBound - start, 0)
        let hi = Swift.min(range.upperBound - start, leaf.count)
        guard lo < hi else { return }
        let (head, tail) = leaf.segments(lo..<hi)
        if !head.isEmpty { body(head) }
        if !tail.isEmpty { body(tail) }
    }

    // `node` is at depth `level`, on the cursor's path if `onPath`.
    private static func forEachRun<Path: PathSummaries>(
        _ node: Node, from start: Int, in range: Range<Int>, level: Int, onPath: Bool, _ path: Path,
        _ body: (UnsafeBufferPointer<UInt16>) -> Void
    ) {
        if node.height == 0 {
            forEachRun(in: unsafeDowncast(node, to: Leaf.self), from: start, range, body)
            return
        }
        let inner = unsafeDowncast(node, to: Inner.self)
        let pathIndex = path.pathIndex(atLevel: level, onPath: onPath)
        var childStart = start
        for i in 0..<inner.count {
            let childEnd = childStart + inner.summaries.lengths[i] + (i == pathIndex ? path.utf16 : 0)
            if childEnd > range.lowerBound && childStart < range.upperBound {
                forEachRun(inner.children[i], from: childStart, in: range, level: level + 1, onPath: i == pathIndex, path, body)
            }
            if childEnd >= range.upperBound { return }
            childStart = childEnd
        }
    }
}
