import TextRope

// One replacement as the event a language server or tree-sitter gets, in this text (the one the
// event applies to). A single replacement costs O(log n): the chunks around its start, walks over
// them from the counts remembered at the last change (or back to the start of its line) and to its
// end, and descents of the rope where those do not reach.
extension TextCoordinates {
    /// The LSP event making `replacement`; see ``lspContentChange(for:_:)``.
    func lspContentChange(for replacement: ChangeSet.Replacement) -> LSPContentChange {
        lspContentChange(for: replacement, window(for: replacement))
    }

    /// The tree-sitter edit making `replacement`; see ``treeSitterEdit(for:_:)``.
    func treeSitterEdit(for replacement: ChangeSet.Replacement) -> TreeSitterInputEdit {
        treeSitterEdit(for: replacement, window(for: replacement))
    }

    // The chunks around the replacement's start, unless it inserts where the remembered counts
    // are: then its events need no unit but the one before (which they know) in most cases, and
    // read the others from the rope.
    private func window(for replacement: ChangeSet.Replacement) -> UnitWindow {
        let start = replacement.range.lowerBound
        if replacement.range.isEmpty, let known = breaks.known, known.offset == start, known.line != nil { return .empty }
        return UnitWindow(text, around: start)
    }

    /// The LSP event making `replacement`. An end between a CR and its LF or inside a surrogate
    /// pair moves out by one unit, which the event's text takes in, so that no position splits
    /// either.
    func lspContentChange(for replacement: ChangeSet.Replacement, _ window: UnitWindow) -> LSPContentChange {
        var start = replacement.range.lowerBound
        var end = replacement.range.upperBound
        var head: UInt16?
        var tail: UInt16?
        if splitsCRLF(start, window) || splitsPair(start, window) {
            start -= 1
            head = unit(start, window)
        }
        if splitsCRLF(end, window) || splitsPair(end, window) {
            tail = unit(end, window)
            end += 1
        }
        let startPosition = lspPosition(at: start, window)
        var endPosition = startPosition
        if end > start {
            if let tally = tally(start..<end, window) {
                endPosition =
                    tally.lspBreaks == 0
                    ? LSPPosition(line: startPosition.line, character: startPosition.character + end - start)
                    : LSPPosition(line: startPosition.line + tally.lspBreaks, character: tally.unitsAfterLSPBreak)
            } else {
                endPosition = lspPosition(at: end, UnitWindow(text, around: end))
            }
        }
        let text = head == nil && tail == nil ? replacement.text : Self.widened(replacement.text, head: head, tail: tail)
        return LSPContentChange(range: LSPRange(start: startPosition, end: endPosition), text: text)
    }

    /// The tree-sitter edit making `replacement`, widened to whole characters of both texts so
    /// that its bytes are exact: an end inside a surrogate pair moves out by one unit, and so does
    /// an end where the inserted text would complete a pair with the unit beside it.
    func treeSitterEdit(for replacement: ChangeSet.Replacement, _ window: UnitWindow) -> TreeSitterInputEdit {
        var start = replacement.range.lowerBound
        var end = replacement.range.upperBound
        var head: UInt16?
        var tail: UInt16?
        if splitsPair(start, window) {
            start -= 1
            head = unit(start, window)
        }
        if splitsPair(end, window) {
            tail = unit(end, window)
            end += 1
        }
        // The units around the inserted ones in the text after: `head`, the inserted text and
        // `tail` in a row, between the units before `start` and from `end`.
        let inserted = replacement.text
        let firstIsTrail =
            head == nil && (inserted.isEmpty ? tail != nil || UTF16.isTrailSurrogate(unit(end, window)) : inserted.startsWithTrailSurrogate)
        if firstIsTrail, UTF16.isLeadSurrogate(unit(start - 1, window)) {
            start -= 1
            head = unit(start, window)
        }
        let lastIsLead =
            tail == nil && (inserted.isEmpty ? head != nil || UTF16.isLeadSurrogate(unit(start - 1, window)) : inserted.endsWithLeadSurrogate)
        if lastIsLead, UTF16.isTrailSurrogate(unit(end, window)) {
            tail = unit(end, window)
            end += 1
        }
        let (startByte, startPoint) = treeSitterLocation(at: start, window)
        var oldEnd = (byte: startByte, point: startPoint)
        if end > start {
            if let tally = tally(start..<end, window) {
                oldEnd = (startByte + tally.utf8, Self.point(startPoint, advancedBy: tally.utf8, tally.lineFeeds, tally.utf8AfterLineFeed))
            } else {
                oldEnd = treeSitterLocation(at: end, UnitWindow(text, around: end))
            }
        }
        let new = Self.utf8Counts(head: head, inserted, tail: tail)
        return TreeSitterInputEdit(
            startByte: startByte, oldEndByte: oldEnd.byte, newEndByte: startByte + new.utf8, startPoint: startPoint,
            oldEndPoint: oldEnd.point, newEndPoint: Self.point(startPoint, advancedBy: new.utf8, new.lineFeeds, new.afterLineFeed))
    }

