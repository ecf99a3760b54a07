// The fast path: an edit that stays inside the leaf the cursor points at, keeps that leaf within
// its size limits and finds every node on the path uniquely owned. It edits the leaf in place, with
// no search and no allocation. When the leaf's first and last units survive the edit (nearly
// always), every summary on the path changes by the same delta: the root's summary takes it and
// the others wait for it (see `EditCursor`); otherwise the summaries are recombined with their
// neighbours' join corrections, level by level.
extension TextRope {
    // Inlined into `replaceUnits`: a keystroke does so little that a call is a noticeable part
    // of it. `deferring` (a constant wherever it is inlined) lets the path's summaries wait for
    // the change; the first edit after the cursor moved adds it at once, so that edits that each
    // land somewhere else (random edits) do not pay to settle it at the next move.
    @inline(__always)
    mutating func editCursorLeaf(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>, deferring: Bool) -> Bool {
        let depth = cursor.depth
        guard depth >= 0, range.lowerBound >= cursor.leafStart, ownsCursorRoot() else { return false }
        let lo = range.lowerBound &- cursor.leafStart
        let hi = range.upperBound &- cursor.leafStart
        if depth == 0 { return editRootLeaf(lo, hi, new, deferring: deferring) }
        guard ownsCursorPath() else { return false }
        // Borrow the leaf straight from its slot: no retain/release around the edit. Each use
        // borrows it in a closure small enough to inline, and the general edit is a function of
        // its own, so that a one-unit edit runs inside `replaceUnits` with no further call: one
        // closure holding both paths is not inlined, and its call and prologue would run on every
        // edit.
        let leafRef = cursor.leaf
        // An insertion at the end of a leaf that another follows goes to the start of that
        // one instead: typing on there stays inside it and changes neither of its ends, where
        // here every key would change this leaf's last unit and recombine the whole path.
        let endOfLeaf = lo == hi && leafRef._withUnsafeGuaranteedRef { lo == $0.count }
        if endOfLeaf && cursor.leafStart + lo != summary.utf16 { return false }
        // A key inside the leaf, when the cursor did not just move there, opens a typing run.
        if deferring && lo == hi && new.count == 1 && lo > 0
            && leafRef._withUnsafeGuaranteedRef({ $0.canInsertInside(at: lo) })
        {
            leafRef._withUnsafeGuaranteedRef { startRun(new[0], at: lo, in: $0) }
            return true
        }
        let oneUnit = leafRef._withUnsafeGuaranteedRef { Self.editOneUnit($0, lo, hi, new, minCount: Limits.minLeaf) }
        if let edit = oneUnit {
            if edit.edgesChanged {
                leafRef._withUnsafeGuaranteedRef { propagateAlongCursor(utf16: edit.utf16, counts: edit.counts, $0) }
            } else {
                addAlongCursor(edit, deferring: deferring)
            }
            return true
        }
        // An edit reaching past the leaf (a random edit, tried first on the last edit's leaf) makes
        // no call: the test here, not at the top, leaves the inlining above as it is.
        return leafRef._withUnsafeGuaranteedRef {
            hi <= $0.count && editCursorLeafGenerally($0, lo, hi, new, deferring: deferring)
        }
    }

    // The edit after a move of the cursor, out of line with `deferring` fixed: the move costs
    // far more than the call. In a large text it leaves the parent's hint of where the gap is for
    // the next edit that lands in the leaf (`Inner.prefetchGapMove`).
    @inline(never)
    mutating func editMovedCursorLeaf(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
        guard editCursorLeaf(range, new, deferring: false) else { return false }
        if cursor.depth > 0 && summary.utf16 >= Limits.outOfCache {
            Inner.gap(ofChildAt: cursor.leafSlot, index: cursor.index(atLevel: cursor.depth &- 1)).pointee =
                cursor.leaf._withUnsafeGuaranteedRef { $0.gapHint }
        }
        return true
    }

