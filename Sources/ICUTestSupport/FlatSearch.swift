import CICU

/// The oracle for searches, on a flat `[UInt16]` (no rope, no TextDocument code): a naive scan
/// for literals, ICU's cluster boundaries, and ICU's regular expressions on the contiguous text.
/// Used by the search tests and fuzzer.
public enum FlatSearch {
    /// A match as the oracle reports it: the whole range and each group's (nil when unmatched).
    public struct Match: Equatable {
        /// The matched UTF-16 range.
        public var range: Range<Int>
        /// The ranges of capture groups 1, 2, … (nil for one that took no part in the match).
        public var groups: [Range<Int>?]

        /// A match of `range` with these groups.
        public init(range: Range<Int>, groups: [Range<Int>?]) {
            self.range = range
            self.groups = groups
        }
    }

    /// Greedy non-overlapping occurrences of `needle` in `range`, optionally only those whose
    /// ends are in `boundaries`. O(n × needle length).
    public static func literal(_ needle: [UInt16], in text: [UInt16], range: Range<Int>, boundaries: Set<Int>?) -> [Range<Int>] {
        guard !needle.isEmpty else { return [] }
        var found: [Range<Int>] = []
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            if text[i..<(i + needle.count)].elementsEqual(needle),
                boundaries.map({ $0.contains(i) && $0.contains(i + needle.count) }) ?? true
            {
                found.append(i..<(i + needle.count))
                i += needle.count
            } else {
                i += 1
            }
        }
        return found
    }

    /// ICU's grapheme cluster boundaries of the flat text.
    public static func clusterBoundaries(_ text: [UInt16]) -> Set<Int> {
        Set(FlatICU(CICU_BREAK_CHARACTER, text).boundaries)
    }

    /// ICU's matches of `pattern` in `range` of the flat text (a region with transparent,
    /// non-anchoring bounds, as the searcher uses), with the `cicu_search_open` options; nil when
    /// ICU refuses the pattern, or runs past `deadline` (CLOCK_MONOTONIC nanoseconds, 0: none).
    public static func regex(_ pattern: String, options: UInt32, in text: [UInt16], range: Range<Int>, deadline: Int64 = 0) -> [Match]? {
        let units = Array(pattern.utf16)
        var offset: Int32 = 0
        var status: Int32 = 0
        guard let search = units.withUnsafeBufferPointer({ cicu_search_open($0.baseAddress, Int32($0.count), options, &offset, &status) })
        else { return nil }
        defer { cicu_search_close(search) }
        let groups = Int(cicu_search_group_count(search))
        var found: [Match] = []
        text.withUnsafeBufferPointer { buffer in
            cicu_search_set_units(search, buffer.baseAddress, Int64(buffer.count), &status)
            cicu_search_set_deadline(search, deadline)
            var more = cicu_search_find_first(search, Int64(range.lowerBound), Int64(range.upperBound), &status)
            while more {
                var start: Int64 = 0
                var end: Int64 = 0
                var ranges: [Range<Int>?] = []
                for group in 0...groups {
                    ranges.append(cicu_search_group(search, Int32(group), &start, &end) ? Int(start)..<Int(end) : nil)
                }
                found.append(Match(range: ranges[0] ?? 0..<0, groups: Array(ranges.dropFirst())))
                more = cicu_search_find_next(search, &status)
            }
            var ignored: Int32 = 0
            cicu_search_set_units(search, nil, 0, &ignored)
        }
        return cicu_failed(status) ? nil : found
    }
}
