import CICU
import TextRope

/// Runs a regular expression over a rope through flat copies of windows of it, which ICU searches
/// with its matcher for contiguous text (about twice as fast as reading the rope's chunks).
///
/// A window holds a little of the text before the place its finds start (for `^`, `$` after CR,
/// and the code point before) and ends just after a unit that is neither a line terminator nor
/// the first half of a surrogate pair, so that nothing ICU decides at the window's end without
/// reading past it differs from the whole text. A find that read at the window's end (ICU's
/// `hitEnd`, which a find that finds nothing also sets) is not trusted: one that found nothing
/// runs again trying matches only up to 31/32 of the window (a start limit); one still not
/// trusted is repeated in a window twice as long, up to ``Limits/maximum`` (8 MB), and beyond
/// that without windows. A find that stops at the start limit has found nothing before it, and
/// the next window starts there. So the matches are ICU's on the whole text, in ICU's order.
///
/// A word boundary (`\b`, `\B`) is decided from the character before it, skipping marks and
/// format characters: for such patterns a window also holds, before the find's start, the
/// nearest character that is neither (looked for up to ``Limits/boundaryContext`` units back).
/// For a pattern with lookbehinds the window begins as far before the find's start as they can
/// read (``RegexProgram/lookbehindReach``), and that much more before a word boundary is decided.
/// Patterns that look back without a bound found from their text, decide from the text before
/// the start of a find (`\G`) or read grapheme clusters (`\X`) are searched on the rope instead
/// (``RegexProgram/readsBackward``). Where windows cannot serve, a pattern with word boundaries
/// searches a copy of the whole text, made once (ICU's matcher for chunked text misjudges a
/// boundary at the text's end), others the rope.
struct RegexWindows {
    enum Limits {
        #if TEXTENGINE_CHECKS
        static let initial = 32
        static let maximum = 128
        static let boundaryContext = 8
        #else
        /// The units of a window to begin with: 2 MB.
        static let initial = 1 << 20
        /// The most units a window grows to: 8 MB.
        static let maximum = 1 << 22
        /// Units a window's start may move back to hold the character a word boundary is
        /// decided from.
        static let boundaryContext = 256
        #endif
        /// Units of text kept before the place a window's finds start.
        static let context = 2
        /// Units a window's end may move back to reach a unit it can end after.
        static let endSearch = 64
    }

    let program: RegexProgram
    let text: TextRope
    let range: Range<Int>
    let deadline: SearchDeadline
    /// Where finds may read to: the range's end, or one unit past it where it splits a surrogate
    /// pair or a CR LF, which ICU reading the rope takes whole (a match ending past the range then
    /// ends the matches, as there).
    private let limit: Int

    init(program: RegexProgram, text: TextRope, range: Range<Int>, deadline: SearchDeadline) {
        self.program = program
        self.text = text
        self.range = range
        self.deadline = deadline
        let end = range.upperBound
        if end > 0, end < text.utf16Count, let before = try? text.utf16CodeUnit(at: end - 1), let after = try? text.utf16CodeUnit(at: end),
            (UTF16.isLeadSurrogate(before) && UTF16.isTrailSurrogate(after)) || (before == 0x0D && after == 0x0A)
        {
            limit = end + 1
        } else {
            limit = end
        }
    }

