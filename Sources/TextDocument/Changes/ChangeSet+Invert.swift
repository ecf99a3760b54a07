import TextRope

extension ChangeSet {
    /// The change set that undoes this one: made against the text this one leaves, it puts back
    /// exactly the UTF-16 units of `textBefore` that this one replaced (lone surrogates included),
    /// so applying this change and then its inverse to `textBefore` gives `textBefore` again.
    ///
    /// Each replacement becomes one, in the same order: the range its text takes in the text after
    /// the change, replaced by the units it removed. O(k log n + m) for k replacements removing
    /// m units of an n-unit text.
    /// - Throws: `TextRangeError.lengthMismatch(expected: lengthBefore, actual: textBefore.utf16Count)`
    ///   when `textBefore` is not the length this change is made for.
    public func inverted(against textBefore: TextRope) throws(TextRangeError) -> ChangeSet {
        guard textBefore.utf16Count == lengthBefore else {
            throw .lengthMismatch(expected: lengthBefore, actual: textBefore.utf16Count)
        }
        var inverse: [Replacement] = []
        inverse.reserveCapacity(count)
        var delta = 0
        switch storage {
        case .none:
            return self
        case .one(let replacement):
            return ChangeSet(unchecked: try replacement.inverted(against: textBefore, delta: 0), lengthBefore: lengthAfter)
        case .many(let replacements):
            for replacement in replacements {
                inverse.append(try replacement.inverted(against: textBefore, delta: delta))
                delta += replacement.utf16Delta
            }
        }
        return ChangeSet(unchecked: inverse, lengthBefore: lengthAfter, lengthAfter: lengthBefore)
    }
}

extension ChangeSet.Replacement {
    // The replacement undoing this one, once the replacements before it moved it by `delta`.
    fileprivate func inverted(against textBefore: TextRope, delta: Int) throws(TextRangeError) -> ChangeSet.Replacement {
        let start = range.lowerBound + delta
        let removed = try textBefore.utf16CodeUnits(in: range)
        return ChangeSet.Replacement(range: start..<(start + text.utf16Count), text: ReplacementText(utf16CodeUnits: removed))
    }
}
