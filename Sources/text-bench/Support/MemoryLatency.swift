import Foundation
import SeededRandom

/// How long a load waits for memory when it goes to a random place and needs the load before it:
/// a pointer chase through one random cycle over every 64-byte line of a buffer, in 2 MiB pages
/// where the system allows (as `LeafBlocks` asks for). Over a buffer far larger than the caches,
/// this is the floor under any operation at a random offset of a text that large: it has to
/// wait at least once for memory, to read the units there.
enum MemoryLatency {
    private static let line = 64
    private static let hugePage = 2 << 20

    /// Nanoseconds per dependent load over a buffer of `bytes`, or nil if it cannot be allocated.
    static func nanosecondsPerLoad(bytes: Int, loads: Int = 2_000_000, seed: UInt64) -> Double? {
        let lines = max(bytes / line, 2)
        var allocated: UnsafeMutableRawPointer?
        guard posix_memalign(&allocated, hugePage, lines * line) == 0, let base = allocated else { return nil }
        defer { free(base) }
        _ = madvise(base, lines * line, MADV_HUGEPAGE)
        linkRandomCycle(base, lines: lines, seed: seed)

        var cursor = UnsafeRawPointer(base)
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<loads {
            cursor = cursor.load(as: UnsafeRawPointer.self)
        }
        let elapsed = clock.now - start
        // The chase ends on a line of the buffer; checking it keeps the loop from being dropped.
        guard cursor >= UnsafeRawPointer(base), cursor < UnsafeRawPointer(base + lines * line) else { return nil }
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) + Double(attoseconds) * 1e-18) * 1e9 / Double(loads)
    }

    // Writes into each line the address of the line after it in a random order of all of them,
    // the last pointing back to the first: one cycle, so no line is visited twice before every
    // line was.
    private static func linkRandomCycle(_ base: UnsafeMutableRawPointer, lines: Int, seed: UInt64) {
        var order = Array(0..<lines)
        var random = SplitMix64(seed: seed)
        order.shuffle(using: &random)
        for (i, lineIndex) in order.enumerated() {
            let next = order[(i + 1) % lines]
            (base + lineIndex * line).storeBytes(of: UnsafeRawPointer(base + next * line), as: UnsafeRawPointer.self)
        }
    }
}
