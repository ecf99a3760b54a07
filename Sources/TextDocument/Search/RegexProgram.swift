import CICU
import TextRope

/// A compiled ICU regular expression, run on flat copies of windows of a rope (see
/// ``RegexWindows``; a window's finds cover at most ``RegexWindows/Limits/maximum`` units), so a
/// match may span any number of chunks.
///
/// A pattern that reads further back than windows allow (`\G`, `\X`, a lookbehind whose reach
/// ``LookbehindReach`` cannot bound) runs on the rope's UText, read chunk by chunk and never
/// copied, unless it also has a word-boundary assertion (`\b`, `\B`); such a pattern, and one
/// that finds word boundaries by Unicode's rules (flag `w`), runs on a contiguous copy of the
/// whole text (O(n) time and memory): ICU's matcher for chunked text decides a boundary at the
/// text's end from the character before wherever it last read, not from the last character, so
/// `\X\b` could miss a match that ends there.
final class RegexProgram {
    let handle: OpaquePointer
    /// The number of capture groups.
    let groupCount: Int
    /// Whether matching needs the text in one contiguous buffer.
    let searchesACopy: Bool
    /// Whether the pattern asserts word boundaries, which ICU decides from the characters before
    /// them, skipping marks and format characters.
    let assertsWordBoundaries: Bool
    /// Whether matching may read before the place a find starts or decide at a window's end
    /// without reading there, so that it cannot run in windows.
    let readsBackward: Bool
    /// The most UTF-16 units the pattern's lookbehinds read before the place they are tested (0
    /// without any), where ``readsBackward`` is false.
    let lookbehindReach: Int

    init(pattern: String, ignoresCase: Bool) throws(SearchError) {
        let units = Array(pattern.utf16)
        guard let length = Int32(exactly: units.count) else {
            throw .invalidPattern(pattern: pattern, status: "U_REGEX_PATTERN_TOO_BIG", offset: -1)
        }
        var offset: Int32 = -1
        var status: Int32 = 0
        let options = UInt32(ignoresCase ? CICU_SEARCH_CASE_INSENSITIVE : 0)
        let compiled = units.withUnsafeBufferPointer { cicu_search_open($0.baseAddress, length, options, &offset, &status) }
        guard let compiled else {
            throw .invalidPattern(pattern: pattern, status: String(cString: cicu_status_name(status)), offset: Int(offset))
        }
        handle = compiled
        groupCount = Int(cicu_search_group_count(compiled))
        assertsWordBoundaries = Self.has(units, escapes: [0x62, 0x42])
        let reach = Self.looksBehind(units) ? LookbehindReach.of(units) : 0
        lookbehindReach = reach ?? 0
        readsBackward = Self.has(units, escapes: [0x47, 0x58]) || reach == nil
        searchesACopy = assertsWordBoundaries && (readsBackward || Self.setsUnicodeWords(units))
    }

    /// Whether `pattern` has a flag group (`(?w)`, `(?i-w:`…) naming `w` anywhere (a false
    /// positive costs only a copy).
    private static func setsUnicodeWords(_ pattern: [UInt16]) -> Bool {
        var index = 0
        while index + 1 < pattern.count {
            if pattern[index] == 0x28 && pattern[index + 1] == 0x3F {
                var flag = index + 2
                while flag < pattern.count, pattern[flag] == 0x2D || (0x61...0x7A).contains(pattern[flag] | 0x20) {
                    if pattern[flag] == 0x77 { return true }
                    flag += 1
                }
            }
            index += 1
        }
        return false
    }

    /// Whether `pattern` has a backslash followed by one of `escapes` outside an escaped
    /// backslash (also inside `\Q…\E` or a set, where it is harmless: the cost is only speed).
    private static func has(_ pattern: [UInt16], escapes: [UInt16]) -> Bool {
        var index = 0
        while index + 1 < pattern.count {
            if pattern[index] == 0x5C {
                if escapes.contains(pattern[index + 1]) { return true }
                index += 2
            } else {
                index += 1
            }
        }
        return false
    }

    /// Whether `pattern` has `(?<=` or `(?<!` anywhere (a false positive costs only speed).
    private static func looksBehind(_ pattern: [UInt16]) -> Bool {
        guard pattern.count >= 4 else { return false }
        return (0...(pattern.count - 4)).contains { i in
            pattern[i] == 0x28 && pattern[i + 1] == 0x3F && pattern[i + 2] == 0x3C && (pattern[i + 3] == 0x3D || pattern[i + 3] == 0x21)
        }
    }