    // Every in-leaf edit but the one-unit ones, out of line: the keystroke's path stays short.
    @inline(never)
    private mutating func editCursorLeafGenerally(
        _ leaf: Leaf, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, deferring: Bool
    ) -> Bool {
        let storage = leaf.storage
        guard let edit = Self.editLeaf(leaf, lo, hi, new, minCount: Limits.minLeaf) else { return false }
        if leaf.storage != storage { Inner.hint(ofChildAt: cursor.leafSlot).pointee = UnsafeRawPointer(leaf.storage) }
        if edit.edgesChanged {
            propagateAlongCursor(utf16: edit.utf16, counts: edit.counts, leaf)
        } else {
            addAlongCursor(edit, deferring: deferring)
        }
        return true
    }

    // The whole text in one leaf (a text field's, say). Out of line, so that the edit of a
    // larger text does not carry its code. A key inside it opens a typing run as in a larger
    // text; the root's summary is the only one.
    @inline(never)
    private mutating func editRootLeaf(_ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, deferring: Bool) -> Bool {
        // Borrowed, as in `editCursorLeaf`: a retain and release of the root would cost more than
        // the edit of a short text itself.
        func editBorrowed(_ leaf: Leaf) -> Bool {
            if deferring && lo == hi && new.count == 1 && lo > 0 && leaf.canInsertInside(at: lo) {
                startRun(new[0], at: lo, in: leaf)
                return true
            }
            guard let edit = Self.editOneUnit(leaf, lo, hi, new, minCount: 0) ?? Self.editLeaf(leaf, lo, hi, new, minCount: 0)
            else { return false }
            // With both ends unchanged the summary changes by the delta alone (reading the new
            // ends through the gap was a third of a keystroke here).
            if !edit.edgesChanged {
                summary.add(edit)
            } else {
                summary = leaf.count == 0 ? .empty : edit.apply(to: summary, leaf: leaf)
            }
            return true
        }
        return Unmanaged<Leaf>.fromOpaque(Unmanaged.passUnretained(root).toOpaque())._withUnsafeGuaranteedRef(editBorrowed)
    }

    /// Whether the cursor was made for this root, which no one else holds.
    @inline(__always)
    mutating func ownsCursorRoot() -> Bool {
        isUnique(&root) && cursor.wasMade(forRoot: root)
    }

    /// Whether every node on the cursor's path below its inner root is still uniquely owned: the
    /// inner nodes are (``ownsCursorInnerNodes()``) and the leaf is not held by a `Chunk`.
    @inline(__always)
    mutating func ownsCursorPath() -> Bool {
        ownsCursorInnerNodes() && isUnique(&cursor.leafSlot.pointee)
    }

    /// Whether the inner nodes on the cursor's path are still uniquely owned: the inner root was
    /// not copied since the cursor was made (see `EditCursor`). True when the root is the leaf.
    @inline(__always)
    func ownsCursorInnerNodes() -> Bool {
        root.shareStamp == cursor.rootShareStamp
    }

    // The change of an edit that kept the leaf's edge units: the root's summary takes it, and
    // the summaries below it either wait for it (see `EditCursor`) or take it now.
    @inline(__always)
    private mutating func addAlongCursor(_ edit: LeafEdit, deferring: Bool) {
        if deferring {
            cursor.pending.add(edit)
        } else {
            addAlongPath(utf16: edit.utf16, counts: edit.counts)
        }
        summary.add(edit)
    }

    /// Adds the pending change to the summaries on the cursor's path, which must be uniquely
    /// owned (the fast path's checks passed). O(depth).
    @inline(__always)
    mutating func settleOwnedPath() {
        guard !cursor.pending.isSettled else { return }
        addAlongPath(utf16: cursor.pending.utf16, counts: cursor.pending.counts)
        cursor.pending = .zero
    }

