import TextRope

/// Grapheme cluster boundaries of a breaker's text. Most positions are decided from the two code
/// points around them (`GraphemePairRule`, with a shortcut for ASCII), emoji ZWJ sequences and
/// regional indicator pairs from the code points before them (`contextualRule`); the breaker's
/// ICU character iterator decides the rest (Indic conjuncts). Offsets are UTF-16 and already
/// validated by the caller.
enum Graphemes {
    private static let cr: UInt16 = 0x0D
    private static let lf: UInt16 = 0x0A

    /// The cluster containing the unit at `offset` (< utf16Count).
    @inline(__always)
    static func cluster(containing offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Range<Int> {
        if isClusterAlone(offset, breaker.snapshot) { return offset..<(offset + 1) }
        return try anyCluster(containing: offset, in: breaker)
    }

    /// Whether the unit at `offset` is a cluster of its own, decided from it and its two
    /// neighbours read from one cached chunk: ASCII among ASCII other than CR LF, or any three
    /// BMP code points (no surrogate) with a pair rule of `.boundary` on either side, which no
    /// context changes. That covers most queries in most texts, in any script without combining
    /// marks. False when that is not certain. O(1), no retain.
    @inline(__always)
    private static func isClusterAlone(_ offset: Int, _ snapshot: RopeSnapshot) -> Bool {
        guard let run = snapshot.cache.run(containing: offset, generation: snapshot.generation),
            offset > run.start, offset &+ 1 < run.end
        else { return false }
        let units = run.units + (offset &- run.start)
        let (before, unit, after) = (units[-1], units[0], units[1])
        if before | unit | after < 0x80 {
            return !(before == cr && unit == lf) && !(unit == cr && after == lf)
        }
        guard !isSurrogate(before), !isSurrogate(unit), !isSurrogate(after) else { return false }
        let tables = UnsafePointer(snapshot.tables)
        let middle = CharacterTraits(UInt32(unit), tables).graphemeClass
        return GraphemePairRule.between(CharacterTraits(UInt32(before), tables).graphemeClass, middle, tables) == .boundary
            && GraphemePairRule.between(middle, CharacterTraits(UInt32(after), tables).graphemeClass, tables) == .boundary
    }

    @inline(__always)
    private static func isSurrogate(_ unit: UInt16) -> Bool { unit & 0xF800 == 0xD800 }

    /// `cluster(containing:in:)` for any unit: from the code points around it, else from ICU.
    @inline(never)
    private static func anyCluster(containing offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Range<Int> {
        var reader = breaker.reader
        let start = try reader.isInsidePair(offset) ? offset - 1 : offset
        if let first = try clusterStart(at: start, &reader),
            let end = try walk(from: first, startsCluster: true, &reader, resolve: { _ in nil }).end
        {
            return first..<end
        }
        let iterator = breaker.icu(.grapheme, around: offset)
        let end = iterator.following(offset) ?? reader.count
        return (iterator.previous() ?? 0)..<end
    }

    /// The least boundary greater than `offset` (< utf16Count).
    static func boundary(after offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Int {
        var reader = breaker.reader
        let unit = try reader.unit(at: offset)
        if unit < 0x80 {
            let after = offset + 1 < reader.count ? try reader.unit(at: offset + 1) : 0
            if after < 0x80 && !(unit == cr && after == lf) { return offset + 1 }
        }
        let start = try reader.isInsidePair(offset) ? offset - 1 : offset
        if let end = try walk(from: start, startsCluster: false, &reader, resolve: { _ in nil }).end { return end }
        return breaker.icu(.grapheme, around: offset).following(offset) ?? reader.count
    }

    /// The greatest boundary less than `offset` (> 0).
    static func boundary(before offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Int {
        var reader = breaker.reader
        let unit = try reader.unit(at: offset - 1)
        if unit < 0x80 {
            let before = offset > 1 ? try reader.unit(at: offset - 2) : 0
            if before < 0x80 && !(before == cr && unit == lf) { return offset - 1 }
        }
        // The code point holding unit offset - 1 starts where its cluster's search begins.
        let last = try reader.isInsidePair(offset) ? offset - 1 : offset - (try reader.codePoint(before: offset).length)
        if let start = try clusterStart(at: last, &reader) { return start }
        return Boundaries.before(offset, breaker.icu(.grapheme, around: offset))
    }

    /// Whether `offset` (in `0...utf16Count`) is a boundary.
    static func isBoundary(_ offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Bool {
        var reader = breaker.reader
        guard offset > 0, offset < reader.count else { return true }
        let before = try reader.unit(at: offset - 1)
        let unit = try reader.unit(at: offset)
        if before | unit < 0x80 { return !(before == cr && unit == lf) }
        if UTF16.isLeadSurrogate(before) && UTF16.isTrailSurrogate(unit) { return false }
        let a = CharacterTraits(try reader.codePoint(before: offset).value, reader.tables)
        let afterValue = try reader.codePoint(at: offset).value
        let b = CharacterTraits(afterValue, reader.tables)
        switch try rule(a, b, afterValue: afterValue, at: offset, &reader) {
        case .boundary: return true
        case .noBoundary: return false
        case .unknown: return breaker.icu(.grapheme, around: offset).isBoundary(offset)
        }
    }

    /// Calls `body` with the range and display width of each cluster that starts in `range`.
    static func forEachCluster(
        startingIn range: Range<Int>, in breaker: TextBreaker, _ body: (Range<Int>, Int) -> Bool
    ) throws(TextRangeError) {
        guard !range.isEmpty else { return }
        var start = range.lowerBound
        if try !isBoundary(start, in: breaker) {
            start = try boundary(after: start, in: breaker)
        }
        var reader = breaker.reader
        while start < range.upperBound {
            let (end, width) = try walk(from: start, startsCluster: true, &reader) { breaker.icu(.grapheme, around: $0).isBoundary($0) }
            let next = end ?? reader.count
            guard body(start..<next, width) else { return }
            start = next
        }
    }

    /// The rule between two adjacent code points at `offset`: from the pair table, else from
    /// what precedes them; `unknown` only where ICU must decide.
    @inline(__always)
    private static func rule(
        _ before: CharacterTraits, _ after: CharacterTraits, afterValue: UInt32, at offset: Int,
        regionalIndicators: Int? = nil, _ reader: inout CodeUnitReader
    ) throws(TextRangeError) -> GraphemePairRule {
        let rule = GraphemePairRule.between(before.graphemeClass, after.graphemeClass, reader.tables)
        guard rule == .unknown else { return rule }
        return try contextualRule(before, after, afterValue: afterValue, at: offset, regionalIndicators: regionalIndicators, &reader)
    }

    /// The start of the cluster containing the code point that starts at `offset`, or nil when
    /// a pair on the way needs ICU.
    private static func clusterStart(at offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> Int? {
        var start = offset
        guard start > 0 else { return 0 }
        var afterValue = try reader.codePoint(at: start).value
        var after = CharacterTraits(afterValue, reader.tables)
        while start > 0 {
            let (value, length) = try reader.codePoint(before: start)
            let before = CharacterTraits(value, reader.tables)
            switch try rule(before, after, afterValue: afterValue, at: start, &reader) {
            case .boundary: return start
            case .noBoundary: break
            case .unknown: return nil
            }
            start -= length
            after = before
            afterValue = value
        }
        return 0
    }

    /// Walks the cluster that starts with the code point at `offset` (a boundary when
    /// `startsCluster`): its end and its display width. At a pair only ICU can judge, `resolve`
    /// answers whether there is a boundary; a nil answer stops the walk with a nil end.
    private static func walk(
        from offset: Int, startsCluster: Bool, _ reader: inout CodeUnitReader, resolve: (Int) -> Bool?
    ) throws(TextRangeError) -> (end: Int?, width: Int) {
        let (first, length) = try reader.codePoint(at: offset)
        var traits = CharacterTraits(first, reader.tables)
        var width = DisplayWidth.columns(traits.widthFlags)
        var end = offset + length
        // The regional indicators ending at `end`, counted from `offset`. When `offset` is a
        // boundary, any before it have paired up and do not matter; otherwise, while the run
        // reaches back to `offset`, the rule counts the whole run itself.
        var indicators = isRegionalIndicator(traits) ? 1 : 0
        var indicatorsReachStart = indicators == 1 && !startsCluster
        while end < reader.count {
            let (next, nextLength) = try reader.codePoint(at: end)
            let nextTraits = CharacterTraits(next, reader.tables)
            let known = indicatorsReachStart ? nil : indicators
            switch try rule(traits, nextTraits, afterValue: next, at: end, regionalIndicators: known, &reader) {
            case .boundary:
                return (end, width)
            case .noBoundary:
                break
            case .unknown:
                guard let isBoundary = resolve(end) else { return (nil, width) }
                if isBoundary { return (end, width) }
            }
            width = Swift.max(width, DisplayWidth.columns(nextTraits.widthFlags, after: traits.widthFlags, codePoint: next))
            if isRegionalIndicator(nextTraits) {
                indicators += 1
            } else {
                indicators = 0
                indicatorsReachStart = false
            }
            traits = nextTraits
            end += nextLength
        }
        return (reader.count, width)
    }
}
