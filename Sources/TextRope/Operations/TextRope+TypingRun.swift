import CTextRopeSupport

// The typing run. Keys typed one after another inside a leaf go into the leaf's gap and are
// counted in UTF-16 only, in the leaf's length and the root's; the summaries on the path lack
// them, as they lack the pending change, and readers take their length from the run's bounds
// (`EditCursor.runUTF16`). Their scalars, UTF-8 bytes and line terminators are counted when the
// run ends, all at once. A run opens in the text's only leaf too (the root, depth 0), where no
// summary but the root's lacks anything. A backspace inside the run takes its last unit back.
// The next edit that is neither ends the run first (`settleRun`), then goes the usual way.
//
// Deletes one after another work the same way (a deleting run): a one-unit delete next to the
// gap, when no keys are pending, removes a unit of the leaf uncounted and keeps it at the end of
// the gap, backspaced units before forward-deleted ones, in text order (`runDeleted` of them).
// What they took is counted when the run ends, from the units kept in the gap; a key ends it.
//
// The run lies in the cursor's leaf, from text offset `runStart` to the gap (`runEnd`), with a
// unit of the leaf before it and one after the gap, so the leaf's first and last units never
// change while it grows or shrinks: what the path's summaries lack is a change in counts, as for
// any other pending change. The counted text is the text without the run's keys and with its
// deleted units. The run's leaf is kept in the cursor (`runLeaf`): a key loads it from there, not
// through its slot. Readers add the run's counts (`exactSummary`, `readerPending`), which takes
// O(run length), at most `maxRunLength` units. Ending the run writes no node, only this value's
// own fields: a copy of the rope carries the run with the tree it shares (a shared leaf is never
// written, its gap included), and each copy counts its own run in its own fields.
extension TextRope {
    #if TEXTENGINE_CHECKS
    // Short, so that tests reach runs that end because they are full.
    static let maxRunLength = 3
    #else
    static let maxRunLength = 128
    #endif

    /// A key typed at the end of the open run, a backspace of its last unit, or, in a run that
    /// holds no keys, a backspace of the unit before the gap if it is not the leaf's first: the
    /// whole edit, when the path is still this rope's alone; false otherwise. The caller checked
    /// that the range ends at `cursor.runEnd`. Inlined into `replaceUnits`: no call, no frame.
    @inline(__always)
    mutating func editRun(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
        // An open run was made for this root: every edit that replaces the root ends it first.
        guard ownsCursorInnerNodes(), isCertainlyUnique(&root) else { return false }
        let leaf = cursor.openRunLeaf
        guard textrope_is_certainly_unique(leaf.toOpaque()) else { return false }
        let gap = cursor.runEnd
        if range.lowerBound == gap {
            // A deleting run has no limit to grow to: a key ends it.
            guard new.count == 1, gap < cursor.runLimit else { return false }
            leaf._withUnsafeGuaranteedRef { $0.appendAtGap(new[0]) }
            cursor.runEnd = gap &+ 1
            summary.utf16 &+= 1
            return true
        }
        guard new.isEmpty, range.lowerBound == gap &- 1 else { return false }
        if gap > cursor.runStart {
            leaf._withUnsafeGuaranteedRef { $0.dropBeforeGap() }
            cursor.runEnd = gap &- 1
            summary.utf16 &-= 1
            return true
        }
        let deleted = cursor.runDeleted
        guard deleted < Self.maxRunLength, leaf._withUnsafeGuaranteedRef({ $0.count > Limits.minLeaf && $0.gapStart > 1 })
        else { return false }
        leaf._withUnsafeGuaranteedRef { $0.dropBeforeGapKeepingIt(deleted: deleted) }
        cursor.runStart = gap &- 1
        cursor.runEnd = gap &- 1
        didDeleteInRun()
        return true
    }

    /// A forward delete at the gap of an open run that holds no keys, of the unit after the gap
    /// if it is not the leaf's last: the whole edit, when the path is still this rope's alone;
    /// false otherwise. Inlined into `replaceUnits`, tried only when the edit does not end at the
    /// gap: keys pay no test for it, and the forward deletes of a run need no frame.
    @inline(__always)
    mutating func deleteForwardInRun(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
        let gap = cursor.runEnd
        let deleted = cursor.runDeleted
        guard new.isEmpty, range.upperBound == gap &+ 1, cursor.runStart == gap, deleted < Self.maxRunLength,
            isCertainlyUnique(&root), ownsCursorInnerNodes()
        else { return false }
        let leaf = cursor.openRunLeaf
        guard textrope_is_certainly_unique(leaf.toOpaque()) else { return false }
        guard leaf._withUnsafeGuaranteedRef({ $0.count > Limits.minLeaf && $0.gapStart &+ 1 < $0.count }) else { return false }
        leaf._withUnsafeGuaranteedRef { $0.dropAfterGap() }
        didDeleteInRun()
        return true
    }

    // Counts a unit deleted uncounted in UTF-16; a run that deletes takes no keys.
    @inline(__always)
    private mutating func didDeleteInRun() {
        cursor.runDeleted &+= 1
        cursor.runLimit = Int.min
        summary.utf16 &-= 1
    }

