import CICU
import TextRope

/// The text a breaker answers for, as its readers and ICU iterators see it: a rope snapshot, a
/// generation that changes with every new snapshot, and a cache of where its chunks are.
///
/// Raw pointers into the rope's chunks (in the cache, and kept by ICU between calls) stay valid
/// because this object holds the rope: storage that is shared is never changed in place (an edit
/// of another copy copies what it touches), so the chunks live, unchanged, until `replace` is
/// called. Every cache entry and every ICU text is tagged with the generation it was made for.
final class RopeSnapshot {
    // Unchecked exclusivity: read on every query, written only by `replace`, never while a query
    // runs (a snapshot belongs to one breaker, used from one thread, and nothing re-enters it).
    @exclusivity(unchecked) private(set) var rope: TextRope
    /// `rope.utf16Count`, kept apart so that reading it does not retain the rope's storage.
    @exclusivity(unchecked) private(set) var count: Int
    @exclusivity(unchecked) private(set) var generation = 0
    @exclusivity(unchecked) private(set) var cache: ChunkCache
    /// The trait and pair tables, loaded once rather than through a lazy global on every read.
    let tables = CharacterTables.shared.entries

    init(_ rope: TextRope) {
        self.rope = rope
        count = rope.utf16Count
        cache = ChunkCache(capacityFor: rope.utf16Count)
    }

    deinit { cache.free() }

    /// Whether this snapshot holds `rope`'s storage.
    func holds(_ rope: TextRope) -> Bool { self.rope.isIdentical(to: rope) }

    /// Switches to another text. O(1), plus a resize of the cache when the length changed a lot.
    func replace(with rope: TextRope) {
        self.rope = rope
        count = rope.utf16Count
        generation &+= 1
        cache.resize(for: rope.utf16Count)
        if UInt32(truncatingIfNeeded: generation) == .max { cache.clear() }
    }

    /// Lets go of the text between queries without resizing the cache (the next text is likely
    /// the same size). Entries are invalidated by the generation. O(1).
    func release() {
        // Nothing to let go of since the last release (an edit with no query in between, as
        // typing usually is): an empty text has no storage worth sharing and no cache entries.
        if count == 0 { return }
        rope = TextRope()
        count = 0
        generation &+= 1
        if UInt32(truncatingIfNeeded: generation) == .max { cache.clear() }
    }

    /// The chunk holding the unit at `offset` (in `0..<count`): O(1) when cached,
    /// O(log n) otherwise.
    @inline(__always)
    func run(containing offset: Int) throws(TextRangeError) -> ChunkCache.Run {
        if let run = cache.run(containing: offset, generation: generation) { return run }
        return try uncachedRun(containing: offset)
    }

    /// `run(containing:)` on a cache miss: a descent of the rope, remembered in the cache.
    @inline(never)
    func uncachedRun(containing offset: Int) throws(TextRangeError) -> ChunkCache.Run {
        let chunk = try rope.chunk(containingUTF16: offset)
        guard let units = chunk.utf16CodeUnits.baseAddress else {
            throw .offsetOutOfBounds(offset: offset, unit: .utf16, limit: count)
        }
        let run = ChunkCache.Run(units: units, start: chunk.utf16Offset, end: chunk.utf16Offset + chunk.utf16Count)
        cache.insert(run, for: offset, generation: generation)
        return run
    }

    /// The `CICUChunkProvider` ICU reads through: `context` is an unretained `RopeSnapshot`. An
    /// offset the rope rejects (which ICU never asks for) yields an empty run, which C reports
    /// as the end of the text.
    static let provider: CICUChunkProvider = { context, offset, out in
        guard let context, let out else { return }
        let snapshot = Unmanaged<RopeSnapshot>.fromOpaque(context).takeUnretainedValue()
        guard let run = try? snapshot.run(containing: Int(offset)) else { return }
        out.pointee = CICUTextChunk(units: run.units, start: Int64(run.start), length: Int64(run.end - run.start))
    }
}
