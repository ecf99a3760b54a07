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
        if let segment = try plainSegment(containing: offset, &reader) {
            var hasUnderscore = false
            for i in segment {
                let wordClass = try PlainWordRules.wordClass(at: i, &reader)
                if wordClass == .letter || wordClass == .digit { return segment }
                hasUnderscore = hasUnderscore || wordClass == .extendNumLet
            }
            if !hasUnderscore { return nil }
        }
        let iterator = breaker.icu(.word, around: offset)
        let end = iterator.following(offset) ?? reader.count
        let isWord = iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT
        let start = iterator.previous() ?? 0
        return isWord ? start..<end : nil
    }

    /// The segment containing `offset` when the fast path can decide every boundary on the way.
    private static func plainSegment(containing offset: Int, _ reader: inout CodeUnitReader) throws(TextRangeError) -> Range<Int>? {
        guard try PlainWordRules.wordClass(at: offset, &reader) != nil else { return nil }
        // Every unit of a segment found here has a class: the rule for unclassified units
        // (beside a space) only ever reports boundaries.
        var start = offset
        while start > 0 {
            guard let isBoundary = try PlainWordRules.isBoundary(at: start, &reader) else { return nil }
            if isBoundary { break }
            start -= 1
        }
        var end = offset + 1
        while end < reader.count {
            guard let isBoundary = try PlainWordRules.isBoundary(at: end, &reader) else { return nil }
            if isBoundary { break }
            end += 1
        }
        return start..<end
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
