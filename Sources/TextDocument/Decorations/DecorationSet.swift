import TextRope

// TEMPORARY naive set (O(k) per change and query), replaced by the interval tree.

/// Ranges carrying values that move with edits: syntax colours, diagnostics, search matches.
public final class DecorationSet<Value> {
    private var items: [Decoration<Value>] = []
    /// The length in UTF-16 units of the text the set is mapped to.
    public private(set) var length: Int

    /// An empty set for a text of `length` UTF-16 units.
    public init(length: Int) {
        self.length = Swift.max(length, 0)
    }

    /// The number of decorations. O(1).
    public var count: Int { items.count }

    /// Adds a decoration of `range` (UTF-16) with `value`.
    /// - Throws: `TextRangeError.rangeOutOfBounds` for a range outside the text.
    public func insert(_ range: Range<Int>, value: Value, startBias: AnchorBias = .after, endBias: AnchorBias = .before) throws(TextRangeError) {
        _ = try TextRangeError.checked(range, textLength: length)
        items.append(Decoration(range: range, value: value, startBias: startBias, endBias: endBias))
        items.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The decorations that intersect `range`, by start.
    public func decorations(intersecting range: Range<Int>) throws(TextRangeError) -> [Decoration<Value>] {
        _ = try TextRangeError.checked(range, textLength: length)
        return items.filter { Self.intersects($0.range, range) }
    }

    static func intersects(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let low = Swift.max(a.lowerBound, b.lowerBound)
        let high = Swift.min(a.upperBound, b.upperBound)
        return low < high || ((a.isEmpty || b.isEmpty) && low <= high)
    }

    /// Removes the decorations `predicate` selects.
    public func removeAll(where predicate: (Decoration<Value>) -> Bool) {
        items.removeAll(where: predicate)
    }

    /// Maps every decoration through `changes`.
    /// - Throws: `TextRangeError.lengthMismatch` when `changes` is for a text of another length.
    public func map(through changes: ChangeSet) throws(TextRangeError) {
        guard changes.lengthBefore == length else { throw .lengthMismatch(expected: changes.lengthBefore, actual: length) }
        var kept: [Decoration<Value>] = []
        for var item in items {
            let wasEmpty = item.range.isEmpty
            let start = (try? changes.map(item.range.lowerBound, bias: item.startBias)) ?? 0
            var end = (try? changes.map(item.range.upperBound, bias: item.endBias)) ?? 0
            if wasEmpty { end = start }
            if end < start { end = start }
            if !wasEmpty && end == start { continue }
            item.range = start..<end
            kept.append(item)
        }
        items = kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
        length = changes.lengthAfter
    }

    public func checkInvariants() {}
}

protocol AnyDecorationSet: AnyObject {
    func follow(_ changes: ChangeSet)
}

extension DecorationSet: AnyDecorationSet {
    func follow(_ changes: ChangeSet) { try? map(through: changes) }
}

struct WeakDecorationSet {
    weak var set: AnyDecorationSet?
}

extension TextDocument {
    /// A new empty decoration set that every change to the document maps, for as long as the
    /// caller keeps it (the document holds it weakly). O(1).
    public func makeDecorationSet<Value>(of type: Value.Type = Value.self) -> DecorationSet<Value> {
        let set = DecorationSet<Value>(length: utf16Count)
        decorationSets.removeAll { $0.set == nil }
        decorationSets.append(WeakDecorationSet(set: set))
        return set
    }

    /// Stops mapping `set` through the document's changes.
    public func removeDecorationSet<Value>(_ set: DecorationSet<Value>) {
        decorationSets.removeAll { $0.set == nil || $0.set === set }
    }

    func mapDecorations(through changes: ChangeSet) {
        for entry in decorationSets { entry.set?.follow(changes) }
    }
}
