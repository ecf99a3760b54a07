import TextRope

/// What the units before one offset count, as the rope's summaries count a run on its own: the
/// terminators (a CR at `offset - 1` counted even when an LF follows) and the UTF-8 bytes (a lead
/// surrogate at `offset - 1` taking 3 even when a trail follows), and where the line they end in
/// starts. The line-break index remembers it where the last change's first replacement ended (in
/// the text before a change: where it starts), so that conversions near there (the next
/// keystroke's) walk a few units instead of descending the rope.
struct KnownPrefix: Hashable, Sendable {
    var offset: Int
    var lines: Int
    var utf8: Int
    /// The unit at `offset - 1` (0 at the start of the text).
    var last: UInt16
    /// After the last unit before `offset` that is a terminator's last (LF, CR, NEL, LS, PS),
    /// when known.
    var line: LineStart?

    /// The counts after `units` follow these ones. O(m) for m units.
    func advanced(over units: some Sequence<UInt16>) -> KnownPrefix {
        var next = self
        for unit in units {
            next.offset += 1
            next.utf8 += CodeUnits.utf8Length(of: unit, after: next.last)
            if CodeUnits.isTerminator(unit) {
                if unit != 0x0A || next.last != 0x0D { next.lines += 1 }
                next.line = LineStart(offset: next.offset, utf8: next.utf8, terminator: unit)
            }
            next.last = unit
        }
        return next
    }
}

/// Where a line starts: its UTF-16 and UTF-8 offsets and the last unit of the terminator before
/// it (0 at the start of the text).
struct LineStart: Hashable, Sendable {
    var offset: Int
    var utf8: Int
    var terminator: UInt16
}

extension TextCoordinates {
    /// The counts before `offset`, walked from the remembered ones if the window holds the units
    /// between; the line start is known unless the walk went back over a terminator.
    @inline(__always)
    func walked(to offset: Int, _ window: UnitWindow) -> KnownPrefix? {
        guard let known = breaks.known else { return nil }
        return offset == known.offset ? known : walked(from: known, to: offset, window)
    }

    private func walked(from known: KnownPrefix, to offset: Int, _ window: UnitWindow) -> KnownPrefix? {
        if offset > known.offset {
            guard window.holds(known.offset..<offset) else { return nil }
            return known.advanced(over: (known.offset..<offset).lazy.map { window[$0] })
        }
        guard window.holds(offset..<known.offset) else { return nil }
        // Back: what the units between add, after the unit before them, comes off.
        let before = unit(offset - 1, window)
        let between = KnownPrefix(offset: offset, lines: 0, utf8: 0, last: before, line: nil)
            .advanced(over: (offset..<known.offset).lazy.map { window[$0] })
        return KnownPrefix(
            offset: offset, lines: known.lines - between.lines, utf8: known.utf8 - between.utf8, last: before,
            line: between.line == nil ? known.line : nil)
    }

    /// The counts before `offset` with the start of their line: walked from the remembered ones
    /// when the window holds the units between, else read from the rope and found by walking
    /// back in the window, else read from the rope.
    func prefix(at offset: Int, _ window: UnitWindow) -> KnownPrefix {
        var prefix: KnownPrefix
        if let walked = walked(to: offset, window) {
            prefix = walked
        } else {
            // The rope's line and UTF-8 offset leave out a CR LF or a surrogate pair that `offset`
            // splits; the prefix counts it.
            let line = ropeLine(offset)
            let utf8 = (try? text.utf8Offset(forUTF16Offset: offset)) ?? 0
            prefix = KnownPrefix(
                offset: offset, lines: line + (splitsCRLF(offset, window) ? 1 : 0), utf8: utf8 + (splitsPair(offset, window) ? 3 : 0),
                last: unit(offset - 1, window))
        }
        if prefix.line == nil { prefix.line = startOfLine(before: prefix, window) }
        return prefix
    }

    // Where the line of the counts' units starts, after the last unit that ends a terminator.
    private func startOfLine(before prefix: KnownPrefix, _ window: UnitWindow) -> LineStart {
        let offset = prefix.offset
        if window.holds(offset..<offset) {
            var position = offset - 1
            while position >= window.start, !CodeUnits.isTerminator(window[position]) { position -= 1 }
            if position >= window.start || window.start == 0 {
                let start = position + 1
                return LineStart(offset: start, utf8: prefix.utf8 - utf8Length(start..<offset, window), terminator: unit(position, window))
            }
        }
        if splitsCRLF(offset, window) { return LineStart(offset: offset, utf8: prefix.utf8, terminator: 0x0D) }
        let start = ropeLineStart(ropeLine(offset))
        return LineStart(offset: start, utf8: (try? text.utf8Offset(forUTF16Offset: start)) ?? 0, terminator: unit(start - 1, window))
    }

    /// The UTF-8 length of the units in `range`, which the window holds and which does not split
    /// a surrogate pair.
    func utf8Length(_ range: Range<Int>, _ window: UnitWindow) -> Int {
        var utf8 = 0
        var previous: UInt16 = 0
        for position in range {
            let unit = window[position]
            utf8 += CodeUnits.utf8Length(of: unit, after: previous)
            previous = unit
        }
        return utf8
    }
}

extension LineBreakIndex {
    /// Remembers the counts before the first replacement of `changes`, in `text` (the text this
    /// index describes, before the change): the next conversions there, and those of the next
    /// change if it is nearby, start from them. O(d) when the counts remembered before lie d units
    /// away in the chunks around `start`, else O(log n + w) for a walk of w units back to the start
    /// of the line.
    mutating func remember(startOf changes: ChangeSet, in text: TextRope) {
        guard let start = changes.firstStart, known?.offset != start else { return }
        let coordinates = TextCoordinates(text: text, breaks: self)
        known = coordinates.prefix(at: start, UnitWindow(text, around: start))
    }

    /// Moves the remembered counts, at the start of the first replacement of `changes`, to the
    /// end of its inserted text (where typing goes on). O(m) for m inserted units.
    mutating func advanceKnown(over changes: ChangeSet) {
        guard let known, case let replacement? = changes.firstReplacement else { return }
        guard known.offset == replacement.range.lowerBound else {
            self.known = known.offset <= replacement.range.lowerBound ? known : nil
            return
        }
        switch replacement.text.storage {
        case .string(let string): self.known = known.advanced(over: string.utf16)
        case .units(let units): self.known = known.advanced(over: units)
        case .rope(let rope): self.known = known.advanced(over: rope.allUnits)
        }
    }
}

extension ChangeSet {
    /// The first replacement, if there is one. O(1).
    var firstReplacement: Replacement? {
        switch storage {
        case .none: return nil
        case .one(let replacement): return replacement
        case .many(let replacements): return replacements.first
        }
    }

    /// Where the first replacement starts, if there is one. O(1).
    var firstStart: Int? { firstReplacement?.range.lowerBound }
}