    deinit { cicu_search_close(handle) }

    /// The number of the group named `name`, if the pattern has one.
    func groupNumber(named name: String) -> Int? {
        let units = Array(name.utf16)
        let number = units.withUnsafeBufferPointer { cicu_search_group_number(handle, $0.baseAddress, Int32($0.count)) }
        return number > 0 ? Int(number) : nil
    }

    /// Calls `body` with each match in `range` of `text`, in ICU's order (leftmost first, the next
    /// from the end of the last, one code point on after an empty match), until it returns false.
    /// ICU reading a UText takes a surrogate pair or a CR LF (for `\R`) whole even where the
    /// range ends between its halves: a match ending past the range is not reported, and ends
    /// the matches.
    func forEachMatch(
        in text: TextRope, range: Range<Int>, deadline: SearchDeadline, _ body: (SearchMatch) -> Bool
    ) throws(SearchError) {
        if searchesACopy {
            try forEachMatchInACopy(of: text, range: range, deadline: deadline, body)
            return
        }
        if !readsBackward {
            try RegexWindows(program: self, text: text, range: range, deadline: deadline).forEachMatch(body)
            return
        }
        let source = RopeChunkSource(text)
        var status: Int32 = 0
        cicu_search_set_chunked_text(handle, RopeChunkSource.provider, Unmanaged.passUnretained(source).toOpaque(), Int64(text.utf16Count), &status)
        defer {
            var ignored: Int32 = 0
            cicu_search_set_units(handle, nil, 0, &ignored)
            withExtendedLifetime(source) {}
        }
        try check(status, deadline)
        try findAll(in: range, deadline: deadline, body)
    }

    private func forEachMatchInACopy(
        of text: TextRope, range: Range<Int>, deadline: SearchDeadline, _ body: (SearchMatch) -> Bool
    ) throws(SearchError) {
        var units = [UInt16](repeating: 0, count: text.utf16Count)
        var status: Int32 = 0
        try units.withUnsafeMutableBufferPointer { buffer throws(SearchError) in
            _ = try? text.copyUTF16CodeUnits(in: 0..<text.utf16Count, into: buffer)
            cicu_search_set_units(handle, buffer.baseAddress, Int64(buffer.count), &status)
            defer {
                var ignored: Int32 = 0
                cicu_search_set_units(handle, nil, 0, &ignored)
            }
            try check(status, deadline)
            try findAll(in: range, deadline: deadline, body)
        }
    }

    private func findAll(
        in range: Range<Int>, deadline: SearchDeadline, _ body: (SearchMatch) -> Bool
    ) throws(SearchError) {
        var status: Int32 = 0
        cicu_search_set_deadline(handle, deadline.nanoseconds)
        var found = cicu_search_find_first(handle, Int64(range.lowerBound), Int64(range.upperBound), &status)
        var count = 0
        while found {
            let match = currentMatch()
            if match.range.upperBound > range.upperBound || !body(match) { return }
            // ICU's callback counts steps of matching; many quick matches are counted here.
            count &+= 1
            if count & 255 == 0 { try deadline.check() }
            found = cicu_search_find_next(handle, &status)
        }
        try check(status, deadline)
    }

    /// The current match, its offsets moved by `offset` (where the searched units start).
    func currentMatch(offset: Int = 0) -> SearchMatch {
        var start: Int64 = 0
        var end: Int64 = 0
        _ = cicu_search_group(handle, 0, &start, &end)
        let range = (Int(start) + offset)..<(Int(end) + offset)
        guard groupCount > 0 else { return SearchMatch(range: range) }
        let groups = (1...groupCount).map { group -> Range<Int>? in
            cicu_search_group(handle, Int32(group), &start, &end) ? (Int(start) + offset)..<(Int(end) + offset) : nil
        }
        return SearchMatch(range: range, captureGroups: groups)
    }

    /// Lets go of the text last searched, and of the start limit.
    func detachText() {
        var ignored: Int32 = 0
        cicu_search_set_start_limit(handle, -1)
        cicu_search_set_units(handle, nil, 0, &ignored)
    }

    func check(_ status: Int32, _ deadline: SearchDeadline) throws(SearchError) {
        if cicu_search_timed_out(handle), let limit = deadline.limit { throw .timedOut(limit: limit) }
        if cicu_failed(status) { throw .matchFailed(status: String(cString: cicu_status_name(status))) }
    }
}
