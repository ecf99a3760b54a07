// A leaf that an edit overflows is split where it stands: its parent takes the new leaves in the
// leaf's slot, and the summaries above change as for an in-place edit of that leaf (together the
// new leaves summarize as the edited leaf would). Into two leaves, the leaf keeps the first part
// and only the rest is copied and counted; into more (a paste), all are written anew and all but
// the last counted. The general splice, which rebuilds every node on the path, is left for edits
// that span leaves, underfill a leaf or find the parent full.
extension TextRope {
    /// Replaces `range` (UTF-16 offsets) with `new` by splitting the cursor's leaf, when the edit
    /// lies inside that leaf, overflows it, and the parent has room for the extra leaves and
    /// every node on the path is uniquely owned. Invalidates the cursor when it does. O(log n + L + m)
    /// for leaves of L units.
    mutating func splitCursorLeaf(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) -> Bool {
        let depth = cursor.depth
        guard depth >= 1, range.lowerBound >= cursor.leafStart, ownsCursorRoot(), ownsCursorPath() else {
            return false
        }
        settleOwnedPath()
        let leaf = unsafeDowncast(cursor.leafSlot.pointee, to: Leaf.self)
        let count = leaf.count
        let lo = range.lowerBound - cursor.leafStart
        let hi = range.upperBound - cursor.leafStart
        guard hi <= count else { return false }
        let total = count - (hi - lo) + new.count
        guard total > Limits.maxLeaf else { return false }
        let pieces = Self.leafCount(holding: total)
        unowned(unsafe) let parent = cursorParent()
        guard parent.count + pieces - 1 <= Limits.maxInner else { return false }
        let slot = cursor.index(atLevel: depth - 1)
        let old = parent.summaries[slot]
        let edited = Self.editedSummary(of: leaf, summarizedAs: old, lo, hi, new)
        let leaves: [Item]
        if pieces == 2 {
            leaves = Self.splitInPlace(leaf, lo, hi, new, total: total, summary: edited)
        } else {
            let head = leaf.segments(0..<lo)
            let tail = leaf.segments(hi..<count)
            leaves = Self.evenLeaves([head.0, head.1, new, tail.0, tail.1], total: total, summary: edited)
        }
        let split = edited ?? leaves.reduce(Summary.empty) { $0.appending($1.summary) }
        let change = LeafEdit(utf16: split.utf16 - old.utf16, counts: split.counts - old.counts, edgesChanged: true)
        propagateAlongCursor(change, first: split.first, last: split.last)
        parent.replaceChild(at: slot, with: leaves)
        cursor.depth = -1
        return true
    }

    /// Splits `leaf` with `lo..<hi` replaced by `new`, `total` units that two leaves hold and one
    /// does not, into itself and one new leaf: the leaf keeps the first part and the new leaf
    /// gets copies of the rest, so only those are copied and counted (the leaf's summary is then
    /// derived from `summary`, the edited whole's, when given). The parts are even, except when
    /// the edit reaches the leaf's end (typing at the end of the text): the new leaf then takes
    /// one and a half times `Limits.minLeaf` units (a margin, so that backspacing there does not
    /// merge it back at once), the leaf keeps the rest, and typing on fills the new leaf longer
    /// before it splits again. O(L + m) for leaves of L units.
    static func splitInPlace(
        _ leaf: Leaf, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, total: Int, summary: Summary?
    ) -> [Item] {
        let count = leaf.count
        let keep =
            hi == count ? Swift.min(Limits.maxLeaf, total - (Limits.minLeaf + Limits.minLeaf / 2)) : (total + 1) / 2
        // The edited units from `keep` on, where the leaf's own units after the edit start at
        // leaf offset `hi`, edited offset `lo + new.count`.
        let newEnd = lo + new.count
        var writer = LeafWriter(sizes: [total - keep])
        if keep < lo {
            let before = leaf.segments(keep..<lo)
            writer.append(before.0)
            writer.append(before.1)
        }
        if keep < newEnd { writer.append(UnsafeBufferPointer(rebasing: new[Swift.max(keep - lo, 0)...])) }
        let after = leaf.segments((hi + Swift.max(keep - newEnd, 0))..<count)
        writer.append(after.0)
        writer.append(after.1)
        let rest = writer.finish()[0]
        // Then the leaf keeps the units before `keep`: its own up to `lo` (or `keep`), the new
        // ones that fall before `keep`, and its own after `hi` up to `keep`.
        leaf.truncate(to: keep <= lo ? keep : keep <= newEnd ? lo : hi + keep - newEnd)
        if keep > lo {
            leaf.reserve(keep)
            let kept = UnsafeBufferPointer(rebasing: new[..<Swift.min(keep - lo, new.count)])
            leaf.replace(lo..<Swift.min(hi, leaf.count), with: kept)
        }
        let first = summary?.dropping(suffix: rest.summary, last: leaf[keep - 1]) ?? leaf.summary
        return [Item(node: leaf, summary: first), rest]
    }

    /// The summary `leaf` (summarized as `old`) would have with `lo..<hi` replaced by `new`, which
    /// is not empty, when counting the replaced and the new units costs less than counting the last
    /// of the leaves the result is split into; otherwise nil. O(hi - lo + new.count).
    static func editedSummary(
        of leaf: Leaf, summarizedAs old: Summary, _ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>
    ) -> Summary? {
        let count = leaf.count
        let total = count - (hi - lo) + new.count
        guard (hi - lo) + new.count < total / leafCount(holding: total) else { return nil }
        var result = old
        result.utf16 = total
        result.add(leaf.countsChange(replacing: lo, hi, with: new))
        if lo == 0 { result.first = new[0] }
        if hi == count { result.last = new[new.count - 1] }
        return result
    }
}
