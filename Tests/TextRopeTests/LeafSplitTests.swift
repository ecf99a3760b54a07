import XCTest

@testable import TextRope
import SeededRandom

/// An edit that overflows a leaf splits it inside its parent when the parent has room (the nodes
/// above stay the same objects), and rebuilds the path through the splice otherwise. Debug builds'
/// limits: leaves of 2...8 units, inner nodes of 2...4 children.
final class LeafSplitTests: XCTestCase {
    func testOverflowingInsert_splitsTheLeafInsideItsParent() throws {
        var rope = TextRope("abcdefgh" + "ijklmnop" + "qrst")
        // Held weakly, so that the rope still owns its nodes uniquely; a rebuilt node is freed.
        weak let root = rope.root as? Inner
        weak let split = root?.children[0]
        weak let untouched = root?.children[2]
        XCTAssertEqual(root?.count, 3)
        try rope.insert("\r\n\u{1F600}", atUTF16: 5)
        rope.checkInvariants()
        XCTAssertEqual(String(rope), "abcde\r\n\u{1F600}fghijklmnopqrst")
        XCTAssertTrue(root != nil && rope.root === root, "the root was rebuilt")
        XCTAssertEqual(root?.count, 4)
        XCTAssertEqual((0..<4).map { root?.summaries[$0].utf16 }, [6, 6, 8, 4])
        XCTAssertTrue(split != nil && root?.children[0] === split, "the split leaf did not keep its first part")
        XCTAssertTrue(untouched != nil && root?.children[3] === untouched, "a leaf beside the split was rewritten")
        XCTAssertEqual(rope.unicodeScalarCount, 23)
        XCTAssertEqual(rope.utf8Count, 26)
        XCTAssertEqual(rope.lineCount, 2)

        // The parent is full now: the next overflow goes through the splice, which adds a level.
        try rope.insert("123456", atUTF16: 20)
        rope.checkInvariants()
        XCTAssertEqual(String(rope), "abcde\r\n\u{1F600}fghijklmnop123456qrst")
        XCTAssertNil(root, "the full root was kept")
        XCTAssertEqual(rope.root.height, 2)
    }

    func testPasteOfTwoLeavesWorth_becomesThreeLeavesInTheSameParent() throws {
        var rope = TextRope("abcdefgh" + "ijklmnop")
        weak let untouched = (rope.root as? Inner)?.children[1]
        try insert("0123456789", at: 3, into: &rope, giving: "abc0123456789defghijklmnop", leaves: [6, 6, 6, 8])
        let root = rope.root as? Inner
        XCTAssertTrue(untouched != nil && root?.children[3] === untouched, "a leaf beside the split was rewritten")
    }

    func testTypingAtTheEndOfTheText_splitsOffASmallLeafAboveTheMinimum() throws {
        var rope = TextRope("abcdefgh" + "ijklmnop")
        weak let last = (rope.root as? Inner)?.children[1]
        try insert("q", at: 16, into: &rope, giving: "abcdefghijklmnopq", leaves: [8, 6, 3])
        weak let root = rope.root as? Inner
        XCTAssertTrue(last != nil && root?.children[1] === last, "the split leaf did not keep its first part")
        weak let small = root?.children[2]
        // A backspace leaves it at the minimum, not merged back.
        try rope.remove(utf16Range: 16..<17)
        rope.checkInvariants()
        XCTAssertEqual((0..<3).map { root?.summaries[$0].utf16 }, [8, 6, 2])
        XCTAssertTrue(small != nil && root?.children[2] === small, "the backspace merged the new leaf")
        // Typing on fills it, six units more before it splits again.
        for (k, character) in "qrstuv".enumerated() { try rope.insert(String(character), atUTF16: 16 + k) }
        rope.checkInvariants()
        XCTAssertEqual(String(rope), "abcdefghijklmnopqrstuv")
        XCTAssertEqual((0..<3).map { root?.summaries[$0].utf16 }, [8, 6, 8])
    }

    /// Every edit of a leaf of 5 to 8 units (debug builds' largest), full to its capacity, that
    /// leaves 9...16 units, with the gap anywhere and with the edited whole's summary given or
    /// not: the leaf keeps the first part (growing when that is more than it has room for), the
    /// parts are within the limits and even, except that an edit reaching the leaf's end leaves
    /// the second part small (one and a half times the minimum, or what the first cannot hold),
    /// and each summary is what counting gives.
    func testSplitInPlace_everyEditThatOverflowsALeaf_matchesTheEditedUnits() {
        let text: [UInt16] = Array("ab\r\ncd\u{1F600}".utf16)
        let insertions: [[UInt16]] = [
            Array("x".utf16), Array("\n\u{E9}y".utf16), [0xDE00, 0x61, 0x0D, 0x0A, 0xD83D],
            Array("\r\n\u{2028}\u{1F600}abc".utf16),
        ]
        for length in 5...text.count {
            let units = Array(text.prefix(length))
            for gap in 0...length {
                for (lo, hi) in (0...length).flatMap({ lo in (lo...length).map { (lo, $0) } }) {
                    for new in insertions {
                        let edited = Array(units[..<lo] + new + units[hi...])
                        guard edited.count > Limits.maxLeaf else { continue }
                        for summary in [nil, Self.counted(edited)] {
                            let context = "\(units), gap \(gap), \(lo)..<\(hi) with \(new), summary given: \(summary != nil)"
                            assertSplitInPlace(units, gap: gap, lo, hi, new, giving: edited, summary: summary, context)
                        }
                    }
                }
            }
        }
    }

