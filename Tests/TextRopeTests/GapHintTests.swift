import SeededRandom
import TextTestSupport
import XCTest

@testable import TextRope

/// An inner node keeps, for each leaf child, where the leaf's gap starts, so that in a large text
/// an edit's descent can start loading the lines the gap's move will touch. The hint is written
/// with the child and after an edit that moved the cursor; these tests check it there, and that
/// writing it never disturbs the node it lies in (the invariants and the text, against
/// `ReferenceText`). Debug builds take texts of `Limits.outOfCache` units or more as large.
final class GapHintTests: XCTestCase {
    func testBuiltNodes_hintEachLeafsGap() {
        let rope = TextRope(String(repeating: "0123456789", count: 40))
        rope.checkInvariants()
        var leaves = 0
        Self.forEachLeafChild(of: rope.root) { parent, i, leaf in
            leaves += 1
            XCTAssertEqual(Int(parent.gaps[i]), leaf.gapStart, "leaf \(leaves)")
        }
        XCTAssertGreaterThan(leaves, 40, "a tree of many leaves")
    }

    /// Edits that jump between the two ends of a large text: each moves the cursor to another
    /// leaf, and leaves that leaf's gap in its parent's hint.
    func testAnEditAfterAJump_leavesTheLeafsGapInItsHint() throws {
        let seed: UInt64 = 0x6A9_0001
        print("GapHintTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        let text = String(repeating: "abcdefghij", count: 30)
        var rope = TextRope(text)
        var reference = ReferenceText(units: Array(text.utf16))
        XCTAssertGreaterThanOrEqual(rope.utf16Count, Limits.outOfCache)
        for step in 0..<400 {
            let count = reference.units.count
            let near = step % 2 == 0
            let location = near ? Int.random(in: 1..<(count / 4), using: &rng) : Int.random(in: (3 * count / 4)..<count, using: &rng)
            if Bool.random(using: &rng) {
                let unit = UInt16(UInt8(ascii: "A")) + UInt16.random(in: 0..<26, using: &rng)
                try rope.insert([unit], atUTF16: location)
                reference.units.insert(unit, at: location)
            } else {
                try rope.remove(utf16Range: location..<(location + 1))
                reference.units.remove(at: location)
            }
            rope.checkInvariants()
            let leaf = unsafeDowncast(rope.cursor.leafSlot.pointee, to: Leaf.self)
            let index = rope.cursor.index(atLevel: rope.cursor.depth - 1)
            XCTAssertEqual(
                Int(Inner.gap(ofChildAt: rope.cursor.leafSlot, index: index).pointee), leaf.gapStart, "step \(step)")
        }
        XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference.units)
    }

    private static func forEachLeafChild(of node: Node, _ body: (Inner, Int, Leaf) -> Void) {
        guard node.height > 0 else { return }
        let inner = unsafeDowncast(node, to: Inner.self)
        for i in 0..<inner.count {
            let child = inner.children[i]
            if child.height == 0 {
                body(inner, i, unsafeDowncast(child, to: Leaf.self))
            } else {
                XCTAssertEqual(inner.gaps[i], 0, "an inner child's hint")
                forEachLeafChild(of: child, body)
            }
        }
    }
}
