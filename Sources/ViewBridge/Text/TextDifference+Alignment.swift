import TextControls

extension TextDifference {
    /// This difference widened until its old range lies on grapheme cluster boundaries of `old`
    /// (so that a model applies it as it is, without widening it differently) and its new range
    /// splits no surrogate pair of `new` (so that the replacement reads as the same units).
    /// Widening only moves common units into the change. O(log n) per step, a few steps.
    func aligned(old: TextRope, new: TextRope) -> TextDifference {
        var lower = oldRange.lowerBound
        var oldUpper = oldRange.upperBound
        var newUpper = newRange.upperBound
        var changed = true
        while changed {
            changed = false
            if (try? old.isGraphemeBoundary(lower)) == false {
                lower = (try? old.graphemeBoundary(before: lower)) ?? 0
                changed = true
            }
            if (try? old.isGraphemeBoundary(oldUpper)) == false {
                let upper = (try? old.graphemeBoundary(after: oldUpper)) ?? old.utf16Count
                newUpper += upper - oldUpper
                oldUpper = upper
                changed = true
            }
            if Self.splitsSurrogatePair(new, at: lower) {
                lower -= 1
                changed = true
            }
            if Self.splitsSurrogatePair(new, at: newUpper) {
                oldUpper += 1
                newUpper += 1
                changed = true
            }
        }
        return TextDifference(oldRange: lower..<oldUpper, newRange: lower..<newUpper)
    }

    private static func splitsSurrogatePair(_ rope: TextRope, at offset: Int) -> Bool {
        guard offset > 0, offset < rope.utf16Count,
            let before = try? rope.utf16CodeUnit(at: offset - 1), let after = try? rope.utf16CodeUnit(at: offset)
        else { return false }
        return UTF16.isLeadSurrogate(before) && UTF16.isTrailSurrogate(after)
    }
}