    // Adds a change to every summary on the path below the root, and the leaf's new `last` unit
    // when it ends the text. Inlined so that the change stays in registers (passed in memory, it
    // was written field by field and read back as vectors: a store-forwarding stall).
    @inline(__always)
    private mutating func addAlongPath(utf16: Int, counts: Counts, last: UInt16? = nil) {
        unowned(unsafe) var inner = unsafeDowncast(root, to: Inner.self)
        var path = cursor.path
        for level in 0..<cursor.depth {
            let i = Int(truncatingIfNeeded: path & 0xF)
            inner.summaries.add(utf16: utf16, counts: counts, last: last, at: i)
            if level == cursor.depth - 1 { break }
            inner = unsafeDowncast(inner.children[i], to: Inner.self)
            path >>= UInt64(EditCursor.bitsPerLevel)
        }
    }

    // Typing and deleting one unit, most edits, take the short ways (next to the gap, where the
    // previous keystroke left it, they move nothing); nil for any other edit.
    @inline(__always)
    private static func editOneUnit(
        _ leaf: Leaf, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, minCount: Int
    ) -> LeafEdit? {
        if lo == hi && new.count == 1 && leaf.canInsertUnit(at: lo) { return leaf.insertUnit(new[0], at: lo) }
        if hi == lo &+ 1 && new.isEmpty && leaf.canRemoveUnit(at: lo, minCount: minCount) { return leaf.removeUnit(at: lo) }
        return nil
    }

    // Replaces lo..<hi (leaf-relative) in place if the result keeps between minCount and maxLeaf
    // units, returning the change in counts.
    @inline(__always)
    private static func editLeaf(
        _ leaf: Leaf, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, minCount: Int
    ) -> LeafEdit? {
        let count = leaf.count
        guard hi <= count else { return nil }
        let newCount = count &- (hi &- lo) &+ new.count
        guard newCount <= Limits.maxLeaf, newCount >= minCount else { return nil }
        return leaf.edit(lo, hi, new, newCount: newCount)
    }

    // Out of line: reading the leaf's edges in the edit itself would add to every edit, though
    // only an edit at an edge of the leaf needs them.
    // (The change comes field by field: a `LeafEdit` argument was built in memory on every edit.)
    // At the end of the text (typing there), the leaf ends every summary on the path and none has
    // a neighbour after it: when the leaf's first unit stayed, each summary changes by the leaf's
    // delta and takes its new last unit, with no join to recompute. Inside its parent (an edge
    // with a neighbour on that side: backspacing at the end of a leaf, typing at its start), the
    // parent's own edges stay, so the join with that neighbour is recomputed once and every
    // summary above changes by the same amount, which waits as any other in-leaf change does.
    @inline(never)
    private mutating func propagateAlongCursor(utf16: Int, counts: Counts, _ leaf: Leaf) {
        let edit = LeafEdit(utf16: utf16, counts: counts, edgesChanged: true)
        let first = leaf[0]
        let last = leaf[leaf.count - 1]
        unowned(unsafe) let parent = cursorParent()
        let i = cursor.index(atLevel: cursor.depth - 1)
        let old = parent.summaries[i]
        let endsText = cursor.leafStart &+ leaf.count == summary.utf16 &+ edit.utf16
        if endsText && old.first == first {
            // The pending change goes along with this one.
            let pending = cursor.pending
            cursor.pending = .zero
            addAlongPath(utf16: utf16 &+ pending.utf16, counts: counts + pending.counts, last: last)
            summary.add(edit)
            summary.last = last
        } else if (old.first == first || i > 0) && (old.last == last || i < parent.count &- 1) {
            var joins = Counts.zero
            if old.first != first {
                let left = parent.summaries[i &- 1].last
                joins = joins + Counts.join(left, first) - Counts.join(left, old.first)
            }
            if old.last != last {
                let right = parent.summaries[i &+ 1].first
                joins = joins + Counts.join(last, right) - Counts.join(old.last, right)
            }
            // The leaf's summary lacks what is pending, as every summary on the path does.
            var entry = old
            entry.subtract(joins)
            entry.first = first
            entry.last = last
            parent.summaries[i] = entry
            let change = LeafEdit(utf16: utf16, counts: counts + joins, edgesChanged: false)
            cursor.pending.add(change)
            summary.add(change)
        } else {
            propagateAlongCursor(edit, first: first, last: last)
        }
        if utf16 == -1 { shiftBoundaryAfterEdgeDelete(leaf) }
    }

