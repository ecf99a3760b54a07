import TextRope

/// Edits with their replacements converted to one text type's own form, so that applying them
/// times the edits alone.
///
/// The replacement units of all edits are copied into one buffer that the prepared edits own, and
/// each text type makes its replacements from slices of it (``EditableUTF16Text/replacement(_:)``):
/// a type that takes UTF-16 buffers keeps the slice itself, so replaying an edit copies nothing
/// and touches no reference count.
public struct PreparedEdits<Text: EditableUTF16Text> {
    @usableFromInline
    struct Edit {
        @usableFromInline let location: Int
        @usableFromInline let length: Int
        @usableFromInline let replacement: Text.Replacement
    }

    @usableFromInline let edits: [Edit]
    @usableFromInline let units: UnitBuffer

    /// Converts every replacement of `edits` with `Text.replacement(_:)`. O(total length).
    public init(_ edits: some Collection<UTF16Edit>) {
        let units = UnitBuffer(edits.reduce(0) { $0 + $1.replacement.count })
        self.edits = edits.map { edit in
            Edit(location: edit.location, length: edit.length, replacement: Text.replacement(units.append(edit.replacement)))
        }
        self.units = units
    }

    /// The number of edits.
    public var count: Int { edits.count }

    /// Applies the edits in order, from the first, to `text` (which must hold what they were
    /// made for) until all are applied or `deadline` has passed; see ``CappedLoop``.
    /// Returns how many were applied.
    /// - Throws: `TextRangeError` from the first edit that does not fit `text`; the edits before
    ///   it stay applied.
    @inlinable
    public func apply(to text: inout Text, until deadline: ContinuousClock.Instant? = nil) throws(TextRangeError) -> Int {
        // Through the array's buffer: the loop's indices are in bounds, and a bounds check per
        // edit would be timed with the edits.
        try withExtendedLifetime(units) { () throws(TextRangeError) -> Int in
            try edits.withUnsafeBufferPointer { (edits) throws(TextRangeError) -> Int in
                try CappedLoop.run(count: edits.count, until: deadline) { (i) throws(TextRangeError) in
                    let edit = edits[i]
                    try text.replaceUTF16(location: edit.location, length: edit.length, with: edit.replacement)
                }
            }
        }
    }
}

/// The replacement units of a set of prepared edits, in one allocation that lives as long as
/// they do.
@usableFromInline
final class UnitBuffer {
    private let base: UnsafeMutablePointer<UInt16>
    private let capacity: Int
    private var filled = 0

    init(_ capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: Swift.max(capacity, 1))
    }

    deinit { base.deallocate() }

    /// Copies `units` after those appended before (all must fit the capacity) and returns where
    /// they are now.
    func append(_ units: [UInt16]) -> UnsafeBufferPointer<UInt16> {
        precondition(filled + units.count <= capacity, "replacement units overflow their buffer")
        let destination = base + filled
        units.withUnsafeBufferPointer { source in
            if let source = source.baseAddress { destination.initialize(from: source, count: units.count) }
        }
        filled += units.count
        return UnsafeBufferPointer(start: destination, count: units.count)
    }
}
