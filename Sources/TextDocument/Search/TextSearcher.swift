import TextRope

/// A compiled ``SearchQuery``, to search ropes with, again and again: forward, backward, or for
/// every match in a range. Offsets and ranges are UTF-16 code units.
///
/// The matches of a range are a sequence taken from its start: the leftmost match, then the
/// leftmost starting at or after its end (after an empty regular expression match, one code
/// point on), and so on, each lying inside the range. ``firstMatch(in:range:timeLimit:)`` and
/// ``lastMatch(in:range:timeLimit:)`` are the first and last of that sequence: searching forward
/// from an offset is searching the range from it to the end, backward is searching the range
/// from the start to it, and going backward match by match visits the forward matches in reverse.
///
/// Searches read the rope chunk by chunk and never flatten it: a literal by a vectorised scan,
/// a regular expression through ICU's `UText` over the chunks, so matches may span any number of
/// chunks. A search given a time limit stops with ``SearchError/timedOut(limit:)`` once it has run
/// that long (checked every few chunks, and by ICU every few thousand steps of matching).
///
/// Not thread-safe: use one searcher from one thread at a time (the rope may be shared).
public final class TextSearcher {
    /// The query this searcher runs.
    public let query: SearchQuery
    private let program: Program

    private enum Program {
        case nothing
        case exact(ExactNeedle)
        case folded(FoldedNeedle)
        case regex(RegexProgram)
    }

    /// Compiles `query`. O(pattern length) for a literal; a regular expression is compiled by
    /// ICU, and a case-insensitive literal builds a table of case foldings on first use.
    /// - Throws: ``SearchError/invalidPattern(pattern:status:offset:)`` for an expression ICU
    ///   refuses.
    public init(_ query: SearchQuery) throws(SearchError) {
        self.query = query
        switch query.kind {
        case .literal where query.pattern.isEmpty:
            program = .nothing
        case .literal:
            program = query.ignoresCase ? .folded(FoldedNeedle(query.pattern)) : .exact(ExactNeedle(Array(query.pattern.utf16)))
        case .regularExpression:
            program = .regex(try RegexProgram(pattern: query.pattern, ignoresCase: query.ignoresCase))
        }
    }

    /// The number of capture groups (0 for a literal).
    public var captureGroupCount: Int { regexProgram?.groupCount ?? 0 }

    var regexProgram: RegexProgram? {
        if case .regex(let regex) = program { return regex }
        return nil
    }

    /// Calls `body` with each match in `range` (the whole text when `nil`), in order, until it
    /// returns false. O(n) for the range's n units on ordinary text.
    /// - Throws: ``SearchError``: `.range` for a range outside the text (nothing is searched),
    ///   `.timedOut` past `timeLimit`, `.matchFailed` when ICU gives up.
    public func forEachMatch(
        in text: TextRope, range: Range<Int>? = nil, timeLimit: Duration? = nil, _ body: (SearchMatch) -> Bool
    ) throws(SearchError) {
        let range = try checked(range, in: text)
        let deadline = SearchDeadline(timeLimit)
        switch program {
        case .nothing:
            return
        case .regex(let regex):
            try regex.forEachMatch(in: text, range: range, deadline: deadline, body)
        case .exact, .folded:
            var matches = literalMatches(in: text, range: range, deadline: deadline)
            while let match = try matches.next() {
                if !body(SearchMatch(range: match)) { return }
            }
        }
    }

    /// Every match in `range` (the whole text when `nil`), in order. O(n).
    /// - Throws: ``SearchError`` as ``forEachMatch(in:range:timeLimit:_:)`` does.
    public func matches(in text: TextRope, range: Range<Int>? = nil, timeLimit: Duration? = nil) throws(SearchError) -> [SearchMatch] {
        var found: [SearchMatch] = []
        try forEachMatch(in: text, range: range, timeLimit: timeLimit) { found.append($0); return true }
        return found
    }

    /// The first match in `range` (the whole text when `nil`): searching forward from
    /// `range.lowerBound`. O(distance to the match).
    /// - Throws: ``SearchError`` as ``forEachMatch(in:range:timeLimit:_:)`` does.
    public func firstMatch(in text: TextRope, range: Range<Int>? = nil, timeLimit: Duration? = nil) throws(SearchError) -> SearchMatch? {
        var found: SearchMatch?
        try forEachMatch(in: text, range: range, timeLimit: timeLimit) { found = $0; return false }
        return found
    }

