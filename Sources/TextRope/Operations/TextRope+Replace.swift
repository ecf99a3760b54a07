extension TextRope {
    /// Replaces the code units in `utf16Range` with `units`.
    ///
    /// The range counts UTF-16 code units and may split a surrogate pair; lone surrogates in
    /// `units` are stored as they are.
    /// - Throws: `TextRangeError` if the range is negative or ends past ``utf16Count``; the text
    ///   is then unchanged.
    /// - Complexity: O(log n + m) for m new units; O(m) when the edit lands in the chunk the
    ///   previous edit touched.
    @inlinable
    public mutating func replace<C: Collection<UInt16>>(
        utf16Range: Range<Int>, with units: C
    ) throws(TextRangeError) {
        let range = try validated(utf16Range)
        let done: Void? = units.withContiguousStorageIfAvailable { replaceUnits(range, $0) }
        if done == nil {
            ContiguousArray(units).withUnsafeBufferPointer { replaceUnits(range, $0) }
        }
    }

    /// Replaces the code units in `utf16Range` with the UTF-16 encoding of `string`.
    ///
    /// - Throws: `TextRangeError` if the range is negative or ends past ``utf16Count``; the text
    ///   is then unchanged.
    /// - Complexity: O(log n + m) for m new units; O(m) when the edit lands in the chunk the
    ///   previous edit touched.
    public mutating func replace(utf16Range: Range<Int>, with string: String) throws(TextRangeError) {
        let range = try validated(utf16Range)
        withUTF16(of: string) { replaceUnits(range, $0) }
    }

    /// Inserts `string` at a UTF-16 offset (`0...utf16Count`). O(log n + m).
    public mutating func insert(_ string: String, atUTF16 offset: Int) throws(TextRangeError) {
        try replace(utf16Range: offset..<offset, with: string)
    }

    /// Inserts UTF-16 code units at a UTF-16 offset (`0...utf16Count`). O(log n + m).
    @inlinable
    public mutating func insert<C: Collection<UInt16>>(
        _ units: C, atUTF16 offset: Int
    ) throws(TextRangeError) {
        try replace(utf16Range: offset..<offset, with: units)
    }

    /// Removes the code units in `utf16Range`. O(log n).
    public mutating func remove(utf16Range: Range<Int>) throws(TextRangeError) {
        try replace(utf16Range: utf16Range, with: EmptyCollection<UInt16>())
    }

    /// Appends `string` at the end. O(log n + m).
    public mutating func append(_ string: String) {
        let range = summary.utf16..<summary.utf16
        withUTF16(of: string) { replaceUnits(range, $0) }
    }

    @usableFromInline
    mutating func replaceUnits(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) {
        if range.upperBound == cursor.runEnd {
            if editRun(range, new) { return }
        } else if range.lowerBound == cursor.runEnd && deleteForwardInRun(range, new) {
            return
        }
        replaceUnitsOutsideRun(range, new)
    }

    // Every edit but the run's keys and deletes, out of line: those need no frame.
    @inline(never)
    private mutating func replaceUnitsOutsideRun(_ range: Range<Int>, _ new: UnsafeBufferPointer<UInt16>) {
        if cursor.hasRun { settleRun() }
        if new.isEmpty {
            if range.isEmpty { return }
            if range.count == 1 && deleteIsInsideCursorLeaf(range) && openDeletingRun(range) { return }
        }
        if editCursorLeaf(range, new, deferring: true) { return }
        // Aim the cursor at the leaf holding the range's first unit (for an insertion between
        // two leaves, the one that starts there) and try again before restructuring the tree.
        moveCursor(to: range.lowerBound)
        if editMovedCursorLeaf(range, new) { return }
        if !splitCursorLeaf(range, new) { splice(range, new) }
        moveCursor(to: range.lowerBound + new.count)
    }
}

/// Calls `body` with the UTF-16 encoding of `string`, on the stack when it is short.
func withUTF16<R>(of string: String, _ body: (UnsafeBufferPointer<UInt16>) -> R) -> R {
    let utf8Count = string.utf8.count
    if utf8Count <= 64 {
        // Never more UTF-16 units than UTF-8 bytes.
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 64) { buffer in
            var n = 0
            for unit in string.utf16 {
                buffer[n] = unit
                n += 1
            }
            return body(UnsafeBufferPointer(rebasing: buffer[..<n]))
        }
    }
    return ContiguousArray(string.utf16).withUnsafeBufferPointer(body)
}
