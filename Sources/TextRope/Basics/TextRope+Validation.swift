extension TextRope {
    /// Checks an `NSRange`-style location and length against the text and returns them as a range
    /// of UTF-16 offsets. Overflow-safe: negative values, `NSNotFound` and `location + length`
    /// past the end all throw. O(1).
    public func utf16Range(location: Int, length: Int) throws(TextRangeError) -> Range<Int> {
        try TextRangeError.checkedRange(location: location, length: length, textLength: summary.utf16)
    }

    @inlinable
    func validated(_ range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        guard range.lowerBound >= 0, range.upperBound <= utf16Count else {
            let (length, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            throw .rangeOutOfBounds(
                location: range.lowerBound, length: overflow ? Int.max : length,
                textLength: utf16Count)
        }
        return range
    }

    @inlinable
    func validated(_ offset: Int, _ unit: TextUnit, limit: Int) throws(TextRangeError) -> Int {
        guard offset >= 0, offset <= limit else {
            throw .offsetOutOfBounds(offset: offset, unit: unit, limit: limit)
        }
        return offset
    }
}
