import CTextDocumentSupport
import TextRope

/// A case-sensitive needle and the two of its units a scan tests first: the rarest by a rough
/// rank of how common units are in text (spaces, then common lowercase letters, then other
/// letters and digits, then everything else), as far apart as ties allow.
struct ExactNeedle {
    let units: [UInt16]
    let probes: (Int, Int)

    init(_ units: [UInt16]) {
        self.units = units
        var best = (rank: -1, index: 0)
        var second = (rank: -1, index: 0)
        for (index, unit) in units.enumerated() {
            let rank = Self.rank(unit)
            if rank > best.rank {
                second = best
                best = (rank, index)
            } else if rank > second.rank || (rank == second.rank && index == units.count - 1) {
                second = (rank, index)
            }
        }
        if units.count < 2 || second.rank < 0 { second = best }
        probes = (Swift.min(best.index, second.index), Swift.max(best.index, second.index))
    }

    private static func rank(_ unit: UInt16) -> Int {
        switch unit {
        case 0x20: return 0
        case 0x61, 0x65, 0x69, 0x6E, 0x6F, 0x72, 0x73, 0x74: return 1  // a e i n o r s t
        case 0x61...0x7A: return 2
        case 0x21...0x7E: return 3
        default: return 4
        }
    }
}

/// The occurrences of a case-sensitive needle, chunk by chunk: inside each chunk with the
/// vectorised probe scan, and across each chunk boundary in a seam of the last m − 1 units before
/// the chunk and its first m − 1 (so that an occurrence spanning several short chunks is found
/// once, when its start is in the seam).
final class ExactScan: OccurrenceScan {
    private let needle: ExactNeedle
    private let deadline: SearchDeadline
    private var chunks: ClippedChunks
    private var current: TextRope.Chunk?
    private var base: UnsafePointer<UInt16>?
    private var start = 0
    private var count = 0
    // The next start to test in the chunk (rope offset).
    private var position = 0
    // The m − 1 units before the chunk (`tailCount` of them at its start), then the seam.
    private let tail: UnsafeMutableBufferPointer<UInt16>
    private var tailCount = 0
    private let seam: UnsafeMutableBufferPointer<UInt16>
    private var seamCount = 0
    private var seamIndex = 0
    private var chunksSeen = 0

    init(_ needle: ExactNeedle, in text: TextRope, range: Range<Int>, deadline: SearchDeadline) {
        self.needle = needle
        self.deadline = deadline
        chunks = ClippedChunks(text, range)
        tail = .allocate(capacity: Swift.max(needle.units.count - 1, 1))
        seam = .allocate(capacity: Swift.max(2 * (needle.units.count - 1), 1))
    }

    deinit {
        tail.deallocate()
        seam.deallocate()
    }

    func next(atOrAfter minimum: Int) throws(SearchError) -> Occurrence? {
        let m = needle.units.count
        while true {
            if seamIndex < tailCount {
                let seamStart = start - tailCount
                let from = Swift.max(seamIndex, minimum - seamStart)
                if from < tailCount, let i = find(in: UnsafePointer(seam.baseAddress!), seamCount, from: from), i < tailCount {
                    seamIndex = i + 1
                    return Occurrence(
                        range: (seamStart + i)..<(seamStart + i + m), first: needle.units[0], last: needle.units[m - 1],
                        before: i > 0 ? seam[i - 1] : nil, after: i + m < seamCount ? seam[i + m] : nil)
                }
                seamIndex = tailCount
            }
            if let base {
                let from = Swift.max(position, minimum) - start
                if from < count, let i = find(in: base, count, from: from) {
                    position = start + i + 1
                    let before: UInt16? = i > 0 ? base[i - 1] : (tailCount > 0 ? tail[tailCount - 1] : nil)
                    return Occurrence(
                        range: (start + i)..<(start + i + m), first: needle.units[0], last: needle.units[m - 1],
                        before: before, after: i + m < count ? base[i + m] : nil)
                }
            }
            guard try advance() else { return nil }
        }
    }

    private func find(in units: UnsafePointer<UInt16>, _ n: Int, from: Int) -> Int? {
        needle.units.withUnsafeBufferPointer { needleUnits -> Int? in
            let i = textdoc_find_units(units, n, needleUnits.baseAddress!, needleUnits.count, needle.probes.0, needle.probes.1, from)
            return i >= 0 ? i : nil
        }
    }

    // Moves to the next chunk, keeping the units before it in `tail` and building the seam.
    private func advance() throws(SearchError) -> Bool {
        let keep = needle.units.count - 1
        if let base, keep > 0 {
            if count >= keep {
                tail.baseAddress!.update(from: base + count - keep, count: keep)
            } else {
                let kept = Swift.min(tailCount, keep - count)
                tail.baseAddress!.update(from: tail.baseAddress! + tailCount - kept, count: kept)
                (tail.baseAddress! + kept).update(from: base, count: count)
            }
            tailCount = Swift.min(keep, tailCount + count)
        }
        guard let next = chunks.next() else {
            base = nil
            return false
        }
        chunksSeen &+= 1
        if chunksSeen & 15 == 0 { try deadline.check() }
        current = next.chunk
        base = next.units
        start = next.start
        count = next.count
        position = start
        seamIndex = 0
        if tailCount > 0 {
            let head = Swift.min(keep, count)
            seam.baseAddress!.update(from: tail.baseAddress!, count: tailCount)
            (seam.baseAddress! + tailCount).update(from: next.units, count: head)
            seamCount = tailCount + head
        } else {
            seamCount = 0
        }
        return true
    }
}
