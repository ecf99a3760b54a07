import TextRope

// The same checks, and the same `TextRangeError` values, as the rope's own entry points.
extension TextBreaker {
    /// The length of the text in UTF-16 code units, read without copying the rope.
    var count: Int { snapshot.count }

    /// `offset` if it is in `0...count`.
    func checkedOffset(_ offset: Int) throws(TextRangeError) -> Int {
        let count = self.count
        guard offset >= 0, offset <= count else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: count)
        }
        return offset
    }

    /// `range` if it lies within `0...count`.
    func checkedRange(_ range: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try range.checked(count: count)
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
