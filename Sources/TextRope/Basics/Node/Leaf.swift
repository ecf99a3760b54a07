import CTextRopeSupport

/// A leaf keeps its units in a gap buffer: `head` units, a gap, then `tail` units. Edits move the
/// gap to where they happen, so consecutive edits at one place (typing, backspacing) move no
/// memory at all.
@usableFromInline
final class Leaf: Node {
    @exclusivity(unchecked) private(set) var storage: UnsafeMutablePointer<UInt16>
    @exclusivity(unchecked) private(set) var capacity: Int
    /// The number of units before the gap.
    @exclusivity(unchecked) private(set) var gapStart: Int

    /// A leaf holding a copy of `segments`, with room for at least `capacity` units.
    init(_ segments: UnsafeBufferPointer<UInt16>..., capacity: Int = 0) {
        let count = segments.reduce(0) { $0 + $1.count }
        let cap = Swift.max(capacity, count, 1)
        storage = LeafBlocks.allocate(capacity: cap)
        self.capacity = cap
        var filled = 0
        for segment in segments {
            if let base = segment.baseAddress {
                (storage + filled).initialize(from: base, count: segment.count)
            }
            filled += segment.count
        }
        gapStart = count
        super.init(height: 0, count: count)
    }

    /// A leaf that takes ownership of `storage`, from `LeafBlocks.allocate(capacity:)` with
    /// `capacity`, holding `count` units at its start.
    init(adopting storage: UnsafeMutablePointer<UInt16>, count: Int, capacity: Int) {
        self.storage = storage
        self.capacity = capacity
        gapStart = count
        super.init(height: 0, count: count)
    }

    deinit { LeafBlocks.deallocate(storage, capacity: capacity) }

    /// Marks the first `count` units of the storage, written directly by a `LeafWriter`, as the
    /// leaf's contents (the gap after them).
    func didFill(_ count: Int) {
        self.count = count
        gapStart = count
    }

    private var gapLength: Int { capacity - count }

    /// How many units the leaf can take without reallocating or passing `Limits.maxLeaf`.
    var room: Int { Swift.min(capacity, Limits.maxLeaf) &- count }

    /// The units before the gap.
    var head: UnsafeBufferPointer<UInt16> { UnsafeBufferPointer(start: storage, count: gapStart) }

    /// The units after the gap.
    var tail: UnsafeBufferPointer<UInt16> {
        UnsafeBufferPointer(start: storage + gapStart + gapLength, count: count - gapStart)
    }

    /// The unit at leaf offset `i`.
    @inline(__always)
    subscript(i: Int) -> UInt16 { i < gapStart ? storage[i] : storage[i + gapLength] }

    /// The units of `range` (leaf offsets), as the part in `head` and the part in `tail`.
    func segments(_ range: Range<Int>) -> (UnsafeBufferPointer<UInt16>, UnsafeBufferPointer<UInt16>) {
        let splitAt = Swift.min(Swift.max(gapStart, range.lowerBound), range.upperBound)
        let first = UnsafeBufferPointer(start: storage + range.lowerBound, count: splitAt - range.lowerBound)
        let second = UnsafeBufferPointer(start: storage + splitAt + gapLength, count: range.upperBound - splitAt)
        return (first, second)
    }

    var summary: Summary { Summary.of(head).appending(.of(tail)) }

    func copy() -> Leaf { Leaf(head, tail, capacity: capacity) }

    /// Makes room for `needed` units, growing geometrically up to `Limits.maxLeaf`.
    @inline(__always)
    func reserve(_ needed: Int) {
        if needed > capacity { grow(to: needed) }
    }

    private func grow(to needed: Int) {
        let cap = Swift.min(Swift.max(needed, capacity * 2), Swift.max(Limits.maxLeaf, needed))
        let grown = LeafBlocks.allocate(capacity: cap)
        let tailCount = count - gapStart
        grown.moveInitialize(from: storage, count: gapStart)
        (grown + cap - tailCount).moveInitialize(from: storage + gapStart + gapLength, count: tailCount)
        LeafBlocks.deallocate(storage, capacity: capacity)
        storage = grown
        capacity = cap
    }

