import CICU
import TextRope

/// Word segments (ICU's word break iterator, UAX #29 with dictionaries for Thai, Lao, Khmer,
/// Burmese, Chinese and Japanese). A segment is a *word* when ICU's rule status for it is not
/// "none" (letters, numbers, kana, ideographs); spaces and punctuation are not words.
/// Offsets are UTF-16 and already validated by the caller.
enum Words {
    /// The word segment containing the unit at `offset` (< utf16Count), or nil when that segment
    /// is not a word. Segments whose bounds `PlainWordRules` can decide are answered without
    /// ICU: a segment with a letter or digit is a word, one with only spaces and punctuation is
    /// not (one of underscores only is left to ICU).
    static func word(containing offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Range<Int>? {
        var reader = breaker.reader
        if let (segment, kind) = try plainSegment(containing: offset, &reader) {
            if kind.contains(.letterOrDigit) { return segment }
            if !kind.contains(.underscore) { return nil }
        }
        let iterator = breaker.icu(.word, around: offset)
        let end = iterator.following(offset) ?? reader.count
        let isWord = iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT
        let start = iterator.previous() ?? 0
        return isWord ? start..<end : nil
    }

    /// What a plain segment holds, enough to tell whether it is a word.
    private struct SegmentKind: OptionSet {
        let rawValue: UInt8
        static let letterOrDigit = SegmentKind(rawValue: 1)
        static let underscore = SegmentKind(rawValue: 2)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ wordClass: WordClass) {
            switch wordClass {
            case .letter, .digit: self = .letterOrDigit
            case .extendNumLet: self = .underscore
            default: self = []
            }
        }
    }

    /// The segment containing `offset`, and what it holds, when the fast path can decide every
    /// boundary on the way. Each unit is classified once; a pair of word-body units (letters,
    /// digits, `_`), the common case inside a word, is joined without asking the rules.
    private static func plainSegment(
        containing offset: Int, _ reader: inout CodeUnitReader
    ) throws(TextRangeError) -> (Range<Int>, SegmentKind)? {
        // Every unit of a segment found here has a class: the rule for unclassified units
        // (beside a space) only ever reports boundaries.
        guard let first = try PlainWordRules.wordClass(at: offset, &reader) else { return nil }
        var kind = SegmentKind(first)
        var start = offset
        var after = first
        while start > 0 {
            let before = try PlainWordRules.wordClass(at: start - 1, &reader)
            guard let isJoined = try isJoined(before, after, at: start, &reader) else { return nil }
            guard isJoined, let before else { break }
            kind.formUnion(SegmentKind(before))
            start -= 1
            after = before
        }
        var end = offset + 1
        var before = first
        while end < reader.count {
            let after = try PlainWordRules.wordClass(at: end, &reader)
            guard let isJoined = try isJoined(before, after, at: end, &reader) else { return nil }
            guard isJoined, let after else { break }
            kind.formUnion(SegmentKind(after))
            end += 1
            before = after
        }
        return (start..<end, kind)
    }

    /// Whether the units of classes `before` and `after` (nil: unclassified, never both) on
    /// either side of `offset` are in one segment: nil when ICU must decide.
    @inline(__always)
    private static func isJoined(
        _ before: WordClass?, _ after: WordClass?, at offset: Int, _ reader: inout CodeUnitReader
    ) throws(TextRangeError) -> Bool? {
        guard let before, let after else {
            return try PlainWordRules.isBoundaryBesideSpace(at: offset, &reader).map { !$0 }
        }
        if before.isWordBody && after.isWordBody { return true }
        return try PlainWordRules.isBoundary(between: before, after, at: offset, &reader).map { !$0 }
    }

    /// The start of the word holding the unit before `offset` (> 0), or of the nearest word
    /// before it; 0 if there is none. Walks one segment at a time, each step asking ICU afresh so
    /// that its window stays centred on the walk.
    static func wordStart(before offset: Int, in breaker: TextBreaker) -> Int {
        var end = offset
        while end > 0 {
            // following(end - 1) is the end of the segment holding unit end - 1; its status
            // describes that segment, and previous() is where it starts.
            let iterator = breaker.icu(.word, around: end - 1)
            guard iterator.following(end - 1) != nil else { return 0 }
            let isWord = iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT
            guard let start = iterator.previous() else { return 0 }
            if isWord { return start }
            end = start
        }
        return 0
    }

    /// The end of the word holding the unit at `offset` (< count), or of the nearest word after
    /// it; `count` if there is none.
    static func wordEnd(after offset: Int, count: Int, in breaker: TextBreaker) -> Int {
        var position = offset
        while position < count {
            let iterator = breaker.icu(.word, around: position)
            guard let end = iterator.following(position) else { return count }
            if iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT { return end }
            position = end
        }
        return count
    }
}
