import TextRope

/// Edits with their replacements converted to one text type's own form, so that applying them
/// times the edits alone.
public struct PreparedEdits<Text: EditableUTF16Text> {
    @usableFromInline
    struct Edit {
        @usableFromInline let location: Int
        @usableFromInline let length: Int
        @usableFromInline let replacement: Text.Replacement
    }

    @usableFromInline let edits: [Edit]

    /// Converts every replacement of `edits` with `Text.replacement(_:)`. O(total length).
    public init(_ edits: some Sequence<UTF16Edit>) {
        self.edits = edits.map { Edit(location: $0.location, length: $0.length, replacement: Text.replacement($0.replacement)) }
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
        try CappedLoop.run(count: edits.count, until: deadline) { (i) throws(TextRangeError) in
            let edit = edits[i]
            try text.replaceUTF16(location: edit.location, length: edit.length, with: edit.replacement)
        }
    }
}
