import TextRope

/// Every boundary query of a rope runs on a ``TextBreaker`` kept per thread, so no query opens an
/// ICU iterator, and queries on the same rope share its chunk cache. That breaker holds the last
/// rope queried on its thread (see ``TextBreaker/releaseThreadCache()`` before editing it). Lines
/// and paragraphs come from the rope's own line index.
extension TextRope: TextBoundaryQueries {
    public func boundary(_ kind: TextBoundaryKind, before offset: Int) throws(TextRangeError) -> Int? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.boundary(kind, before: offset) }
    }

    public func boundary(_ kind: TextBoundaryKind, after offset: Int) throws(TextRangeError) -> Int? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.boundary(kind, after: offset) }
    }

    public func isBoundary(_ kind: TextBoundaryKind, at offset: Int) throws(TextRangeError) -> Bool {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.isBoundary(kind, at: offset) }
    }

    public func segment(_ kind: TextBoundaryKind, containing offset: Int) throws(TextRangeError) -> Range<Int> {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.segment(kind, containing: offset) }
    }

    public func wordRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>? {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordRange(atUTF16: offset) }
    }

    public func wordStart(before offset: Int) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordStart(before: offset) }
    }

    public func wordEnd(after offset: Int) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.wordEnd(after: offset) }
    }

    public func graphemeCount(in range: Range<Int>) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.graphemeCount(in: range) }
    }

    public func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int {
        try withThreadBreaker { breaker throws(TextRangeError) in try breaker.displayWidth(of: range) }
    }
}
