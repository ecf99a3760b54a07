/// A UTF-16 range of a text carrying a value (a syntax colour, a diagnostic, a search match), as
/// a ``DecorationSet`` holds it.
public struct Decoration<Value> {
    /// The UTF-16 range, in the text the set is mapped to.
    public var range: Range<Int>
    /// The value.
    public var value: Value
    /// Where the start goes when text is inserted at it: ``AnchorBias/after`` (the default)
    /// keeps that text out of the range, ``AnchorBias/before`` lets it join.
    public var startBias: AnchorBias
    /// Where the end goes when text is inserted at it: ``AnchorBias/before`` (the default)
    /// keeps that text out of the range, ``AnchorBias/after`` lets it join.
    public var endBias: AnchorBias

    /// A decoration of `range` (UTF-16) with `value`.
    @inlinable
    public init(range: Range<Int>, value: Value, startBias: AnchorBias = .after, endBias: AnchorBias = .before) {
        self.range = range
        self.value = value
        self.startBias = startBias
        self.endBias = endBias
    }
}

extension Decoration: Equatable where Value: Equatable {}
extension Decoration: Hashable where Value: Hashable {}
extension Decoration: Sendable where Value: Sendable {}
