import CICU
import SeededRandom
import TextRope

/// Plain references for the search tests, on a flat `[UInt16]`: a naive literal scan, ICU's
/// cluster boundaries and ICU's regular expressions on the contiguous text.
enum ReferenceSearch {
    /// Greedy non-overlapping occurrences of `needle` in `range`, optionally only those whose
    /// ends are in `boundaries`.
    static func literal(_ needle: [UInt16], in text: [UInt16], range: Range<Int>, boundaries: Set<Int>?) -> [Range<Int>] {
        guard !needle.isEmpty else { return [] }
        var found: [Range<Int>] = []
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            if Array(text[i..<(i + needle.count)]) == needle,
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
    static func clusterBoundaries(_ text: [UInt16]) -> Set<Int> {
        var status: Int32 = 0
        guard let iterator = cicu_break_iterator_open(CICU_BREAK_CHARACTER, "", &status) else { return [] }
        defer { cicu_break_iterator_close(iterator) }
        var boundaries: Set<Int> = [0]
        text.withUnsafeBufferPointer { units in
            cicu_break_iterator_set_units(iterator, units.baseAddress, Int32(units.count), &status)
            var offset = cicu_break_iterator_first(iterator)
            while offset != CICU_DONE {
                boundaries.insert(Int(offset))
                offset = cicu_break_iterator_next(iterator)
            }
        }
        return boundaries
    }

    /// ICU's matches (with their groups) of `pattern` in `range` of the flat text, with the
    /// options the searcher uses; nil when ICU refuses the pattern.
    static func regex(_ pattern: String, options: UInt32, in text: [UInt16], range: Range<Int>) -> [SearchMatchReference]? {
        let units = Array(pattern.utf16)
        var offset: Int32 = 0
        var status: Int32 = 0
        guard let search = units.withUnsafeBufferPointer({ cicu_search_open($0.baseAddress, Int32($0.count), options, &offset, &status) })
        else { return nil }
        defer { cicu_search_close(search) }
        let groups = Int(cicu_search_group_count(search))
        var found: [SearchMatchReference] = []
        text.withUnsafeBufferPointer { buffer in
            cicu_search_set_units(search, buffer.baseAddress, Int64(buffer.count), &status)
            var more = cicu_search_find_first(search, Int64(range.lowerBound), Int64(range.upperBound), &status)
            while more {
                var start: Int64 = 0
                var end: Int64 = 0
                var ranges: [Range<Int>?] = []
                for group in 0...groups {
                    ranges.append(cicu_search_group(search, Int32(group), &start, &end) ? Int(start)..<Int(end) : nil)
                }
                found.append(SearchMatchReference(range: ranges[0]!, groups: Array(ranges.dropFirst())))
                more = cicu_search_find_next(search, &status)
            }
            cicu_search_set_units(search, nil, 0, &status)
        }
        return found
    }

    /// A rope built by random edits (so that its chunks end anywhere), and the same units flat.
    static func randomText(_ rng: inout SplitMix64, alphabet: [[UInt16]], edits: Int) -> (TextRope, [UInt16]) {
        var rope = TextRope()
        var units: [UInt16] = []
        for _ in 0..<edits {
            let at = Int.random(in: 0...units.count, using: &rng)
            if !units.isEmpty && Int.random(in: 0..<4, using: &rng) == 0 {
                let end = Swift.min(units.count, at + Int.random(in: 1...6, using: &rng))
                let start = Swift.min(at, end)
                try? rope.remove(utf16Range: start..<end)
                units.removeSubrange(start..<end)
            } else {
                var piece: [UInt16] = []
                for _ in 0..<Int.random(in: 1...8, using: &rng) { piece += alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
                try? rope.insert(piece, atUTF16: at)
                units.insert(contentsOf: piece, at: at)
            }
        }
        return (rope, units)
    }

    /// A random range of a text of `count` units.
    static func randomRange(_ rng: inout SplitMix64, _ count: Int) -> Range<Int> {
        let a = Int.random(in: 0...count, using: &rng)
        let b = Int.random(in: 0...count, using: &rng)
        return Swift.min(a, b)..<Swift.max(a, b)
    }
}

/// A match as the flat ICU reference reports it.
struct SearchMatchReference: Equatable {
    var range: Range<Int>
    var groups: [Range<Int>?]
}
