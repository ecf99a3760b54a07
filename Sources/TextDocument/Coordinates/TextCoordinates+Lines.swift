import TextRope

// The start of an offset's line in either count, from the remembered counts, a walk back in the
// window, or the rope's lines and the index.
extension TextCoordinates {
    /// Where the line of `offset` (`line` in `rule`'s count, on rope line `ropeLine`) starts, and
    /// its UTF-8 offset when that came for free or `utf8` (the UTF-8 offset of `offset`) is given.
    /// `known` is the line start that walked counts found.
    func lineStart(
        of offset: Int, line: Int, ropeLine: Int, known: LineStart?, utf8: Int?, _ rule: LineRule, _ window: UnitWindow
    ) -> (start: Int, utf8: Int?) {
        guard line > 0 else { return (0, 0) }
        if let known, !splitsCRLF(offset, window) {
            if rule.counts(terminator: known.terminator) { return (known.offset, known.utf8) }
        } else if let start = ropeLineStart(before: offset, window) {
            if rule.counts(terminator: unit(start - 1, window)) { return (start, utf8.map { $0 - utf8Length(start..<offset, window) }) }
        } else {
            let start = ropeLineStart(ropeLine)
            if rule.counts(terminator: unit(start - 1, window)) { return (start, nil) }
        }
        return (self.start(ofLine: line, rule), nil)
    }

    /// Where the rope line containing `offset` starts (after the nearest of the rope's terminators
    /// before `offset`), if the window holds the units between.
    func ropeLineStart(before offset: Int, _ window: UnitWindow) -> Int? {
        guard window.holds(offset..<offset) else { return nil }
        var position = offset - 1
        while position >= window.start {
            let unit = window[position]
            // Most units are above CR and none of NEL, LS, PS: one comparison each.
            if unit <= 0x0D || unit == 0x85 || unit & 0xFFFE == 0x2028 {
                if CodeUnits.endsRopeLine(unit, before: self.unit(position + 1, window)) { return position + 1 }
            }
            position -= 1
        }
        return window.start == 0 ? 0 : nil
    }
}
