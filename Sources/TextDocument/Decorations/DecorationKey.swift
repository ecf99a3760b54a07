/// A decoration as a ``DecorationSet``'s tree keeps it, its start being the tree position: its
/// length, its sequence number (insertion order, and the index of its value) and its biases, in
/// 8 bytes. Not generic, so that the tree code is compiled once, whatever the set's values.
@usableFromInline
struct DecorationKey: OffsetTreeElement {
    /// The length in UTF-16 units, or `longLength` when it does not fit (the set keeps it aside).
    @usableFromInline var storedLength: UInt32
    /// The sequence number, then a bit for each bias (set for `after`): start, end.
    @usableFromInline var key: UInt32

    @usableFromInline static var hasReach: Bool { true }
    @inlinable static var longLength: UInt32 { .max }
    /// The first sequence number that does not fit in `key`.
    static var sequenceLimit: Int { 1 << 30 }

    init(storedLength: UInt32, sequence: Int, startBias: AnchorBias, endBias: AnchorBias) {
        self.storedLength = storedLength
        key = UInt32(sequence) << 2 | (startBias == .after ? 2 : 0) | (endBias == .after ? 1 : 0)
    }

    @usableFromInline var reach: Int { storedLength == Self.longLength ? .max : Int(storedLength) }
    @inlinable var isLong: Bool { storedLength == Self.longLength }
    @inlinable var sequence: Int { Int(key >> 2) }
    @inlinable var startBias: AnchorBias { key & 2 != 0 ? .after : .before }
    @inlinable var endBias: AnchorBias { key & 1 != 0 ? .after : .before }

    /// The same decoration with sequence number `sequence`.
    func renumbered(_ sequence: Int) -> DecorationKey {
        var copy = self
        copy.key = UInt32(sequence) << 2 | key & 3
        return copy
    }
}
