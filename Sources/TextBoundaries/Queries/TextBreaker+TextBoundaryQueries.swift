import TextRope

// The primitives, answered for ``text`` with this breaker's ICU iterators (one per kind, opened
// on first use) and its grapheme and word fast paths.
extension TextBreaker: TextBoundaryQueries {
    public func boundary(_ kind: TextBoundaryKind, before offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == 0 { return nil }
        if kind == .grapheme { return try Graphemes.boundary(before: offset, in: self) }
        return Boundaries.before(offset, icu(kind, around: offset))
    }

    public func boundary(_ kind: TextBoundaryKind, after offset: Int) throws(TextRangeError) -> Int? {
        let offset = try checkedOffset(offset)
        if offset == utf16Count { return nil }
        if kind == .grapheme { return try Graphemes.boundary(after: offset, in: self) }
        return Boundaries.after(offset, icu(kind, around: offset))
    }

    public func isBoundary(_ kind: TextBoundaryKind, at offset: Int) throws(TextRangeError) -> Bool {
        let offset = try checkedOffset(offset)
        if kind == .grapheme { return try Graphemes.isBoundary(offset, in: self) }
        if offset == 0 || offset == utf16Count { return true }
        return Boundaries.isBoundary(offset, icu(kind, around: offset))
    }

    public func segment(_ kind: TextBoundaryKind, containing offset: Int) throws(TextRangeError) -> Range<Int> {
        let offset = try checkedOffset(offset)
        if offset == utf16Count { return offset..<offset }
        if kind == .grapheme { return try Graphemes.cluster(containing: offset, in: self) }
        return Boundaries.segment(containing: offset, icu(kind, around: offset))
    }

    public func wordRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>? {
        let offset = try checkedOffset(offset)
        if utf16Count == 0 { return nil }
        return try Words.word(containing: Swift.min(offset, utf16Count - 1), in: self)
    }

    public func wordStart(before offset: Int) throws(TextRangeError) -> Int {
        let offset = try checkedOffset(offset)
        if offset == 0 { return 0 }
        return Words.wordStart(before: offset, in: self)
    }

    public func wordEnd(after offset: Int) throws(TextRangeError) -> Int {
        let offset = try checkedOffset(offset)
        if offset == utf16Count { return utf16Count }
        return Words.wordEnd(after: offset, count: utf16Count, in: self)
    }

    public func graphemeCount(in range: Range<Int>) throws(TextRangeError) -> Int {
        var count = 0
        try forEachGraphemeCluster(startingIn: range) { _, _ in
            count += 1
            return true
        }
        return count
    }

    public func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int {
        var columns = 0
        try forEachGraphemeCluster(startingIn: range) {
            columns += $1
            return true
        }
        return columns
    }

    // Lines come from the rope's line index.
    public func lineBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        try snapshot.rope.lineBounds(for: range)
    }

    public func paragraphBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds {
        try snapshot.rope.paragraphBounds(for: range)
    }
}