    /// Moves the gap so that it starts at leaf offset `offset`.
    @inline(__always)
    func moveGap(to offset: Int) {
        if offset < gapStart {
            moveUnits(from: storage + offset, to: storage + offset + gapLength, count: gapStart - offset)
        } else if offset > gapStart {
            moveUnits(from: storage + gapStart + gapLength, to: storage + gapStart, count: offset - gapStart)
        }
        gapStart = offset
    }

    // Out of line for the one-unit edits, which mostly find the gap where they are: inlined, the
    // move's code would run its setup on every keystroke.
    @inline(never)
    private func moveGapOutOfLine(to offset: Int) { moveGap(to: offset) }

    /// Drops the units from leaf offset `offset` on. Moves only the units between the gap and
    /// `offset` when the gap is before it.
    func truncate(to offset: Int) {
        if offset > gapStart {
            moveGap(to: offset)
        } else {
            gapStart = offset
        }
        count = offset
    }

    /// Replaces `range` (leaf offsets) with `new`; the caller made room with `reserve`. Leaves the
    /// gap just after the new units, where the next keystroke will go.
    @inline(__always)
    func replace(_ range: Range<Int>, with new: UnsafeBufferPointer<UInt16>) {
        moveGap(to: range.upperBound)
        gapStart = range.lowerBound
        if let base = new.baseAddress {
            moveUnits(from: base, to: storage + gapStart, count: new.count)
        }
        gapStart += new.count
        count += new.count - range.count
    }

    /// Replaces `lo..<hi` with `new`, which leaves `newCount` units (within `Limits.maxLeaf`), and
    /// returns how the counts changed. Only the units around the edit are recounted: a unit's
    /// contribution depends on itself and the unit before it.
    @inline(__always)
    func edit(_ lo: Int, _ hi: Int, _ new: UnsafeBufferPointer<UInt16>, newCount: Int) -> LeafEdit {
        let oldCount = count
        let firstBefore: UInt16 = lo == 0 && oldCount > 0 ? self[0] : 0
        let lastBefore: UInt16 = hi == oldCount && oldCount > 0 ? self[oldCount &- 1] : 0
        reserve(newCount)
        // With the gap at `hi`, the units before `hi` are contiguous from the storage start and the
        // unit at `hi` is the first after the gap: `countsChange` with direct reads (through its
        // subscripts and segments, every read would test which side of the gap it is on).
        moveGap(to: hi)
        let before: UInt16 = lo > 0 ? storage[lo &- 1] : 0
        var delta = Counts.zero
        if hi < count {
            // The unit after the edit gets a new predecessor.
            let oldPrevious: UInt16 = hi > 0 ? storage[hi &- 1] : 0
            delta.addChange(of: storage[hi &+ gapLength], after: oldPrevious, becoming: new.last ?? before)
        }
        if hi &- lo <= 8 && new.count <= 8 && capacity >= 8 {
            // Both runs inside one block of eight units of the storage: the block starting at
            // `lo`, or the last one when `lo` is too close to the end.
            let window = Swift.min(lo, capacity &- 8)
            let c = textrope_replace_short(
                storage + window, lo &- window, hi &- lo, new.baseAddress ?? UnsafePointer(storage), new.count, before)
            delta = delta + Counts(scalars: c.scalars, utf8: c.utf8, lines: c.lines)
        } else {
            delta = delta + Counts.of(new, after: before)
                - Counts.of(UnsafeBufferPointer(start: storage + lo, count: hi &- lo), after: before)
            if let base = new.baseAddress {
                moveUnits(from: base, to: storage + lo, count: new.count)
            }
        }
        gapStart = lo &+ new.count
        count = newCount
        let edgesChanged =
            newCount == 0 || (lo == 0 && self[0] != firstBefore) || (hi == oldCount && self[newCount &- 1] != lastBefore)
        return LeafEdit(utf16: newCount &- oldCount, counts: delta, edgesChanged: edgesChanged)
    }