    /// The counts of the units in `range` (which does not split a surrogate pair), if the window
    /// holds them.
    func tally(_ range: Range<Int>, _ window: UnitWindow) -> UnitTally? {
        guard window.holds(range) else { return nil }
        var tally = UnitTally()
        for position in range { tally.add(window[position]) }
        tally.finish(before: unit(range.upperBound, window))
        return tally
    }

    /// Replaces a range of the text, keeping the index: what the change stream's events go
    /// through when a change has several replacements. O(log n + m) for m units, plus the index's
    /// update.
    mutating func replace(_ replacement: ChangeSet.Replacement) {
        let changes = ChangeSet(unchecked: replacement, lengthBefore: text.utf16Count)
        replacement.text.replace(replacement.range, in: &text)
        breaks.apply(changes, textAfter: text)
    }

    private static func widened(_ text: ReplacementText, head: UInt16?, tail: UInt16?) -> ReplacementText {
        var units: [UInt16] = []
        units.reserveCapacity(text.utf16Count + 2)
        if let head { units.append(head) }
        units.append(contentsOf: text.utf16CodeUnits)
        if let tail { units.append(tail) }
        return ReplacementText(utf16CodeUnits: units)
    }

    // The point `utf8` bytes after `start`, across `lineFeeds` LFs the last of which has
    // `afterLineFeed` bytes after it.
    static func point(_ start: TreeSitterPoint, advancedBy utf8: Int, _ lineFeeds: Int, _ afterLineFeed: Int) -> TreeSitterPoint {
        lineFeeds == 0
            ? TreeSitterPoint(row: start.row, column: start.column + utf8)
            : TreeSitterPoint(row: start.row + lineFeeds, column: afterLineFeed)
    }

    // The UTF-8 length of `head`, `text` and `tail` one after the other, their LFs and the bytes
    // after the last LF (which only count when there is one). `head` is a lead and `tail` a trail
    // surrogate, when present.
    static func utf8Counts(head: UInt16?, _ text: ReplacementText, tail: UInt16?) -> (utf8: Int, lineFeeds: Int, afterLineFeed: Int) {
        var tally = UnitTally()
        if let head { tally.add(head) }
        switch text.storage {
        case .units(let units):
            for unit in units { tally.add(unit) }
            if let tail { tally.add(tail) }
            return (tally.utf8, tally.lineFeeds, tally.utf8AfterLineFeed)
        case .rope(let rope):
            for chunk in rope.chunks {
                for unit in chunk.utf16CodeUnits { tally.add(unit) }
            }
            if let tail { tally.add(tail) }
            return (tally.utf8, tally.lineFeeds, tally.utf8AfterLineFeed)
        case .string(let string):
            // A string holds no lone surrogate: it neither starts with a trail nor ends with a
            // lead, so its bytes are its own whatever surrounds it.
            let (bytes, lineFeeds, afterLineFeed) = utf8Counts(string)
            let tailBytes = tail.map { CodeUnits.utf8Length(of: $0, after: string.isEmpty ? head ?? 0 : 0) } ?? 0
            return (tally.utf8 + bytes + tailBytes, lineFeeds, afterLineFeed + tailBytes)
        }
    }

    static func utf8Counts(_ string: String) -> (utf8: Int, lineFeeds: Int, afterLineFeed: Int) {
        let counted = string.utf8.withContiguousStorageIfAvailable { bytes in
            var lineFeeds = 0
            var last = -1
            for index in bytes.indices where bytes[index] == 0x0A {
                lineFeeds += 1
                last = index
            }
            return (bytes.count, lineFeeds, bytes.count - last - 1)
        }
        if let counted { return counted }
        var lineFeeds = 0
        var after = 0
        for byte in string.utf8 {
            if byte == 0x0A {
                lineFeeds += 1
                after = 0
            } else {
                after += 1
            }
        }
        return (string.utf8.count, lineFeeds, after)
    }
}

extension ReplacementText {
    /// Whether the first unit is a trail surrogate (never for a string). O(1).
    var startsWithTrailSurrogate: Bool {
        guard case .units(let units) = storage, let first = units.first else { return false }
        return UTF16.isTrailSurrogate(first)
    }

    /// Whether the last unit is a lead surrogate (never for a string). O(1).
    var endsWithLeadSurrogate: Bool {
        guard case .units(let units) = storage, let last = units.last else { return false }
        return UTF16.isLeadSurrogate(last)
    }
}
