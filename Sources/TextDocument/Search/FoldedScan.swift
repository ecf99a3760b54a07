import CICU
import CTextDocumentSupport
import TextRope

/// A needle for case-insensitive search: its full case folding, and the first UTF-16 units of
/// every code point whose folding starts like it (the only places a match can start).
struct FoldedNeedle {
    /// The folded needle, in code points.
    let folded: [UInt32]
    /// Distinct first units of the starting code points.
    let starters: [UInt16]
    /// The longest a match can be in the text, in UTF-16 units: each of its code points folds to
    /// at least one of the needle's, and takes at most two units.
    var maximumLength: Int { 2 * folded.count }

    init(_ pattern: String) {
        var folded: [UInt32] = []
        for scalar in pattern.unicodeScalars { Self.fold(scalar.value) { folded.append($0) } }
        self.folded = folded
        guard let first = folded.first else {
            starters = []
            return
        }
        var codePoints = [UInt32](repeating: 0, count: 64)
        let count = Int(cicu_fold_starters(first, &codePoints, Int32(codePoints.count)))
        if count > codePoints.count {
            codePoints = [UInt32](repeating: 0, count: count)
            _ = cicu_fold_starters(first, &codePoints, Int32(count))
        }
        var units: [UInt16] = []
        for codePoint in codePoints.prefix(count) {
            let unit = codePoint < 0x10000 ? UInt16(codePoint) : UInt16(0xD800 + ((codePoint - 0x10000) >> 10))
            if !units.contains(unit) { units.append(unit) }
        }
        starters = units
    }

    /// Calls `body` with each code point of the full case folding of `codePoint`.
    @inline(__always)
    static func fold(_ codePoint: UInt32, _ body: (UInt32) -> Void) {
        if codePoint < 0x80 {
            body(codePoint >= 0x41 && codePoint <= 0x5A ? codePoint + 0x20 : codePoint)
            return
        }
        var folded: (UInt32, UInt32, UInt32) = (0, 0, 0)
        let count = withUnsafeMutablePointer(to: &folded) {
            $0.withMemoryRebound(to: UInt32.self, capacity: 3) { cicu_fold_code_point(codePoint, $0) }
        }
        body(folded.0)
        if count > 1 { body(folded.1) }
        if count > 2 { body(folded.2) }
    }
}

/// The occurrences of a case-insensitive needle: each chunk is scanned for the units a match can
/// start with (vectorised for up to eight of them), and each candidate compared by folding the
/// text one code point at a time, across chunk boundaries where it must.
final class FoldedScan: OccurrenceScan {
    private let needle: FoldedNeedle
    private let text: TextRope
    private let range: Range<Int>
    private let deadline: SearchDeadline
    private var chunks: ClippedChunks
    private var current: TextRope.Chunk?
    private var base: UnsafePointer<UInt16>?
    private var start = 0
    private var count = 0
    private var position = 0
    private var chunksSeen = 0
    // More starting units than the vector scan takes: a bit per unit value.
    private let starterBits: [UInt64]?

    init(_ needle: FoldedNeedle, in text: TextRope, range: Range<Int>, deadline: SearchDeadline) {
        self.needle = needle
        self.text = text
        self.range = range
        self.deadline = deadline
        chunks = ClippedChunks(text, range)
        if needle.starters.count > 8 {
            var bits = [UInt64](repeating: 0, count: 1024)
            for unit in needle.starters { bits[Int(unit >> 6)] |= 1 << UInt64(unit & 63) }
            starterBits = bits
        } else {
            starterBits = nil
        }
    }

    func next(atOrAfter minimum: Int) throws(SearchError) -> Occurrence? {
        guard !needle.starters.isEmpty else { return nil }
        while true {
            if let base {
                var from = Swift.max(position, minimum) - start
                while from < count, let i = candidate(in: base, from: from) {
                    if let end = matchEnd(at: start + i) {
                        position = start + i + 1
                        return Occurrence(
                            range: (start + i)..<end, first: base[i], last: unit(at: end - 1) ?? 0,
                            before: i > 0 ? base[i - 1] : nil, after: end < start + count ? unit(at: end) : nil)
                    }
                    from = i + 1
                }
            }
            guard try advance() else { return nil }
        }
    }

    private func candidate(in units: UnsafePointer<UInt16>, from: Int) -> Int? {
        if let starterBits {
            for i in from..<count where starterBits[Int(units[i] >> 6)] & (1 << UInt64(units[i] & 63)) != 0 { return i }
            return nil
        }
        let i = needle.starters.withUnsafeBufferPointer {
            textdoc_find_any_unit(units, count, $0.baseAddress!, Int32($0.count), from)
        }
        return i >= 0 ? i : nil
    }

    // The unit at a rope offset in the range: from the chunk at hand, or read from the rope.
    @inline(__always)
    private func unit(at offset: Int) -> UInt16? {
        if let base, offset >= start, offset < start + count { return base[offset - start] }
        guard offset >= range.lowerBound, offset < range.upperBound else { return nil }
        return try? text.utf16CodeUnit(at: offset)
    }

    // Where a match starting at `offset` ends: the text folded code point by code point equals
    // the folded needle, and the last code point's folding is used up.
    private func matchEnd(at offset: Int) -> Int? {
        let folded = needle.folded
        var k = 0
        var i = offset
        while k < folded.count {
            guard let u = unit(at: i) else { return nil }
            var codePoint = UInt32(u)
            var width = 1
            if UTF16.isLeadSurrogate(u), let t = unit(at: i + 1), UTF16.isTrailSurrogate(t) {
                codePoint = 0x10000 + (UInt32(u - 0xD800) << 10) + UInt32(t - 0xDC00)
                width = 2
            }
            var matches = true
            FoldedNeedle.fold(codePoint) { piece in
                if k < folded.count && folded[k] == piece { k += 1 } else { matches = false }
            }
            guard matches else { return nil }
            i += width
        }
        return i
    }

    private func advance() throws(SearchError) -> Bool {
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
        return true
    }
}