    /// Changes the summary of the cursor's leaf by `edit`, giving it the edge units `first` and
    /// `last`, and recombines every summary above it with its neighbours' join corrections: the
    /// other half of the fast path, for an edit that changed the leaf's first or last unit, and
    /// the path of an in-place split. The path goes on the stack, unretained: no allocation.
    mutating func propagateAlongCursor(_ edit: LeafEdit, first: UInt16, last: UInt16) {
        settleOwnedPath()
        let depth = cursor.depth
        withUnsafeTemporaryAllocation(of: (node: Unmanaged<Inner>, index: Int).self, capacity: EditCursor.maxDepth) { path in
            unowned(unsafe) var inner = unsafeDowncast(root, to: Inner.self)
            for level in 0..<depth {
                let i = cursor.index(atLevel: level)
                path[level] = (.passUnretained(inner), i)
                if level < depth - 1 { inner = unsafeDowncast(inner.children[i], to: Inner.self) }
            }
            let old = inner.summaries[path[depth - 1].index]
            var (childOld, childNew) = (old, edit.apply(to: old, first: first, last: last))
            for level in stride(from: depth - 1, through: 0, by: -1) {
                let (node, i) = path[level]
                let parentOld =
                    level == 0 ? summary : path[level - 1].node.takeUnretainedValue().summaries[path[level - 1].index]
                let parentNew = node._withUnsafeGuaranteedRef { inner in
                    inner.summaries[i] = childNew
                    return Self.propagate(parentOld, in: inner, child: i, from: childOld, to: childNew)
                }
                (childOld, childNew) = (parentOld, parentNew)
            }
            summary = childNew
        }
    }

    /// The new summary of `inner` after its child `i` changed from `old` to `new` (both non-empty),
    /// given the node's summary `parent` before the change.
    static func propagate(
        _ parent: Summary, in inner: Inner, child i: Int, from old: Summary, to new: Summary
    ) -> Summary {
        var result = parent
        result.utf16 += new.utf16 - old.utf16
        result.add(new.counts)
        result.subtract(old.counts)
        // An edge unit that did not change keeps its join with the neighbour (mostly only one
        // of the two changed: typing at a leaf's start or at the text's end).
        if new.first != old.first {
            if i > 0 {
                let left = inner.summaries[i - 1].last
                result.add(Counts.join(left, new.first))
                result.subtract(Counts.join(left, old.first))
            } else {
                result.first = new.first
            }
        }
        if new.last != old.last {
            if i < inner.count - 1 {
                let right = inner.summaries[i + 1].first
                result.add(Counts.join(new.last, right))
                result.subtract(Counts.join(old.last, right))
            } else {
                result.last = new.last
            }
        }
        return result
    }
}

/// How an in-place leaf edit changed the leaf's counts.
struct LeafEdit {
    let utf16: Int
    let counts: Counts
    /// Whether the leaf's first or last unit changed (or the leaf emptied), so that join
    /// corrections with its neighbours must be recomputed.
    let edgesChanged: Bool

    /// The leaf's summary after the edit, given the one before.
    func apply(to old: Summary, leaf: Leaf) -> Summary {
        apply(to: old, first: leaf[0], last: leaf[leaf.count - 1])
    }

    /// The leaf's summary after the edit, given the one before and the leaf's new edge units.
    func apply(to old: Summary, first: UInt16, last: UInt16) -> Summary {
        var result = old
        result.add(self)
        result.first = first
        result.last = last
        return result
    }
}

extension Summary {
    mutating func add(_ edit: LeafEdit) {
        utf16 &+= edit.utf16
        add(edit.counts)
    }
}
