import TextRope

/// Random reads of a snapshot's code units and code points that stay in the current chunk while
/// they can: O(1) inside a chunk, O(1) to move to a cached chunk, O(log n) otherwise.
struct CodeUnitReader {
    // Unowned: a reader lives inside one query, while the breaker holds the snapshot.
    unowned(unsafe) let snapshot: RopeSnapshot
    let count: Int
    let tables: UnsafePointer<UInt8>
    // The snapshot's chunk table and generation, read here so that a cache hit does not touch
    // the snapshot object (a call on it would retain it); both stay fixed while a query runs.
    private let cache: ChunkCache
    private let generation: Int
    private var units: UnsafePointer<UInt16>?
    private var start = 0
    private var end = 0

    @inline(__always)
    init(_ snapshot: RopeSnapshot) {
        self.snapshot = snapshot
        count = snapshot.count
        tables = UnsafePointer(snapshot.tables)
        cache = snapshot.cache
        generation = snapshot.generation
    }

    /// The unit at `offset`, which must be in `0..<count`.
    @inline(__always)
    mutating func unit(at offset: Int) throws(TextRangeError) -> UInt16 {
        if offset < start || offset >= end {
            var run: ChunkCache.Run
            if let cached = cache.run(containing: offset, generation: generation) {
                run = cached
            } else {
                run = try snapshot.uncachedRun(containing: offset)
            }
            units = run.units
            start = run.start
            end = run.end
        }
        // Set by the load above whenever the range check fails, as it does on the first read.
        return units.unsafelyUnwrapped[offset &- start]
    }

    /// Whether `offset` falls between the two halves of a surrogate pair.
    mutating func isInsidePair(_ offset: Int) throws(TextRangeError) -> Bool {
        guard offset > 0, offset < count, UTF16.isTrailSurrogate(try unit(at: offset)) else { return false }
        return UTF16.isLeadSurrogate(try unit(at: offset &- 1))
    }

    /// The code point starting at `offset` (in `0..<count`, not inside a pair) and its length in
    /// units. A lone surrogate is its own code point, as ICU reads it.
    mutating func codePoint(at offset: Int) throws(TextRangeError) -> (value: UInt32, length: Int) {
        let u = try unit(at: offset)
        if UTF16.isLeadSurrogate(u), offset &+ 1 < count {
            let trail = try unit(at: offset &+ 1)
            if UTF16.isTrailSurrogate(trail) {
                return (0x10000 &+ (UInt32(u & 0x3FF) << 10 | UInt32(trail & 0x3FF)), 2)
            }
        }
        return (UInt32(u), 1)
    }

    /// The code point ending at `offset` (in `1...count`, not inside a pair) and its length.
    mutating func codePoint(before offset: Int) throws(TextRangeError) -> (value: UInt32, length: Int) {
        let u = try unit(at: offset &- 1)
        if UTF16.isTrailSurrogate(u), offset >= 2 {
            let lead = try unit(at: offset &- 2)
            if UTF16.isLeadSurrogate(lead) {
                return (0x10000 &+ (UInt32(lead & 0x3FF) << 10 | UInt32(u & 0x3FF)), 2)
            }
        }
        return (UInt32(u), 1)
    }
}
