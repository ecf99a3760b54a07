import TextRope

/// The units of a text around an offset, as the rope stores them: the chunk holding the unit
/// before the offset and, when the offset starts a chunk (as it does where the last edit left a
/// leaf's gap), the chunk from it. Conversions read units here instead of descending the rope for
/// each; the chunks keep their storage alive and unchanged while the window exists.
struct UnitWindow {
    /// Where the window's units start.
    let start: Int
    private let low: UnsafeBufferPointer<UInt16>
    private let highStart: Int
    private let high: UnsafeBufferPointer<UInt16>
    // The chunks the buffers point into, kept alive with the window.
    private let chunks: (TextRope.Chunk, TextRope.Chunk?)?

    /// The chunks of `text` around `offset` (in `0...utf16Count`). O(log n); O(1) inside the
    /// chunk the last edit touched.
    init(_ text: TextRope, around offset: Int) {
        let before = try? text.chunk(containingUTF16: Swift.max(offset - 1, 0))
        var after: TextRope.Chunk?
        if let before, before.utf16Range.upperBound == offset, offset < text.utf16Count {
            after = try? text.chunk(containingUTF16: offset)
        }
        let empty = UnsafeBufferPointer<UInt16>(start: nil, count: 0)
        start = before?.utf16Offset ?? 0
        low = before?.utf16CodeUnits ?? empty
        highStart = after?.utf16Offset ?? start + low.count
        high = after?.utf16CodeUnits ?? empty
        chunks = before.map { ($0, after) }
    }

    private init() {
        start = 0
        low = UnsafeBufferPointer(start: nil, count: 0)
        highStart = 0
        high = low
        chunks = nil
    }

    /// A window holding nothing: every read goes to the rope.
    static var empty: UnitWindow { UnitWindow() }

    /// Where the window's units end.
    var end: Int { highStart + high.count }

    /// Whether the window holds the units of `range`.
    @inline(__always)
    func holds(_ range: Range<Int>) -> Bool {
        range.lowerBound >= start && range.upperBound <= end
    }

    /// The unit at `offset`, which the window holds.
    @inline(__always)
    subscript(offset: Int) -> UInt16 {
        offset >= highStart ? high[offset &- highStart] : low[offset &- start]
    }
}

extension TextCoordinates {
    /// The code unit at `offset`, or 0 (which ends no line and pairs with nothing) outside the text.
    @inline(__always)
    func unit(_ offset: Int, _ window: UnitWindow) -> UInt16 {
        if let known = breaks.known, offset == known.offset &- 1 { return known.last }
        if offset >= window.start && offset < window.end { return window[offset] }
        guard offset >= 0, offset < text.utf16Count else { return 0 }
        return (try? text.utf16CodeUnit(at: offset)) ?? 0
    }

    /// Whether `offset` falls between a lead and a trail surrogate.
    @inline(__always)
    func splitsPair(_ offset: Int, _ window: UnitWindow) -> Bool {
        UTF16.isLeadSurrogate(unit(offset - 1, window)) && UTF16.isTrailSurrogate(unit(offset, window))
    }

    /// Whether `offset` falls between the CR and the LF of a CR LF.
    @inline(__always)
    func splitsCRLF(_ offset: Int, _ window: UnitWindow) -> Bool {
        unit(offset - 1, window) == 0x0D && unit(offset, window) == 0x0A
    }
}