    /// How the counts change when `lo..<hi` (leaf offsets) is replaced by `new`, wherever the gap
    /// is: the new units counted after the unit before `lo`, less the replaced ones, and the unit
    /// after `hi` recounted after its new predecessor. O(hi - lo + new.count).
    @inline(__always)
    func countsChange(replacing lo: Int, _ hi: Int, with new: UnsafeBufferPointer<UInt16>) -> Counts {
        let before: UInt16 = lo > 0 ? self[lo &- 1] : 0
        let removed = segments(lo..<hi)
        var delta = Counts.of(new, after: before) - Counts.of(removed.0, after: before)
            - Counts.of(removed.1, after: removed.0.last ?? before)
        if hi < count {
            delta.addChange(of: self[hi], after: hi > 0 ? self[hi &- 1] : 0, becoming: new.last ?? before)
        }
        return delta
    }

    /// Inserts `unit` at leaf offset `offset`, moving the gap there first (nothing moves when a
    /// keystroke follows the previous one); `canInsertUnit(at:)` must hold. Same result as
    /// `edit(offset, offset, [unit], newCount: count + 1)`, without recounting runs. O(distance
    /// from the gap).
    @inline(__always)
    func insertUnit(_ unit: UInt16, at offset: Int) -> LeafEdit {
        bringGap(to: offset)
        let oldCount = count
        let edgesChanged =
            (offset == 0 && (oldCount == 0 || self[0] != unit))
            || (offset == oldCount && (oldCount == 0 || self[oldCount &- 1] != unit))
        let before: UInt16 = offset > 0 ? storage[offset &- 1] : 0
        var delta = Counts.of(unit, after: before)
        if offset < oldCount {
            delta.addChange(of: storage[offset &+ gapLength], after: before, becoming: unit)
        }
        storage[offset] = unit
        gapStart = offset &+ 1
        count = oldCount &+ 1
        return LeafEdit(utf16: 1, counts: delta, edgesChanged: edgesChanged)
    }

    /// Whether `insertUnit(_:at:)` can insert at leaf offset `offset`: it is inside the leaf and
    /// the gap has room.
    @inline(__always)
    func canInsertUnit(at offset: Int) -> Bool {
        offset <= count && count < capacity && count < Limits.maxLeaf
    }

    /// Whether a unit can be inserted at `offset` with a unit of the leaf after it (the caller
    /// knows there is one before): where a typing run opens, which never changes an edge unit.
    @inline(__always)
    func canInsertInside(at offset: Int) -> Bool {
        offset < count && canInsertUnit(at: offset)
    }

    /// Removes the unit at leaf offset `offset`, moving the gap next to it first (nothing moves
    /// for a backspace after typing or a forward delete); `canRemoveUnit(at:minCount:)` must
    /// hold. Same result as `edit(offset, offset + 1, [], ...)`, without recounting runs (it
    /// reports the leaf's ends as changed whenever the first or last unit goes). O(distance from
    /// the gap).
    @inline(__always)
    func removeUnit(at offset: Int) -> LeafEdit {
        let removed: UInt16
        if offset < gapStart {
            bringGap(to: offset &+ 1)
            removed = storage[offset]
            gapStart = offset
        } else {
            bringGap(to: offset)
            removed = storage[offset &+ gapLength]
        }
        count &-= 1
        let before: UInt16 = offset > 0 ? storage[offset &- 1] : 0
        var delta = Counts.zero - Counts.of(removed, after: before)
        if offset < count {
            delta.addChange(of: storage[offset &+ gapLength], after: removed, becoming: before)
        }
        return LeafEdit(utf16: -1, counts: delta, edgesChanged: offset == 0 || offset == count)
    }

    /// Whether `removeUnit(at:)` can remove the unit at leaf offset `offset`, leaving at least
    /// `minCount` units.
    @inline(__always)
    func canRemoveUnit(at offset: Int, minCount: Int) -> Bool {
        offset < count && count > minCount
    }

    /// Inserts `unit` at leaf offset `offset` and leaves the gap after it, counting nothing:
    /// the first key of a typing run. The caller checked `canInsertUnit(at:)`.
    @inline(__always)
    func insertUncounted(_ unit: UInt16, at offset: Int) {
        bringGap(to: offset)
        appendAtGap(unit)
    }

    /// Moves the gap to leaf offset `offset`, out of line, unless it is there.
    @inline(__always)
    func bringGap(to offset: Int) {
        if offset != gapStart { moveGapOutOfLine(to: offset) }
    }

    /// Writes `unit` at the start of the gap, which must have room: the next key of a typing run.
    @inline(__always)
    func appendAtGap(_ unit: UInt16) {
        storage[gapStart] = unit
        gapStart &+= 1
        count &+= 1
    }

