import TextRope

/// Ranges carrying values that move with edits: syntax colours, diagnostics, search matches.
///
/// Offsets are UTF-16 code units, in a text of ``length`` units. Each decoration's start and end
/// move with every change the set is mapped through, each by its own bias (see
/// ``map(through:)``). Queries return the decorations that intersect a range, sorted by start,
/// those that start together in the order they were inserted. The set is an interval tree: its
/// decorations sorted by start, each node knowing how far its decorations reach, so that a query
/// costs O(log k + m) for k decorations and m results, and a change O(log k) per replacement plus
/// the decorations it touches.
public final class DecorationSet<Value> {
    @usableFromInline var tree = OffsetTree<DecorationKey>()
    /// The values, by sequence number.
    @usableFromInline var values = DecorationValues<Value>(capacity: 0)
    /// The lengths that do not fit in a key (2^32 - 1 units or more), by sequence number.
    @usableFromInline var longLengths: [Int: Int] = [:]
    /// The sequence number of the next decoration inserted.
    var nextSequence = 0
    /// The run of typing not mapped yet; every read maps it first.
    @usableFromInline var pending: PendingInsertion?
    /// The storage ``map(through:)`` reuses.
    var scratch = DecorationMappingScratch()
    /// The length in UTF-16 units of the text the set is mapped to.
    public internal(set) var length: Int

    /// An empty set for a text of `length` UTF-16 units (0 for a negative one).
    public init(length: Int) {
        self.length = Swift.max(length, 0)
    }

    /// The number of decorations. O(1).
    public var count: Int { tree.count }

    /// Adds a decoration of `range` (UTF-16) with `value`: its start goes after text inserted
    /// at it by default (that text stays out), its end before it. O(log k) amortized. A set holds
    /// at most 2^29 decorations.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text; nothing is
    ///   added then.
    public func insert(
        _ range: Range<Int>, value: Value, startBias: AnchorBias = .after, endBias: AnchorBias = .before
    ) throws(TextRangeError) {
        let range = try TextRangeError.checked(range, textLength: length)
        settle()
        if nextSequence == values.capacity { renumber() }
        let sequence = nextSequence
        nextSequence += 1
        values.put(value, at: sequence)
        let key = makeKey(length: range.count, sequence: sequence, startBias: startBias, endBias: endBias)
        tree.insert(key, at: range.lowerBound, rank: tree.rank(through: range.lowerBound))
    }

    /// Removes the decorations `predicate` selects. O(k).
    public func removeAll(where predicate: (Decoration<Value>) -> Bool) {
        settle()
        tree.removeAll { _, start, key in
            guard predicate(decoration(key, at: start)) else { return false }
            release(key)
            return true
        }
    }

    /// Removes every decoration. O(k) to release them.
    public func removeAll() {
        pending = nil
        tree = OffsetTree()
        values = DecorationValues(capacity: 0)
        longLengths = [:]
        nextSequence = 0
    }

    // MARK: - Keys and values

    /// The key of a decoration, its length kept aside when it does not fit.
    func makeKey(length: Int, sequence: Int, startBias: AnchorBias, endBias: AnchorBias) -> DecorationKey {
        let long = length >= Int(DecorationKey.longLength)
        if long { longLengths[sequence] = length }
        return DecorationKey(
            storedLength: long ? DecorationKey.longLength : UInt32(length), sequence: sequence, startBias: startBias, endBias: endBias)
    }

    /// The same decoration with another length.
    func resized(_ key: DecorationKey, to length: Int) -> DecorationKey {
        if key.isLong { longLengths[key.sequence] = nil }
        return makeKey(length: length, sequence: key.sequence, startBias: key.startBias, endBias: key.endBias)
    }

    /// The length of a decoration in UTF-16 units.
    @inline(__always)
    func length(of key: DecorationKey) -> Int {
        key.isLong ? longLengths[key.sequence, default: 0] : Int(key.storedLength)
    }

    /// Releases what the set keeps for a decoration that leaves it.
    func release(_ key: DecorationKey) {
        if key.isLong { longLengths[key.sequence] = nil }
        values.release(key.sequence)
    }

    @inline(__always)
    func decoration(_ key: DecorationKey, at start: Int) -> Decoration<Value> {
        Decoration(range: start..<start + length(of: key), value: values[key.sequence], startBias: key.startBias, endBias: key.endBias)
    }

    /// Numbers the decorations again from 0 in insertion order, in a value table with room for
    /// twice as many: called when sequence numbers run out of slots. O(k), amortized O(1) per
    /// insertion.
    private func renumber() {
        let capacity = Swift.max(16, 2 * count)
        precondition(capacity <= DecorationKey.sequenceLimit, "a decoration set holds at most 2^29 decorations")
        let table = DecorationValues<Value>(capacity: capacity)
        var newSequence = [Int32](repeating: -1, count: nextSequence)
        var next = 0
        for old in 0..<nextSequence where values.isOccupied(old) {
            newSequence[old] = Int32(next)
            values.move(old, to: next, in: table)
            next += 1
        }
        tree.modifyElements { key in key = key.renumbered(Int(newSequence[key.sequence])) }
        var renumbered: [Int: Int] = [:]
        for (old, length) in longLengths { renumbered[Int(newSequence[old])] = length }
        values = table
        longLengths = renumbered
        nextSequence = next
    }

    // MARK: - Invariants

    /// Verifies the set in debug builds (any build with `TEXTENGINE_CHECKS`): the tree's own
    /// invariants, every decoration inside the text, decorations that start together in
    /// insertion order, a value for each, and the lengths kept aside matching the decorations
    /// that need them. Traps on a violation. Compiled to nothing in other builds. O(k).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        settle()
        tree.checkInvariants()
        precondition(values.count == tree.count && nextSequence <= values.capacity, "values mismatch")
        var previous: (start: Int, sequence: Int)?
        var long = 0
        tree.forEach { start, key in
            let end = start + length(of: key)
            precondition(start >= 0 && end <= length, "decoration outside the text")
            precondition(key.sequence < nextSequence && values.isOccupied(key.sequence), "decoration without a value")
            if let previous, previous.start == start {
                precondition(previous.sequence < key.sequence, "decorations starting together out of insertion order")
            }
            if key.isLong {
                precondition((longLengths[key.sequence] ?? 0) >= Int(DecorationKey.longLength), "long length missing")
                long += 1
            }
            previous = (start, key.sequence)
            return true
        }
        precondition(long == longLengths.count, "long lengths of no decoration")
        #endif
    }
}
