import CICU

/// The oracle for boundary queries: ICU's iterator of one kind run over a flat copy of the text
/// (a contiguous `[UInt16]`, no rope and no TextBoundaries code involved), with every boundary
/// and the rule status of the segment ending there, and the answer each `TextBoundaries` query
/// should give, derived from them in the plainest way. Used by the boundary tests and fuzzers.
/// Building is O(n); queries are O(log n) unless noted. Offsets are UTF-16 code units.
public struct FlatICU {
    /// An open ICU break iterator of one kind, reused for many flat texts (opening one costs more
    /// than segmenting a short text).
    public final class Iterator {
        public let kind: CICUBreakKind
        fileprivate let handle: OpaquePointer

        public init(_ kind: CICUBreakKind) {
            var status: Int32 = 0
            let handle = cicu_break_iterator_open(kind, "", &status)
            // ICU's own data ships with libicu: failing to open is a broken installation, not input.
            guard let handle, !cicu_failed(status) else { preconditionFailure("ICU open failed: \(String(cString: cicu_status_name(status)))") }
            self.kind = kind
            self.handle = handle
        }

        deinit { cicu_break_iterator_close(handle) }
    }

    public let kind: CICUBreakKind
    /// Every boundary, 0 and the length included, ascending.
    public let boundaries: [Int]
    /// `statuses[i]` is the rule status of the segment ending at `boundaries[i]` (unused for 0).
    public let statuses: [Int32]
    /// The length of the text.
    public let count: Int
    /// For the word kind: the segments that are words (status not "none"), in order.
    public let words: [Range<Int>]

    /// The boundaries of `kind` in `units`, with a newly opened iterator.
    public init(_ kind: CICUBreakKind, _ units: [UInt16]) {
        self.init(Iterator(kind), units)
    }

    /// The boundaries of `iterator.kind` in `units`. ICU reads `units` only during the call.
    public init(_ iterator: Iterator, _ units: [UInt16]) {
        var found: [Int] = []
        var statuses: [Int32] = []
        units.withUnsafeBufferPointer { buffer in
            var status: Int32 = 0
            cicu_break_iterator_set_units(iterator.handle, buffer.baseAddress, Int32(buffer.count), &status)
            precondition(!cicu_failed(status), "ICU setText failed")
            var boundary = cicu_break_iterator_first(iterator.handle)
            while boundary != CICU_DONE {
                found.append(Int(boundary))
                statuses.append(cicu_break_iterator_rule_status(iterator.handle))
                boundary = cicu_break_iterator_next(iterator.handle)
            }
            // ICU must not keep a pointer to `units` past this call.
            cicu_break_iterator_set_units(iterator.handle, nil, 0, &status)
        }
        kind = iterator.kind
        boundaries = found
        self.statuses = statuses
        count = units.count
        words = iterator.kind == CICU_BREAK_WORD
            ? found.indices.dropFirst().compactMap { i in
                statuses[i] >= CICU_WORD_STATUS_NONE_LIMIT ? found[i - 1]..<found[i] : nil
            }
            : []
    }

    /// The index of the first boundary greater than `offset` (binary search).
    private func indexAfter(_ offset: Int) -> Int {
        var low = 0
        var high = boundaries.count
        while low < high {
            let mid = (low + high) / 2
            if boundaries[mid] > offset { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The least boundary greater than `offset`, or nil.
    public func after(_ offset: Int) -> Int? {
        let i = indexAfter(offset)
        return i < boundaries.count ? boundaries[i] : nil
    }

    /// The greatest boundary less than `offset`, or nil.
    public func before(_ offset: Int) -> Int? {
        let i = indexAfter(offset - 1)
        return i > 0 ? boundaries[i - 1] : nil
    }

    public func isBoundary(_ offset: Int) -> Bool {
        let i = indexAfter(offset - 1)
        return i < boundaries.count && boundaries[i] == offset
    }

    /// The segment containing unit `offset` (the last segment at the end), and its status.
    public func segment(containing offset: Int) -> (range: Range<Int>, status: Int32)? {
        guard count > 0 else { return nil }
        let endIndex = indexAfter(Swift.min(offset, count - 1))
        guard endIndex > 0, endIndex < boundaries.count else { return nil }
        return (boundaries[endIndex - 1]..<boundaries[endIndex], statuses[endIndex])
    }

    /// The boundaries strictly inside the text.
    public var interior: [Int] { boundaries.filter { $0 > 0 && $0 < count } }

    /// How many boundaries lie in `range`: for clusters, how many clusters start there. O(n).
    public func boundaryCount(in range: Range<Int>) -> Int {
        boundaries.filter { range.contains($0) }.count
    }

    // MARK: - Expected answers (each for the kind its name says)

    /// `rangeOfComposedCharacterSequence(atUTF16:)`: the cluster holding unit `offset`, empty at
    /// the end.
    public func cluster(atUTF16 offset: Int) -> Range<Int>? {
        offset == count ? offset..<offset : segment(containing: offset)?.range
    }

    /// `rangeOfComposedCharacterSequences(for:)`: NSString's widening rule.
    public func clusters(covering range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound == count ? count : boundaries.last { $0 <= range.lowerBound } ?? 0
        if range.upperBound == count { return start..<count }
        let last = range.isEmpty ? range.upperBound : range.upperBound - 1
        return start..<(after(last) ?? count)
    }

    /// `wordRange(atUTF16:)`: the segment at `offset` when it is a word.
    public func wordRange(atUTF16 offset: Int) -> Range<Int>? {
        segment(containing: offset).flatMap { $0.status >= CICU_WORD_STATUS_NONE_LIMIT ? $0.range : nil }
    }

    /// `wordStart(before:)`: the start of the last word starting before `offset`, else 0. O(n).
    public func wordStart(before offset: Int) -> Int {
        words.last { $0.lowerBound < offset }?.lowerBound ?? 0
    }

    /// `wordEnd(after:)`: the end of the first word ending after `offset`, else the length. O(n).
    public func wordEnd(after offset: Int) -> Int {
        words.first { $0.upperBound > offset }?.upperBound ?? count
    }

    /// `sentenceRange(atUTF16:)`: the sentence at `offset`, `0..<0` in an empty text.
    public func sentenceRange(atUTF16 offset: Int) -> Range<Int> {
        segment(containing: offset)?.range ?? 0..<0
    }
}
