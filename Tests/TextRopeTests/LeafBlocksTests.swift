import Dispatch
import Foundation
import SeededRandom
import XCTest

@testable import TextRope

/// Loaded leaves live in slabs of `LeafBlocks`: these tests check that every block handed out
/// comes back, that slabs emptied go back to the system, and that ropes built, edited, copied
/// and dropped on many threads at once keep their contents.
final class LeafBlocksTests: XCTestCase {
    // The pool is off, by design, under AddressSanitizer (`make test-asan`) and elsewhere than on
    // Linux: these tests are skipped there, and fail if the pool is off anywhere else.
    private var usage: (slabs: Int, liveBlocks: Int) {
        get throws {
            #if os(Linux)
            if LeafBlocks.usage == nil && dlsym(nil, "__asan_init") != nil {
                throw XCTSkip("the slab pool is off under AddressSanitizer")
            }
            return try XCTUnwrap(LeafBlocks.usage, "the slab pool is off on Linux without AddressSanitizer")
            #else
            throw XCTSkip("the slab pool is used on Linux only")
            #endif
        }
    }

    func testALoadedText_takesOneBlockPerLeaf_andGivesThemBackWhenDropped() throws {
        let before = try usage
        var slabsWhileHeld = 0
        do {
            // Debug leaves hold 8 units in 16-byte blocks, 1,021 to a 16 KiB slab: 20,000 leaves
            // fill about 20 slabs, beyond whatever room earlier tests left.
            let text = String(repeating: "abcdefgh", count: 20_000)
            let rope = TextRope(text)
            rope.checkInvariants()
            LeafBlocks.checkInvariants()
            let held = try usage
            XCTAssertEqual(held.liveBlocks - before.liveBlocks, 20_000)
            XCTAssertGreaterThan(held.slabs, before.slabs)
            slabsWhileHeld = held.slabs
            XCTAssertEqual(String(rope), text)
        }
        LeafBlocks.checkInvariants()
        let after = try usage
        XCTAssertEqual(after.liveBlocks, before.liveBlocks)
        XCTAssertLessThanOrEqual(after.slabs, before.slabs + 1)  // one emptied slab is kept
        XCTAssertLessThan(after.slabs, slabsWhileHeld)
    }

    func testEmptiedSlabs_goBack_butOneIsKeptForTheNextLeaf() throws {
        let before = try usage
        // Three slabs' worth of blocks (1,021 per 16 KiB debug slab), then all freed. Earlier
        // tests may have left room in their slabs, so at least one new slab is mapped.
        var blocks = (0..<3_063).map { _ in LeafBlocks.allocate(capacity: Limits.blockLeaf) }
        XCTAssertGreaterThan(try usage.slabs, before.slabs)
        for block in blocks { LeafBlocks.deallocate(block, capacity: Limits.blockLeaf) }
        LeafBlocks.checkInvariants()
        let emptied = try usage
        XCTAssertEqual(emptied.liveBlocks, before.liveBlocks)
        XCTAssertLessThanOrEqual(emptied.slabs, before.slabs + 1)
        // Fill the slabs until one more is mapped: all the others are full. A leaf made and
        // dropped over and over in that new slab keeps it mapped, rather than unmapping it each
        // time and mapping it again.
        blocks = []
        repeat {
            blocks.append(LeafBlocks.allocate(capacity: Limits.blockLeaf))
        } while try usage.slabs == emptied.slabs
        let mapped = try usage.slabs
        for _ in 0..<100 {
            LeafBlocks.deallocate(blocks.removeLast(), capacity: Limits.blockLeaf)
            XCTAssertEqual(try usage.slabs, mapped)
            blocks.append(LeafBlocks.allocate(capacity: Limits.blockLeaf))
            XCTAssertEqual(try usage.slabs, mapped)
        }
        for block in blocks { LeafBlocks.deallocate(block, capacity: Limits.blockLeaf) }
        LeafBlocks.checkInvariants()
        XCTAssertEqual(try usage.liveBlocks, before.liveBlocks)
    }

    func testEdits_reuseFreedBlocks_andKeepTheText() throws {
        let seed: UInt64 = 0x1EAF_B10C
        var rng = SplitMix64(seed: seed)
        let before = try usage
        do {
            var rope = TextRope(String(repeating: "0123456789", count: 2_000))
            var reference = try rope.utf16CodeUnits(in: 0..<rope.utf16Count)
            for step in 0..<5_000 {
                let lo = Int.random(in: 0...reference.count, using: &rng)
                let hi = Int.random(in: lo...min(reference.count, lo + 40), using: &rng)
                let new = Array(String(repeating: "x", count: Int.random(in: 0...40, using: &rng)).utf16)
                try rope.replace(utf16Range: lo..<hi, with: new)
                reference.replaceSubrange(lo..<hi, with: new)
                if step % 500 == 0 {
                    rope.checkInvariants()
                    LeafBlocks.checkInvariants()
                    XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference, "seed \(seed), step \(step)")
                }
            }
            XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference, "seed \(seed)")
        }
        XCTAssertEqual(try usage.liveBlocks, before.liveBlocks)
    }

    /// A loaded leaf that edits grow past its block moves to storage of its own (release builds
    /// let leaves grow to twice a block) and gives the block back; a copy of a leaf of block size
    /// takes a block.
    func testALeafGrownPastItsBlock_givesTheBlockBack() throws {
        let before = try usage
        let units = (0..<Limits.blockLeaf).map { UInt16(0x61 + $0 % 26) }
        let leaf = units.withUnsafeBufferPointer { Leaf($0, capacity: Limits.blockLeaf) }
        XCTAssertEqual(try usage.liveBlocks, before.liveBlocks + 1)
        let copy = leaf.copy()
        XCTAssertEqual(try usage.liveBlocks, before.liveBlocks + 2)
        leaf.moveGap(to: 3)
        leaf.reserve(Limits.blockLeaf + 1)
        XCTAssertEqual(leaf.capacity, Limits.blockLeaf + 1 > Limits.maxLeaf ? Limits.blockLeaf + 1 : Limits.maxLeaf)
        XCTAssertEqual(try usage.liveBlocks, before.liveBlocks + 1)
        XCTAssertEqual(Array(leaf.head) + Array(leaf.tail), units)
        XCTAssertEqual(Array(copy.head) + Array(copy.tail), units)
        LeafBlocks.checkInvariants()
    }

    func testRopesOnManyThreadsAtOnce_keepTheirTexts_andReturnEveryBlock() throws {
        let before = try usage
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var rng = SplitMix64(seed: 0x7EAD + UInt64(thread))
            for round in 0..<20 {
                let text = String(repeating: "thread \(thread) round \(round) ", count: 200)
                var rope = TextRope(text)
                let copy = rope
                let offset = Int.random(in: 0..<rope.utf16Count, using: &rng)
                try? rope.replace(utf16Range: offset..<min(rope.utf16Count, offset + 100), with: "")
                if String(copy) != text || rope.utf16Count != text.utf16.count - min(100, text.utf16.count - offset) {
                    failures.record()
                }
            }
        }
        XCTAssertEqual(failures.count, 0)
        LeafBlocks.checkInvariants()
        XCTAssertEqual(try usage.liveBlocks, before.liveBlocks)
    }
}

/// A counter that threads may bump concurrently.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func record() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