    private static func counted(_ units: [UInt16]) -> Summary { units.withUnsafeBufferPointer { Summary.of($0) } }

    private func assertSplitInPlace(
        _ units: [UInt16], gap: Int, _ lo: Int, _ hi: Int, _ new: [UInt16], giving edited: [UInt16], summary: Summary?,
        _ context: String
    ) {
        let leaf = units.withUnsafeBufferPointer { Leaf($0, capacity: units.count) }
        leaf.moveGap(to: gap)
        let items = new.withUnsafeBufferPointer {
            TextRope.splitInPlace(leaf, lo, hi, $0, total: edited.count, summary: summary)
        }
        XCTAssertEqual(items.count, 2, context)
        XCTAssertTrue(items[0].node === leaf, context)
        let parts = items.map { item in
            let part = unsafeDowncast(item.node, to: Leaf.self)
            return Array(part.head) + Array(part.tail)
        }
        XCTAssertEqual(parts[0] + parts[1], edited, context)
        XCTAssertEqual(items.map(\.summary), parts.map(Self.counted), context)
        XCTAssertTrue(parts.allSatisfy { (Limits.minLeaf...Limits.maxLeaf).contains($0.count) }, context)
        if hi == units.count {
            let small = Limits.minLeaf + Limits.minLeaf / 2
            XCTAssertEqual(parts[1].count, Swift.max(small, edited.count - Limits.maxLeaf), context)
        } else {
            XCTAssertEqual(parts[0].count - parts[1].count, edited.count % 2, context)
        }
    }

    // Inserts `string` at `offset` and checks the text, that the root stayed the same node (held
    // weakly, so that the rope still owns it uniquely) and the sizes of its leaves.
    private func insert(
        _ string: String, at offset: Int, into rope: inout TextRope, giving expected: String, leaves: [Int],
        line: UInt = #line
    ) throws {
        weak let root = rope.root as? Inner
        try rope.insert(string, atUTF16: offset)
        rope.checkInvariants()
        XCTAssertEqual(String(rope), expected, line: line)
        XCTAssertTrue(root != nil && rope.root === root, "the root was rebuilt", line: line)
        XCTAssertEqual(root.map { r in (0..<r.count).map { r.summaries[$0].utf16 } }, leaves, line: line)
    }

    func testSplitAtACarriageReturn_countsTheJoinedLineFeedOnce() throws {
        var rope = TextRope("abcdefg\r" + "ijklmnop")
        XCTAssertEqual(rope.lineCount, 2)
        try rope.insert("\nxyz\r", atUTF16: 8)
        rope.checkInvariants()
        XCTAssertEqual(String(rope), "abcdefg\r\nxyz\rijklmnop")
        XCTAssertEqual(rope.lineCount, 3)
        XCTAssertEqual(try rope.utf16Range(ofLine: 1), 9..<13)
        XCTAssertEqual(try rope.line(containingUTF16Offset: 8), 0)
    }

    func testDroppingAPrefixOrASuffix_invertsAppending() {
        var rng = SplitMix64(seed: 0xD20B)
        print("LeafSplitTests seed: 0xD20B")
        let alphabet: [UInt16] = [0x61, 0x0D, 0x0A, 0x85, 0xE9, 0x2028, 0xD83D, 0xDE00, 0xDC00]
        for round in 0..<500 {
            let units = (0..<Int.random(in: 2...24, using: &rng)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
            }
            let whole = units.withUnsafeBufferPointer { Summary.of($0) }
            for cut in 1..<units.count {
                let prefix = units[..<cut].withUnsafeBufferPointer { Summary.of($0) }
                let rest = units[cut...].withUnsafeBufferPointer { Summary.of($0) }
                XCTAssertEqual(
                    whole.dropping(prefix: prefix, first: units[cut]), rest, "round \(round) cut \(cut): \(units)")
                XCTAssertEqual(
                    whole.dropping(suffix: rest, last: units[cut - 1]), prefix, "round \(round) cut \(cut): \(units)")
            }
        }
    }
}
