#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the chunks of a rope snapshot are, for the offsets looked up so far: a direct-mapped
/// table from buckets of UTF-16 offsets to up to two chunks that overlap the bucket.
///
/// A bucket is filled on demand, one chunk per miss, so a new snapshot costs nothing up front,
/// a lookup costs O(1) once its chunk was seen, and a miss costs one O(log n) descent of the
/// rope. In release builds a bucket spans 1024 units and chunks hold 512 to 2048, so a bucket
/// overlaps at most three chunks and usually one or two. Entries are tagged with the snapshot
/// generation, so switching texts invalidates them without touching them. The table grows with
/// the text up to 2^17 entries of 32 bytes (4 MiB, in huge pages where the system allows,
/// covering 128 Mi units before two buckets share an entry).
struct ChunkCache {
    /// A chunk: `units[0]` is at `start`, and it ends before `end`.
    struct Run {
        let units: UnsafePointer<UInt16>
        let start: Int
        let end: Int
    }

    // Two chunks per entry, as pointers and offsets relative to the bucket's start, laid out
    // flat so that an entry takes exactly 32 bytes.
    private struct Entry {
        var firstUnits: UnsafePointer<UInt16>? = nil
        var secondUnits: UnsafePointer<UInt16>? = nil
        var bucket: UInt32 = .max
        var generation: UInt32 = .max
        var firstStart: Int16 = 0
        var firstEnd: Int16 = 0
        var secondStart: Int16 = 0
        var secondEnd: Int16 = 0
    }

    #if TEXTENGINE_CHECKS
    // Debug leaves hold at most 8 units: small buckets, so tests see both hits and buckets
    // with more chunks than slots.
    private static let bucketShift = 3
    #else
    private static let bucketShift = 10
    #endif
    private static let minimumEntries = 16
    private static let maximumEntries = 1 << 17
    private static let hugePage = 2 << 20

    private var entries: UnsafeMutablePointer<Entry>
    private var mask: Int

    init(capacityFor length: Int) {
        let capacity = Self.capacity(for: length)
        entries = Self.allocate(capacity)
        mask = capacity - 1
    }

    /// Re-sizes the table to a new text length when it is far from fitting: grown when too
    /// small, shrunk when 8 times too big. Contents are dropped.
    mutating func resize(for length: Int) {
        let wanted = Self.capacity(for: length)
        let current = mask + 1
        guard wanted > current || wanted * 8 < current else { return }
        free()
        entries = Self.allocate(wanted)
        mask = wanted - 1
    }

    /// Forgets every entry (when 32-bit generation tags wrap around).
    func clear() {
        entries.update(repeating: Entry(), count: mask + 1)
    }

    /// Deallocates the table; the owner calls it once, when it goes away.
    func free() {
        entries.deinitialize(count: mask + 1)
        Glibc.free(entries)
    }

    @inline(__always)
    func run(containing offset: Int, generation: Int) -> Run? {
        let bucket = offset &>> Self.bucketShift
        let entry = entries + (bucket & mask)
        guard entry.pointee.bucket == UInt32(truncatingIfNeeded: bucket),
            entry.pointee.generation == UInt32(truncatingIfNeeded: generation),
            bucket <= UInt32.max
        else { return nil }
        let bucketStart = bucket &<< Self.bucketShift
        let relative = Int16(truncatingIfNeeded: offset &- bucketStart)
        let e = entry.pointee
        if let units = e.firstUnits, relative >= e.firstStart, relative < e.firstEnd {
            return Run(units: units, start: bucketStart &+ Int(e.firstStart), end: bucketStart &+ Int(e.firstEnd))
        }
        if let units = e.secondUnits, relative >= e.secondStart, relative < e.secondEnd {
            return Run(units: units, start: bucketStart &+ Int(e.secondStart), end: bucketStart &+ Int(e.secondEnd))
        }
        return nil
    }

    /// Records `run`, which holds `offset`, in the entry of `offset`'s bucket, as its most
    /// recent chunk.
    func insert(_ run: Run, for offset: Int, generation: Int) {
        let bucket = offset &>> Self.bucketShift
        let bucketStart = bucket &<< Self.bucketShift
        guard let tag = UInt32(exactly: bucket), let start = Int16(exactly: run.start - bucketStart),
            let end = Int16(exactly: run.end - bucketStart)
        else { return }
        let entry = entries + (bucket & mask)
        let stamp = UInt32(truncatingIfNeeded: generation)
        if entry.pointee.bucket != tag || entry.pointee.generation != stamp {
            entry.pointee = Entry(bucket: tag, generation: stamp)
        }
        entry.pointee.secondUnits = entry.pointee.firstUnits
        entry.pointee.secondStart = entry.pointee.firstStart
        entry.pointee.secondEnd = entry.pointee.firstEnd
        entry.pointee.firstUnits = run.units
        entry.pointee.firstStart = start
        entry.pointee.firstEnd = end
    }

    /// Calls `body` with every chunk recorded for `generation` and the start of its bucket.
    func forEachRun(generation: Int, _ body: (Run, _ bucketStart: Int) -> Void) {
        for index in 0...mask {
            let e = entries[index]
            guard e.generation == UInt32(truncatingIfNeeded: generation), e.bucket != .max else { continue }
            let bucketStart = Int(e.bucket) << Self.bucketShift
            if let units = e.firstUnits {
                body(Run(units: units, start: bucketStart + Int(e.firstStart), end: bucketStart + Int(e.firstEnd)), bucketStart)
            }
            if let units = e.secondUnits {
                body(Run(units: units, start: bucketStart + Int(e.secondStart), end: bucketStart + Int(e.secondEnd)), bucketStart)
            }
        }
    }

    /// How many units a bucket spans.
    static var bucketSize: Int { 1 << bucketShift }

    private static func capacity(for length: Int) -> Int {
        let buckets = (length >> bucketShift) + 1
        var capacity = minimumEntries
        while capacity < buckets && capacity < maximumEntries { capacity <<= 1 }
        return capacity
    }

    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<Entry> {
        let bytes = capacity * MemoryLayout<Entry>.stride
        let alignment = bytes >= hugePage ? hugePage : 64
        var raw: UnsafeMutableRawPointer?
        guard posix_memalign(&raw, alignment, bytes) == 0, let raw else {
            preconditionFailure("out of memory for a \(bytes)-byte chunk cache")
        }
        if bytes >= hugePage {
            // Random lookups in a large table would otherwise miss the TLB on most queries.
            _ = madvise(raw, bytes, MADV_HUGEPAGE)
        }
        let entries = raw.bindMemory(to: Entry.self, capacity: capacity)
        entries.initialize(repeating: Entry(), count: capacity)
        return entries
    }
}
