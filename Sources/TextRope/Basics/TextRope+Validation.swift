extension TextRope {
    /// Checks an `NSRange`-style location and length against the text and returns them as a range
    /// of UTF-16 offsets. Overflow-safe: negative values, `NSNotFound` and `location + length`
    /// past the end all throw. O(1).
    public func utf16Range(location: Int, length: Int) throws(TextRangeError) -> Range<Int> {
        let total = summary.utf16
        guard location >= 0, length >= 0, length <= total, location <= total - length else {
            throw .rangeOutOfBounds(location: location, length: length, textLength: total)
        }
        // Both checked above: the end does not overflow and is not before the start.
        return Range(uncheckedBounds: (location, location &+ length))
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
