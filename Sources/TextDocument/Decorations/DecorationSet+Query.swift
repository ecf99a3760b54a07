import TextRope

extension DecorationSet {
    /// The decorations that intersect `range` (UTF-16), sorted by start, those that start
    /// together in insertion order. A decoration intersects the range when they share a unit, or
    /// when either is empty and lies within the other or at one of its ends. O(log k + m) for m
    /// results.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text.
    @inlinable
    public func decorations(intersecting range: Range<Int>) throws(TextRangeError) -> [Decoration<Value>] {
        let range = try TextRangeError.checked(range, textLength: length)
        var result: [Decoration<Value>] = []
        visit(intersecting: range) { decoration in
            // Room for what a screenful usually holds, so that a query rarely grows the array.
            if result.isEmpty { result.reserveCapacity(64) }
            result.append(decoration)
        }
        return result
    }

    /// Calls `body` with each decoration that intersects `range` (UTF-16), in the order of
    /// ``decorations(intersecting:)``, without building an array. O(log k + m) for m decorations.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text; `body` is not
    ///   called then.
    @inlinable
    public func forEach(intersecting range: Range<Int>, _ body: (Decoration<Value>) -> Void) throws(TextRangeError) {
        let range = try TextRangeError.checked(range, textLength: length)
        visit(intersecting: range, body)
    }

    /// Every decoration, in order. O(k).
    public var allDecorations: [Decoration<Value>] {
        settle()
        var result: [Decoration<Value>] = []
        result.reserveCapacity(count)
        tree.forEach { start, key in
            result.append(decoration(key, at: start))
            return true
        }
        return result
    }

    // Inlinable, with what it reads: a query builds a decoration per result, which code that
    // knows `Value` does much faster than code generic over it. The search itself is compiled here.
    @inlinable
    func visit(intersecting range: Range<Int>, _ body: (Decoration<Value>) -> Void) {
        if pending != nil { settle() }
        let values = self.values
        tree.forEachDecoration(intersecting: range, longLengths: longLengths) { start, length, key in
            body(Decoration(range: start..<start + length, value: values[key.sequence], startBias: key.startBias, endBias: key.endBias))
        }
    }
}

extension OffsetTree where Element == DecorationKey {
    /// Calls `body` with the start, length and key of each decoration that intersects `range`,
    /// in order: ranges that share a unit, or one empty within the other or at one of its ends.
    @usableFromInline
    func forEachDecoration(
        intersecting range: Range<Int>, longLengths: [Int: Int], _ body: (_ start: Int, _ length: Int, _ key: DecorationKey) -> Void
    ) {
        let lower = range.lowerBound
        let upper = range.upperBound
        // The tree reports every decoration meeting the range with ends included; two non-empty
        // ranges must also share a unit.
        forEach(meeting: lower, upper) { _, start, key in
            let length = key.isLong ? longLengths[key.sequence, default: 0] : Int(key.storedLength)
            if lower < upper && length > 0 && (start >= upper || start + length <= lower) { return }
            body(start, length, key)
        }
    }
}
