// Offset conversions. An offset that falls between the two halves of a surrogate pair (possible in
// UTF-16, or inside a multi-byte UTF-8 sequence) rounds down to the start of that scalar.
extension TextRope {
    /// The number of Unicode scalars before a UTF-16 offset; an offset between the halves of a
    /// surrogate pair rounds down to that pair's scalar.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n).
    public func unicodeScalarOffset(forUTF16Offset offset: Int) throws(TextRangeError) -> Int {
        let offset = try validated(offset, .utf16, limit: summary.utf16)
        let prefix = prefixSummary(offset)
        return prefix.scalars - (splitsPair(offset, prefix) ? 1 : 0)
    }

    /// The UTF-16 offset where the scalar at `scalarOffset` starts (``utf16Count`` for
    /// ``unicodeScalarCount``). A lone surrogate counts as one scalar.
    /// - Throws: `TextRangeError` for an offset outside `0...unicodeScalarCount`.
    /// - Complexity: O(log n).
    public func utf16Offset(forUnicodeScalarOffset scalarOffset: Int) throws(TextRangeError) -> Int {
        let target = try validated(scalarOffset, .unicodeScalar, limit: summary.scalars)
        if target == summary.scalars { return summary.utf16 }
        let location = locate { $0.scalars > target }
        let leaf = location.leaf
        // A trail surrogate at the leaf's start that completes the previous leaf's lead starts
        // no scalar.
        let skip = UTF16.isLeadSurrogate(location.previous) && leaf.count > 0 && UTF16.isTrailSurrogate(leaf[0]) ? 1 : 0
        let wanted = target - location.prefix.scalars
        if location.leafSummary.scalars == location.leafSummary.utf16 {
            return location.start + wanted + skip
        }
        let (offset, _) = leaf.offset(
            reaching: wanted, by: ScalarMeasure.self, startingAt: 0, after: location.previous, within: location.leafSummary)
        return location.start + offset
    }

    /// The UTF-8 length of the text before a UTF-16 offset (lone surrogates take the 3 bytes of
    /// U+FFFD); an offset between the halves of a surrogate pair rounds down.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n).
    public func utf8Offset(forUTF16Offset offset: Int) throws(TextRangeError) -> Int {
        let offset = try validated(offset, .utf16, limit: summary.utf16)
        let prefix = prefixSummary(offset)
        return prefix.utf8 - (splitsPair(offset, prefix) ? 3 : 0)
    }

    /// The UTF-16 offset of the scalar whose UTF-8 encoding contains byte `utf8Offset`
    /// (``utf16Count`` for ``utf8Count``); a byte inside a multi-byte sequence rounds down to the
    /// start of its scalar.
    /// - Throws: `TextRangeError` for an offset outside `0...utf8Count`.
    /// - Complexity: O(log n).
    public func utf16Offset(forUTF8Offset utf8Offset: Int) throws(TextRangeError) -> Int {
        let target = try validated(utf8Offset, .utf8, limit: summary.utf8)
        if target == summary.utf8 { return summary.utf16 }
        let location = locate { $0.utf8 > target }
        let wanted = target - location.prefix.utf8
        if location.leafSummary.utf8 == location.leafSummary.utf16 {
            return location.start + wanted
        }
        let leaf = location.leaf
        let (offset, _) = leaf.offset(
            reaching: wanted, by: UTF8Measure.self, startingAt: 0, after: location.previous, within: location.leafSummary)
        guard offset < leaf.count else { return summary.utf16 }
        // A byte inside a pair's second half rounds down to the pair's start.
        let previous = offset > 0 ? leaf[offset - 1] : location.previous
        let isSecondHalf = UTF16.isTrailSurrogate(leaf[offset]) && UTF16.isLeadSurrogate(previous)
        return location.start + offset - (isSecondHalf ? 1 : 0)
    }

    // Whether `offset` falls between a lead and a trail surrogate; `prefix` is the summary of
    // the units before it.
    private func splitsPair(_ offset: Int, _ prefix: Summary) -> Bool {
        offset > 0 && offset < summary.utf16 && UTF16.isLeadSurrogate(prefix.last)
            && UTF16.isTrailSurrogate(unit(at: offset))
    }
}