    /// Calls `body` with each match, as ``RegexProgram/forEachMatch(in:range:deadline:_:)``.
    func forEachMatch(_ body: (SearchMatch) -> Bool) throws(SearchError) {
        var buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: Swift.min(Limits.initial, text.utf16Count))
        var copy: UnsafeMutableBufferPointer<UInt16>?
        defer {
            buffer.deallocate()
            copy?.deallocate()
            program.detachText()
        }
        let handle = program.handle
        cicu_search_set_deadline(handle, deadline.nanoseconds)
        var position = range.lowerBound
        var size = Limits.initial
        var count = 0
        // Whether finds start with the start limit. ICU then calls back at every place a match
        // could start, which slows finds by about a quarter; without it, the last find of each
        // window runs to the window's end and again, limited, from where it began.
        var limitsStarts = false
        windows: while true {
            guard let window = self.window(from: position, size: size) else {
                guard let next = try findWithoutWindows(from: position, &copy, body) else { return }
                position = next
                size = Limits.initial
                continue
            }
            if buffer.count < window.count {
                buffer.deallocate()
                buffer = .allocate(capacity: window.count)
            }
            _ = try? text.copyUTF16CodeUnits(in: window, into: buffer)
            var status: Int32 = 0
            cicu_search_set_units(handle, buffer.baseAddress, Int64(window.count), &status)
            try program.check(status, deadline)
            let isTail = window.upperBound == text.utf16Count
            let holdsEnd = isTail || limit <= window.upperBound
            let base = window.lowerBound
            let startLimit = Self.startLimit(window.count)
            let region = (Int64(Swift.max(range.lowerBound, base) - base), Int64(Swift.min(limit, window.upperBound) - base))
            var limited = limitsStarts && !holdsEnd
            cicu_search_set_start_limit(handle, limited ? Int64(startLimit) : -1)
            var found = cicu_search_find_first_from(handle, region.0, region.1, Int64(position - base), &status)
            while true {
                let trusted = isTail || !cicu_search_hit_end(handle)
                if found && trusted {
                    let match = program.currentMatch(offset: base)
                    if match.range.upperBound > range.upperBound || !body(match) { return }
                    count &+= 1
                    if count & 255 == 0 { try deadline.check() }
                    guard let next = nextStart(after: match.range) else { return }
                    position = next
                    found = cicu_search_find_next(handle, &status)
                    continue
                }
                try program.check(status, deadline)
                if !found && trusted {
                    let stop = cicu_search_stopped_at(handle)
                    guard stop >= 0 else { return }
                    // Matches are sparse when the last find of a window searched a quarter of it.
                    limitsStarts = Int(stop) - (position - base) > window.count / 4
                    position = base + Int(stop)
                    size = Limits.initial
                    continue windows
                }
                // A find that went to the window's end without the start limit: again with it.
                if !found && !limited && !holdsEnd {
                    // An empty match at the window's end leaves the next find past the limit.
                    if position - base > startLimit {
                        size = Limits.initial
                        continue windows
                    }
                    limited = true
                    cicu_search_set_start_limit(handle, Int64(startLimit))
                    found = cicu_search_find_first_from(handle, region.0, region.1, Int64(position - base), &status)
                    continue
                }
                // A find that read the window's end: again in a longer window, or on the rope.
                if !holdsEnd && size < Limits.maximum {
                    size *= 2
                    continue windows
                }
                guard let next = try findWithoutWindows(from: position, &copy, body) else { return }
                position = next
                size = Limits.initial
                continue windows
            }
        }
    }

    // The window whose finds start at `position`: from the context its finds read before it to
    // `size` units after it, ended after a unit ICU never reads past without noticing; nil when
    // no such end leaves room for finds.
    private func window(from position: Int, size: Int) -> Range<Int>? {
        let length = text.utf16Count
        // Lookbehinds tested at or after `position` read from `back` on.
        let back = Swift.max(0, position - program.lookbehindReach)
        var start = Swift.max(0, back - Limits.context)
        if program.assertsWordBoundaries {
            guard let decisive = decisiveUnit(before: back) else { return nil }
            start = Swift.min(start, decisive)
        }
        if start > 0, let unit = try? text.utf16CodeUnit(at: start), UTF16.isTrailSurrogate(unit),
            let before = try? text.utf16CodeUnit(at: start - 1), UTF16.isLeadSurrogate(before)
        {
            start -= 1
        }
        var end = Swift.min(length, position + size)
        guard end < length else { return start..<end }
        let lowest = Swift.max(position + 1, end - Limits.endSearch)
        while end > lowest, let unit = try? text.utf16CodeUnit(at: end - 1), !Self.canEndWindow(after: unit) {
            end -= 1
        }
        guard let last = try? text.utf16CodeUnit(at: end - 1), Self.canEndWindow(after: last) else { return nil }
        guard Self.startLimit(end - start) >= position - start else { return nil }
        return start..<end
    }

    // The offset of the nearest unit before `position` that is a whole character a word boundary
    // can be decided from (no mark, no format character, no surrogate): 0 at the text's start,
    // nil when there is none within reach.
    private func decisiveUnit(before position: Int) -> Int? {
        var offset = position
        while offset > Swift.max(0, position - Limits.boundaryContext) {
            offset -= 1
            guard let unit = try? text.utf16CodeUnit(at: offset) else { return nil }
            if (0x20..<0x7F).contains(unit) || unit == 0x0A || unit == 0x0D { return offset }
            if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { continue }
            switch cicu_grapheme_class(UInt32(unit)) {
            case CICU_GCB_CONTROL, CICU_GCB_EXTEND, CICU_GCB_ZWJ, CICU_GCB_PREPEND, CICU_GCB_UNKNOWN: continue
            default: return offset
            }
        }
        return offset == 0 ? 0 : nil
    }

    // The last place a find in a window of `count` units (not the text's tail) tries a match when
    // limited: some way before its end, so that few attempts read there.
    private static func startLimit(_ count: Int) -> Int { count - Swift.max(1, count / 32) }

    // Whether ICU, reading a unit at a window's end, asks nothing of the unit after it without
    // reading it: not the lead of a pair, not CR (which LF may follow), not a line terminator
    // (after which `^` holds only where the text goes on).
    private static func canEndWindow(after unit: UInt16) -> Bool {
        switch unit {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return false
        default: return !UTF16.isLeadSurrogate(unit)
        }
    }

    // Where the find after `match` starts: its end, or one code point further after an empty
    // match (nil when that passes the range's end), as ICU steps.
    private func nextStart(after match: Range<Int>) -> Int? {
        guard match.isEmpty else { return match.upperBound }
        guard match.upperBound < range.upperBound else { return nil }
        var next = match.upperBound + 1
        if let unit = try? text.utf16CodeUnit(at: match.upperBound), UTF16.isLeadSurrogate(unit),
            let after = try? text.utf16CodeUnit(at: next), UTF16.isTrailSurrogate(after)
        {
            next += 1
        }
        return next <= range.upperBound ? next : nil
    }

    // One find from `position` on the whole text: the rope's own UText, or for word boundaries
    // `copy` (made on first use); reports its match and returns where the next find starts, or
    // nil when there is no match or `body` stops.
    private func findWithoutWindows(
        from position: Int, _ copy: inout UnsafeMutableBufferPointer<UInt16>?, _ body: (SearchMatch) -> Bool
    ) throws(SearchError) -> Int? {
        let handle = program.handle
        let source = RopeChunkSource(text)
        var status: Int32 = 0
        cicu_search_set_start_limit(handle, -1)
        if program.assertsWordBoundaries {
            let whole = copy ?? .allocate(capacity: text.utf16Count)
            if copy == nil {
                _ = try? text.copyUTF16CodeUnits(in: 0..<text.utf16Count, into: whole)
                copy = whole
            }
            cicu_search_set_units(handle, whole.baseAddress, Int64(whole.count), &status)
        } else {
            cicu_search_set_chunked_text(handle, RopeChunkSource.provider, Unmanaged.passUnretained(source).toOpaque(), Int64(text.utf16Count), &status)
        }
        defer { withExtendedLifetime(source) {} }
        try program.check(status, deadline)
        let found = cicu_search_find_first_from(handle, Int64(range.lowerBound), Int64(range.upperBound), Int64(Swift.min(position, range.upperBound)), &status)
        try program.check(status, deadline)
        guard found else { return nil }
        let match = program.currentMatch(offset: 0)
        if match.range.upperBound > range.upperBound || !body(match) { return nil }
        return nextStart(after: match.range)
    }
}
