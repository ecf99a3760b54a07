import TextControls

/// The smallest single replacement that turns one text into another: `oldRange` of the old text
/// (UTF-16) is replaced by `newRange` of the new text; everything before and after is common.
///
/// Found on ropes by comparing chunk by chunk from the start, then over the rest towards the end,
/// never flattening either text. Chunks both ropes share (a rope edited from another keeps every
/// chunk the edit did not touch) are skipped without reading their units, so finding a small change
/// in a large document reads only the chunks near it.
struct TextDifference: Equatable {
    /// The replaced UTF-16 range of the old text.
    var oldRange: Range<Int>
    /// The replacement's UTF-16 range in the new text.
    var newRange: Range<Int>

    /// What a comparison cost: units compared one by one, and chunks skipped because both ropes
    /// share them.
    struct Statistics: Equatable {
        var comparedUnits = 0
        var sharedChunks = 0
    }

    /// The difference from `old` to `new`, or nil when they hold the same units. O(c + d): c the
    /// number of chunks, d the units in chunks the ropes do not share.
    init?(from old: TextRope, to new: TextRope, statistics: inout Statistics) {
        let prefix = Self.commonPrefix(old, new, &statistics)
        if prefix == old.utf16Count && prefix == new.utf16Count { return nil }
        // The suffix search starts inside both texts (at most at their ends), so it cannot fail.
        guard let suffix = try? Self.commonSuffix(old, new, after: prefix, &statistics) else { return nil }
        oldRange = prefix..<(old.utf16Count - suffix)
        newRange = prefix..<(new.utf16Count - suffix)
    }

    init(oldRange: Range<Int>, newRange: Range<Int>) {
        self.oldRange = oldRange
        self.newRange = newRange
    }

    /// The change in length.
    var utf16Delta: Int { newRange.count - oldRange.count }

    /// `offset` in the old text moved to the new one: before the change it stays, after it shifts,
    /// inside it keeps its place but no further than the replacement's end.
    func map(_ offset: Int) -> Int {
        if offset < oldRange.lowerBound { return offset }
        if offset >= oldRange.upperBound { return offset + utf16Delta }
        return Swift.min(offset, newRange.upperBound)
    }

    private static func commonPrefix(_ old: TextRope, _ new: TextRope, _ statistics: inout Statistics) -> Int {
        var a = ChunkCursor(old.chunks, from: 0, count: old.utf16Count)
        var b = ChunkCursor(new.chunks, from: 0, count: new.utf16Count)
        var length = 0
        while let x = a.remaining, let y = b.remaining {
            if a.isShared(with: b) {
                statistics.sharedChunks += 1
                length += x.count
                a.advance(by: x.count)
                b.advance(by: x.count)
                continue
            }
            let n = Swift.min(x.count, y.count)
            var i = 0
            while i < n && x[x.startIndex + i] == y[y.startIndex + i] { i += 1 }
            statistics.comparedUnits += Swift.min(i + 1, n)
            length += i
            guard i == n else { break }
            a.advance(by: n)
            b.advance(by: n)
        }
        return length
    }

    // Walks both texts forward from where their common suffix can start at the earliest (past the
    // prefix in both), aligned on their ends, and keeps the end of the last unit that differs.
    private static func commonSuffix(
        _ old: TextRope, _ new: TextRope, after prefix: Int, _ statistics: inout Statistics
    ) throws(TextRangeError) -> Int {
        let delta = old.utf16Count - new.utf16Count
        let start = prefix + Swift.max(0, delta)
        var a = ChunkCursor(try old.chunks(fromUTF16: start), from: start, count: old.utf16Count)
        var b = ChunkCursor(try new.chunks(fromUTF16: start - delta), from: start - delta, count: new.utf16Count)
        var differenceEnd = start
        while let x = a.remaining, let y = b.remaining {
            if a.isShared(with: b) {
                statistics.sharedChunks += 1
                a.advance(by: x.count)
                b.advance(by: x.count)
                continue
            }
            let n = Swift.min(x.count, y.count)
            let position = a.position
            for i in 0..<n where x[x.startIndex + i] != y[y.startIndex + i] {
                differenceEnd = position + i + 1
            }
            statistics.comparedUnits += n
            a.advance(by: n)
            b.advance(by: n)
        }
        return old.utf16Count - differenceEnd
    }
}

/// A forward position in a rope's chunks.
private struct ChunkCursor {
    private var iterator: TextRope.Chunks.Iterator
    private var chunk: TextRope.Chunk?
    private var index = 0

    /// At `offset` of a text of `count` units, given its chunks from the one containing `offset`.
    init(_ chunks: TextRope.Chunks, from offset: Int, count: Int) {
        iterator = chunks.makeIterator()
        chunk = offset < count ? iterator.next() : nil
        if let chunk { index = offset - chunk.utf16Offset }
        skipExhausted()
    }

    /// The units from the position to the end of the current chunk; nil at the end of the text.
    var remaining: Slice<UnsafeBufferPointer<UInt16>>? {
        chunk.map { $0.utf16CodeUnits[index...] }
    }

    /// The UTF-16 offset of the position.
    var position: Int { (chunk?.utf16Offset ?? 0) + index }

    /// Whether both cursors stand at the start of the same stored chunk, whose units are then
    /// equal without being read.
    func isShared(with other: ChunkCursor) -> Bool {
        guard index == 0, other.index == 0, let mine = chunk?.utf16CodeUnits, let theirs = other.chunk?.utf16CodeUnits
        else { return false }
        return mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
    }

    mutating func advance(by count: Int) {
        index += count
        skipExhausted()
    }

    private mutating func skipExhausted() {
        while let current = chunk, index >= current.utf16Count {
            index -= current.utf16Count
            chunk = iterator.next()
        }
    }
}
