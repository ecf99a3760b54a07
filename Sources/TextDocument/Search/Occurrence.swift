import TextBoundaries
import TextRope

/// Where a literal needle occurs, with the units around its ends that the scan had at hand (so
/// that the cluster check rarely reads the rope).
struct Occurrence {
    var range: Range<Int>
    /// The occurrence's first and last units.
    var first: UInt16
    var last: UInt16
    /// The units just before and just after it, when the scan had them.
    var before: UInt16?
    var after: UInt16?
}

/// A scan for a literal's occurrences in a range of a rope, overlapping ones included, by start.
protocol OccurrenceScan: AnyObject {
    /// The first occurrence starting at or after `minimum` (never before one already returned).
    func next(atOrAfter minimum: Int) throws(SearchError) -> Occurrence?
}

/// Whether an occurrence's ends are grapheme cluster boundaries: two units below U+0300 always
/// have a boundary between them unless they are CR LF (no such unit is an extender, a prepended
/// or a spacing mark, a Hangul jamo, a regional indicator or a ZWJ); anything else asks ICU.
struct ClusterCheck {
    let text: TextRope

    func holds(for occurrence: Occurrence) -> Bool {
        isBoundary(occurrence.range.lowerBound, occurrence.before, occurrence.first)
            && isBoundary(occurrence.range.upperBound, occurrence.last, occurrence.after)
    }

    private func isBoundary(_ offset: Int, _ before: UInt16?, _ after: UInt16?) -> Bool {
        if offset == 0 || offset == text.utf16Count { return true }
        guard let a = before ?? (try? text.utf16CodeUnit(at: offset - 1)),
            let b = after ?? (try? text.utf16CodeUnit(at: offset))
        else { return false }
        if a < 0x300 && b < 0x300 { return !(a == 0x0D && b == 0x0A) }
        return (try? text.isGraphemeBoundary(offset)) ?? false
    }
}

/// The matches of a literal: occurrences taken greedily from the start of the range, each
/// after the end of the one before (so "aa" in "aaa" matches once), and, with a cluster check,
/// only those on cluster boundaries (a rejected occurrence lets the next one start inside it).
struct LiteralMatches {
    let scan: any OccurrenceScan
    let clusters: ClusterCheck?
    private var position: Int

    init(scan: any OccurrenceScan, from position: Int, clusters: ClusterCheck?) {
        self.scan = scan
        self.clusters = clusters
        self.position = position
    }

    mutating func next() throws(SearchError) -> Range<Int>? {
        while let occurrence = try scan.next(atOrAfter: position) {
            if let clusters, !clusters.holds(for: occurrence) {
                position = occurrence.range.lowerBound + 1
                continue
            }
            position = occurrence.range.upperBound
            return occurrence.range
        }
        return nil
    }
}

/// The chunks of a rope that intersect a range, clipped to it.
struct ClippedChunks {
    private var chunks: TextRope.Chunks.Iterator
    private let range: Range<Int>

    init(_ text: TextRope, _ range: Range<Int>) {
        chunks = ((try? text.chunks(fromUTF16: range.lowerBound)) ?? text.chunks).makeIterator()
        self.range = range
    }

    /// The next chunk, its first unit at `start` (a rope offset), `count` units long (never 0);
    /// `chunk` keeps them alive.
    mutating func next() -> (chunk: TextRope.Chunk, units: UnsafePointer<UInt16>, start: Int, count: Int)? {
        while let chunk = chunks.next() {
            let low = Swift.max(chunk.utf16Offset, range.lowerBound)
            let high = Swift.min(chunk.utf16Offset + chunk.utf16Count, range.upperBound)
            if low >= range.upperBound { return nil }
            guard high > low, let base = chunk.utf16CodeUnits.baseAddress else { continue }
            return (chunk, base + (low - chunk.utf16Offset), low, high - low)
        }
        return nil
    }
}
