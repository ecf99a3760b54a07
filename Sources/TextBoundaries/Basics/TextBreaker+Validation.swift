import TextRope

// The same checks, and the same `TextRangeError` values, as the rope's own entry points.
extension TextBreaker {
    /// `offset` if it is in `0...utf16Count`.
    func checkedOffset(_ offset: Int) throws(TextRangeError) -> Int {
        let count = utf16Count
        guard offset >= 0, offset <= count else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: count)
        }
        return offset
    }

    /// `range` if it lies within `0...utf16Count`.
    func checkedRange(_ range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try range.checked(count: utf16Count)
    }
}

extension TextRope {
    /// `range` if it lies within `0...utf16Count`.
    func checkedRange(_ range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try range.checked(count: utf16Count)
    }
}

extension Range<Int> {
    func checked(count: Int) throws(TextRangeError) -> Range<Int> {
        guard lowerBound >= 0, upperBound <= count else {
            let (length, overflow) = upperBound.subtractingReportingOverflow(lowerBound)
            throw .rangeOutOfBounds(location: lowerBound, length: overflow ? Int.max : length, textLength: count)
        }
        return self
    }
}