    /// Whether the one-unit delete `range` lies inside the cursor's leaf and leaves both of its
    /// ends, so that it may open a deleting run: the test that a delete elsewhere (a random edit)
    /// takes, inline and with no call.
    @inline(__always)
    func deleteIsInsideCursorLeaf(_ range: Range<Int>) -> Bool {
        // First whether it starts after the leaf's start and less than a leaf's length from it:
        // one test that most deletes elsewhere fail.
        let lo = range.lowerBound &- cursor.leafStart
        guard UInt(bitPattern: lo &- 1) < UInt(Limits.maxLeaf), cursor.depth >= 1, cursor.wasMade(forRoot: root)
        else { return false }
        return range.upperBound &- cursor.leafStart < cursor.leaf._withUnsafeGuaranteedRef { $0.count }
    }

    /// Opens a deleting run with the one-unit delete `range`, inside the cursor's leaf and leaving
    /// both of its ends (`deleteIsInsideCursorLeaf`), when the leaf stays above its minimum size
    /// and the path is still this rope's alone; false otherwise. No run is open. Out of line,
    /// as the key that opens a typing run is not (in `editCursorLeaf`): its code there would
    /// lengthen every keystroke's path.
    @inline(never)
    mutating func openDeletingRun(_ range: Range<Int>) -> Bool {
        guard isUnique(&root), ownsCursorPath() else { return false }
        let lo = range.lowerBound &- cursor.leafStart
        let leaf = cursor.leaf
        // Next to the gap: the last edit was here. A lone delete elsewhere is counted at once,
        // which costs less than opening and settling a run for it.
        let opens = leaf._withUnsafeGuaranteedRef { leaf in
            (leaf.gapStart == lo || leaf.gapStart == lo &+ 1) && leaf.canRemoveUnit(at: lo, minCount: Limits.minLeaf)
        }
        guard opens else { return false }
        leaf._withUnsafeGuaranteedRef { $0.removeUncounted(at: lo) }
        cursor.runLeaf = UnsafeRawPointer(leaf.toOpaque())
        cursor.runStart = range.lowerBound
        cursor.runEnd = range.lowerBound
        didDeleteInRun()
        return true
    }

    /// Opens a run with `unit` typed at leaf offset `lo` of the cursor's leaf, inside it
    /// (`0 < lo < leaf.count`), which has room for it.
    @inline(__always)
    mutating func startRun(_ unit: UInt16, at lo: Int, in leaf: Leaf) {
        leaf.insertUncounted(unit, at: lo)
        cursor.runLeaf = UnsafeRawPointer(Unmanaged.passUnretained(leaf).toOpaque())
        let start = cursor.leafStart &+ lo
        cursor.runStart = start
        cursor.runEnd = start &+ 1
        cursor.runLimit = start &+ Swift.min(Self.maxRunLength, 1 &+ leaf.room)
        summary.utf16 &+= 1
    }

    /// Counts the open run into the pending change (below a root that is not the leaf) and the
    /// root's summary, and closes it. Writes no node. O(run length).
    @inline(never)
    mutating func settleRun() {
        let counts = runCounts()
        if cursor.depth > 0 {
            cursor.pending.utf16 &+= cursor.runUTF16
            cursor.pending.counts = cursor.pending.counts + counts
        }
        summary.add(counts)
        cursor.runEnd = Int.min
        cursor.runDeleted = 0
    }

    /// The scalar, UTF-8 and terminator counts the open run adds (takes, for a deleting run);
    /// zero when none. O(run length).
    func runCounts() -> Counts {
        guard cursor.hasRun else { return .zero }
        // Borrowed: no retain and release around the count.
        let leaf = cursor.openRunLeaf
        if cursor.runDeleted > 0 {
            return leaf._withUnsafeGuaranteedRef { $0.countsOfDeletion(cursor.runDeleted) }
        }
        let start = cursor.runStart &- cursor.leafStart
        return leaf._withUnsafeGuaranteedRef { $0.countsOfRun(from: start) }
    }

    /// The summary of the whole text: the stored root summary with the open run counted.
    var exactSummary: Summary {
        guard cursor.hasRun else { return summary }
        var result = summary
        result.add(runCounts())
        return result
    }

    /// What the summaries on the cursor's path lack, the open run counted: what descents add.
    /// (At depth 0 there is no such summary; its counts are then the run's alone.)
    var readerPending: PendingChange {
        guard cursor.hasRun else { return cursor.pending }
        var result = cursor.pending
        result.utf16 &+= cursor.runUTF16
        result.counts = result.counts + runCounts()
        return result
    }

    /// Whether every stored summary on the cursor's path is exact, so that descents read them as
    /// they are.
    var pathIsExact: Bool { cursor.pending.isSettled && !cursor.hasRun }

    /// The path's summaries as readers see them.
    var pendingSummaries: PendingSummaries { PendingSummaries(cursor: cursor, pending: readerPending) }
}