    /// The last match in `range` (the whole text when `nil`): searching backward from
    /// `range.upperBound`. A literal is looked for backward from the end, in windows that double,
    /// so this costs about the distance to the match (plus the run of overlapping occurrences
    /// before it, for a needle that can overlap itself); a regular expression is searched forward
    /// through the whole range, O(range).
    /// - Throws: ``SearchError`` as ``forEachMatch(in:range:timeLimit:_:)`` does.
    public func lastMatch(in text: TextRope, range: Range<Int>? = nil, timeLimit: Duration? = nil) throws(SearchError) -> SearchMatch? {
        let range = try checked(range, in: text)
        let deadline = SearchDeadline(timeLimit)
        switch program {
        case .nothing:
            return nil
        case .regex(let regex):
            var found: SearchMatch?
            try regex.forEachMatch(in: text, range: range, deadline: deadline) { found = $0; return true }
            return found
        case .exact(let needle):
            return try lastLiteralMatch(in: text, range: range, maximumLength: needle.units.count, deadline: deadline)
        case .folded(let needle):
            return try lastLiteralMatch(in: text, range: range, maximumLength: needle.maximumLength, deadline: deadline)
        }
    }

    private func checked(_ range: Range<Int>?, in text: TextRope) throws(SearchError) -> Range<Int> {
        guard let range else { return 0..<text.utf16Count }
        guard range.lowerBound >= 0, range.upperBound <= text.utf16Count else {
            // `count` traps for a range wider than Int.max (Int.min..<Int.max).
            let (length, overflow) = range.upperBound.subtractingReportingOverflow(range.lowerBound)
            throw .range(.rangeOutOfBounds(location: range.lowerBound, length: overflow ? .max : length, textLength: text.utf16Count))
        }
        return range
    }

    private func literalMatches(in text: TextRope, range: Range<Int>, deadline: SearchDeadline) -> LiteralMatches {
        LiteralMatches(scan: scan(text, range, deadline), from: range.lowerBound, clusters: clusterCheck(text))
    }

    // The occurrence scan of a literal program (the only callers).
    private func scan(_ text: TextRope, _ range: Range<Int>, _ deadline: SearchDeadline) -> any OccurrenceScan {
        if case .folded(let needle) = program { return FoldedScan(needle, in: text, range: range, deadline: deadline) }
        guard case .exact(let needle) = program else { preconditionFailure("only literal searches scan for occurrences") }
        return ExactScan(needle, in: text, range: range, deadline: deadline)
    }

    private func clusterCheck(_ text: TextRope) -> ClusterCheck? {
        query.matchesWholeClusters ? ClusterCheck(text: text) : nil
    }

    // The occurrences in `window` that count (on cluster boundaries when asked), by start.
    private func occurrences(in text: TextRope, _ window: Range<Int>, _ deadline: SearchDeadline) throws(SearchError) -> [Range<Int>] {
        let scan = scan(text, window, deadline)
        let clusters = clusterCheck(text)
        var found: [Range<Int>] = []
        var position = window.lowerBound
        while let occurrence = try scan.next(atOrAfter: position) {
            position = occurrence.range.lowerBound + 1
            if clusters?.holds(for: occurrence) ?? true { found.append(occurrence.range) }
        }
        return found
    }

    // The last match of the greedy sequence from `range.lowerBound`, found from the end: the last
    // occurrence q in the range, then a cut point at or before it (an offset that no counted
    // occurrence straddles, which the sequence from the range's start must pass through), then
    // the sequence from the cut to the end of the range. Windows double until they hold q and
    // then the cut.
    private func lastLiteralMatch(
        in text: TextRope, range: Range<Int>, maximumLength: Int, deadline: SearchDeadline
    ) throws(SearchError) -> SearchMatch? {
        var windowEnd = range.upperBound
        var size = 4096
        var last: Range<Int>?
        while true {
            let windowStart = Swift.max(range.lowerBound, windowEnd - size)
            last = try occurrences(in: text, windowStart..<windowEnd, deadline).last
            if last != nil || windowStart == range.lowerBound { break }
            windowEnd = Swift.min(range.upperBound, windowStart + maximumLength - 1)
            size = Swift.min(size * 2, 1 << 24)
        }
        guard let last else { return nil }
        var cut = last.lowerBound
        size = 4 * maximumLength
        while true {
            let windowStart = Swift.max(range.lowerBound, cut - size)
            var candidate = cut
            for occurrence in try occurrences(in: text, windowStart..<last.upperBound, deadline).reversed() {
                if occurrence.lowerBound <= candidate - maximumLength { break }
                if occurrence.lowerBound < candidate && occurrence.upperBound > candidate { candidate = occurrence.lowerBound }
            }
            // A cut found well inside the window is certain; one near its start may have more
            // straddling occurrences before the window.
            if windowStart == range.lowerBound || candidate - windowStart >= maximumLength {
                cut = candidate
                break
            }
            size *= 2
        }
        var matches = literalMatches(in: text, range: cut..<range.upperBound, deadline: deadline)
        var found: Range<Int>?
        while let match = try matches.next() { found = match }
        return found.map { SearchMatch(range: $0) }
    }
}
