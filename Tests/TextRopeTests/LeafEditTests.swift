import SeededRandom
import XCTest

@testable import TextRope

/// The in-leaf edits (the one-unit short ways `Leaf.insertUnit(_:at:)` and `Leaf.removeUnit(at:)`,
/// and `Leaf.edit`) against recounting the whole leaf, wherever the gap was before the edit.
final class LeafEditTests: XCTestCase {
    func testInsertUnit_anywhereWithTheGapAnywhere_matchesRecounting() {
        for units in ShortLeaves.all {
            for gap in 0...units.count {
                for offset in 0...units.count {
                    for unit in ShortLeaves.alphabet {
                        let leaf = Self.leaf(units, gap: gap)
                        let context = "insert \(unit) at \(offset) into \(units), gap at \(gap)"
                        XCTAssertTrue(leaf.canInsertUnit(at: offset), context)
                        let edit = leaf.insertUnit(unit, at: offset)
                        var expected = units
                        expected.insert(unit, at: offset)
                        assertEdit(edit, of: leaf, from: units, to: expected, context)
                        XCTAssertEqual(edit.edgesChanged, expected.first != units.first || expected.last != units.last, context)
                        XCTAssertEqual(leaf.gapStart, offset + 1, "the next keystroke finds the gap: \(context)")
                    }
                }
            }
        }
    }

    func testRemoveUnit_anywhereWithTheGapAnywhere_matchesRecounting() {
        for units in ShortLeaves.all where !units.isEmpty {
            for gap in 0...units.count {
                for offset in 0..<units.count {
                    let leaf = Self.leaf(units, gap: gap)
                    let context = "remove at \(offset) from \(units), gap at \(gap)"
                    XCTAssertTrue(leaf.canRemoveUnit(at: offset, minCount: 0), context)
                    let edit = leaf.removeUnit(at: offset)
                    var expected = units
                    expected.remove(at: offset)
                    assertEdit(edit, of: leaf, from: units, to: expected, context)
                    // Documented as conservative: whenever the first or the last unit goes.
                    XCTAssertEqual(edit.edgesChanged, offset == 0 || offset == units.count - 1, context)
                    XCTAssertEqual(leaf.gapStart, offset, "backspacing on finds the gap: \(context)")
                }
            }
        }
    }

    /// `Leaf.edit` with runs of up to eight units on both sides (recounted inside one block of
    /// the storage: the block from the edit's start, or the storage's last block when the edit
    /// starts within its last eight units) and with longer ones (recounted as runs), in leaves with
    /// room to spare or none (and in leaves too small for a block, which recount as runs), wherever
    /// the gap was.
    func testEdit_shortAndLongRunsAnywhere_matchRecounting() {
        var rng = SplitMix64(seed: 0x1EAF)
        print("LeafEditTests edit seed: 0x1EAF")
        // Every other six rounds mostly plain ASCII, so that short edits take their plain-run path, with the
        // units next to it that make a recount necessary (LF, VT, FF, CR, DEL, U+0080, a pair).
        let plainHeavy: [UInt16] = [0x61, 0x62, 0x20, 0x09, 0x0E, 0x7E, 0x61, 0x62, 0x20, 0x7F, 0x0A, 0x0B, 0x0C, 0x0D, 0x80, 0xD83D, 0xDE00]
        for round in 0..<40_000 {
            let alphabet = round / 6 % 2 == 0 ? ShortLeaves.alphabet : plainHeavy
            let capacity = [4, 7, 8, 9, 12, 24][round % 6]
            let units = (0..<Int.random(in: 0...capacity, using: &rng)).map { _ in
                alphabet.randomElement(using: &rng) ?? 0
            }
            let leaf = units.withUnsafeBufferPointer { Leaf($0, capacity: capacity) }
            leaf.moveGap(to: Int.random(in: 0...units.count, using: &rng))
            let lo = Int.random(in: 0...units.count, using: &rng)
            let hi = lo + Int.random(in: 0...Swift.min(10, units.count - lo), using: &rng)
            let new = (0..<Int.random(in: 0...10, using: &rng)).map { _ in alphabet.randomElement(using: &rng) ?? 0 }
            var expected = units
            expected.replaceSubrange(lo..<hi, with: new)
            let context = "round \(round): \(lo)..<\(hi) of \(units) (capacity \(capacity)) by \(new)"
            let edit = new.withUnsafeBufferPointer { leaf.edit(lo, hi, $0, newCount: expected.count) }
            assertEdit(edit, of: leaf, from: units, to: expected, context)
            XCTAssertEqual(
                edit.edgesChanged, expected.isEmpty || expected.first != units.first || expected.last != units.last,
                context)
            XCTAssertEqual(leaf.gapStart, lo + new.count, "the gap follows the new units: \(context)")
        }
    }

    func testShortWays_refuseWhatTheyCannotTake() {
        let full = [UInt16]("abcd".utf16).withUnsafeBufferPointer { Leaf($0, capacity: 4) }
        XCTAssertFalse(full.canInsertUnit(at: 2), "no room in the gap")
        let roomy = Self.leaf(Array("abc".utf16), gap: 1)
        XCTAssertFalse(roomy.canInsertUnit(at: 4), "past the end")
        XCTAssertFalse(roomy.canRemoveUnit(at: 3, minCount: 0), "no unit there")
        XCTAssertFalse(roomy.canRemoveUnit(at: 0, minCount: 3), "would leave fewer than minCount")
        XCTAssertTrue(roomy.canRemoveUnit(at: 0, minCount: 2))
    }

    private static func leaf(_ units: [UInt16], gap: Int) -> Leaf {
        let leaf = units.withUnsafeBufferPointer { Leaf($0, capacity: 4) }
        leaf.moveGap(to: gap)
        return leaf
    }

    private func assertEdit(
        _ edit: LeafEdit, of leaf: Leaf, from old: [UInt16], to expected: [UInt16], _ context: String,
        line: UInt = #line
    ) {
        XCTAssertEqual(Array(leaf.head) + Array(leaf.tail), expected, context, line: line)
        XCTAssertEqual(leaf.count, expected.count, context, line: line)
        XCTAssertEqual(edit.utf16, expected.count - old.count, context, line: line)
        let counted = { (units: [UInt16]) in units.withUnsafeBufferPointer { Summary.of($0).counts } }
        XCTAssertEqual(edit.counts, counted(expected) - counted(old), context, line: line)
    }
}
