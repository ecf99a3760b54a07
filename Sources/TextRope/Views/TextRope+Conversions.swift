// Offset conversions. An offset that falls between the two halves of a surrogate pair (possible in
// UTF-16, or inside a multi-byte UTF-8 sequence) rounds down to the start of that scalar.
extension TextRope {
    /// The number of Unicode scalars before a UTF-16 offset; an offset between the halves of a
    /// surrogate pair rounds down to that pair's scalar.
    /// - Throws: `TextRangeError` for an offset outside `0...utf16Count`.
    /// - Complexity: O(log n).
    public func unicodeScalarOffset(forUTF16Offset offset: Int) throws(TextRangeError) -> Int {
        try count(by: ScalarMeasure.self, beforeUTF16: offset, leadCount: 1)
    }

    /// The UTF-16 offset where the scalar at `scalarOffset` starts (``utf16Count`` for
    /// ``unicodeScalarCount``). A lone surrogate counts as one scalar.
    /// - Throws: `TextRangeError` for an offset outside `0...unicodeScalarCount`.
    /// - Complexity: O(log n).
    public func utf16Offset(forUnicodeScalarOffset scalarOffset: Int) throws(TextRangeError) -> Int {
        guard case let (location, wanted)? = try leafReaching(scalarOffset, by: ScalarMeasure.self, .unicodeScalar) else { return summary.utf16 }
        let leaf = location.leaf
        // A trail surrogate at the leaf's start that completes the previous leaf's lead starts
        // no scalar.
        let skip = UTF16.isLeadSurrogate(location.previous) && leaf.count > 0 && UTF16.isTrailSurrogate(leaf[0]) ? 1 : 0
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
        try count(by: UTF8Measure.self, beforeUTF16: offset, leadCount: 3)
    }

    /// The UTF-16 offset of the scalar whose UTF-8 encoding contains byte `utf8Offset`
    /// (``utf16Count`` for ``utf8Count``); a byte inside a multi-byte sequence rounds down to the
    /// start of its scalar.
    /// - Throws: `TextRangeError` for an offset outside `0...utf8Count`.
    /// - Complexity: O(log n).
    public func utf16Offset(forUTF8Offset utf8Offset: Int) throws(TextRangeError) -> Int {
        guard case let (location, wanted)? = try leafReaching(utf8Offset, by: UTF8Measure.self, .utf8) else { return summary.utf16 }
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

    // The count `M` gives (scalars or UTF-8 bytes) of the units before UTF-16 `offset`, less what a
    // lead surrogate alone adds (`leadCount`) when `offset` splits a pair: the count rounds down.
    @inline(__always)
    private func count<M: CountMeasure>(by _: M.Type, beforeUTF16 offset: Int, leadCount: Int) throws(TextRangeError) -> Int {
        let offset = try validated(offset, .utf16, limit: summary.utf16)
        let prefix = prefixSummary(offset)
        return M.measure(prefix.counts) - (splitsPair(offset, prefix) ? leadCount : 0)
    }

    // The leaf where the count `M` gives passes `target` (an offset in `unit`, checked against the
    // text's count), and how far `target` lies past the count before that leaf; nil when `target`
    // is the text's count.
    @inline(__always)
    private func leafReaching<M: CountMeasure>(
        _ target: Int, by _: M.Type, _ unit: TextUnit
    ) throws(TextRangeError) -> (location: Location, wanted: Int)? {
        let total = M.measure(exactSummary.counts)
        let target = try validated(target, unit, limit: total)
        if target == total { return nil }
        let location = locate { M.measure($0.counts) > target }
        return (location, target - M.measure(location.prefix.counts))
    }

    // Whether `offset` falls between a lead and a trail surrogate; `prefix` is the summary of
    // the units before it.
    private func splitsPair(_ offset: Int, _ prefix: Summary) -> Bool {
        offset > 0 && offset < summary.utf16 && UTF16.isLeadSurrogate(prefix.last)
            && UTF16.isTrailSurrogate(unit(at: offset))
    }
}