    /// Drops the unit just before the gap: a backspace inside a typing run.
    @inline(__always)
    func dropBeforeGap() {
        gapStart &-= 1
        count &-= 1
    }

    /// Removes the unit at leaf offset `offset` without counting it and keeps it at the end of
    /// the gap, where `countsOfDeletion(_:)` reads it: the first delete of a deleting run. The
    /// gap ends up at `offset`. The caller checked `canRemoveUnit(at:minCount:)`.
    @inline(__always)
    func removeUncounted(at offset: Int) {
        if offset &+ 1 == gapStart {
            dropBeforeGapKeepingIt(deleted: 0)
        } else {
            bringGap(to: offset)
            dropAfterGap()
        }
    }

    /// Drops the unit just before the gap and keeps it just before the `deleted` units that
    /// end the gap, so that the deleted units stay in text order: a backspace in a deleting
    /// run. The gap has room for them (it holds them).
    @inline(__always)
    func dropBeforeGapKeepingIt(deleted: Int) {
        let unit = storage[gapStart &- 1]
        gapStart &-= 1
        count &-= 1
        storage[gapStart &+ gapLength &- deleted &- 1] = unit
    }

    /// Drops the unit just after the gap, which keeps it as its last unit: a forward delete in
    /// a deleting run.
    @inline(__always)
    func dropAfterGap() {
        count &-= 1
    }

    /// What the `deleted` units at the end of the gap, removed uncounted, took from the counts of
    /// the leaf that held them between the unit before the gap and the one after it (there must
    /// be one of each). O(deleted).
    func countsOfDeletion(_ deleted: Int) -> Counts {
        let end = gapStart &+ gapLength
        let units = UnsafeBufferPointer(start: storage + (end &- deleted), count: deleted)
        guard let last = units.last else { return .zero }
        let before = storage[gapStart &- 1]
        var counts = Counts.zero - Self.countsOfTyped(units, after: before)
        counts.addChange(of: storage[end], after: last, becoming: before)
        return counts
    }

    /// What the units from leaf offset `start` (at least 1) to the gap add to the counts of the
    /// leaf without them: they count after the unit before `start`, and the unit after the gap
    /// (there must be one) now follows their last unit instead. O(gapStart - start).
    func countsOfRun(from start: Int) -> Counts {
        let run = UnsafeBufferPointer(start: storage + start, count: gapStart &- start)
        guard let last = run.last else { return .zero }
        let before = storage[start &- 1]
        var counts = Self.countsOfTyped(run, after: before)
        counts.addChange(of: storage[gapStart &+ gapLength], after: before, becoming: last)
        return counts
    }

    // The counts of a run's units after `before`. A run of typed words, the usual run, is counted
    // without the vector kernel's call when it is short and plain ASCII.
    @inline(__always)
    private static func countsOfTyped(_ units: UnsafeBufferPointer<UInt16>, after before: UInt16) -> Counts {
        units.count <= 64 && isPlainASCII(units)
            ? Counts(scalars: units.count, utf8: units.count, lines: 0) : Counts.of(units, after: before)
    }

    // Whether every unit is ASCII and no CR or LF: one scalar and one UTF-8 byte each, whatever
    // comes before.
    @inline(__always)
    private static func isPlainASCII(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var special: UInt16 = 0
        for unit in units {
            special |= (unit & 0xFF80) | (unit == 0x0A || unit == 0x0D ? 1 : 0)
        }
        return special == 0
    }

    /// Appends the units of `other`; the caller made room with `reserve`.
    func append(contentsOf other: Leaf) {
        replace(count..<count, with: other.head)
        replace(count..<count, with: other.tail)
    }
}

// Typing moves a unit or two at a time, where a call into memmove costs more than the copy.
@inline(__always)
private func moveUnits(from source: UnsafePointer<UInt16>, to destination: UnsafeMutablePointer<UInt16>, count: Int) {
    if count > 8 {
        destination.update(from: source, count: count)
    } else if destination < source {
        for k in 0..<count { destination[k] = source[k] }
    } else {
        var k = count
        while k > 0 {
            k -= 1
            destination[k] = source[k]
        }
    }
}
