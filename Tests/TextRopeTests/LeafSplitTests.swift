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
        weak var root = rope.root as? Inner
        weak var untouched = root?.children[2]
        XCTAssertEqual(root?.count, 3)
        try rope.insert("\r\n\u{1F600}", atUTF16: 5)
        rope.checkInvariants()
        XCTAssertEqual(String(rope), "abcde\r\n\u{1F600}fghijklmnopqrst")
        XCTAssertTrue(root != nil && rope.root === root, "the root was rebuilt")
        XCTAssertEqual(root?.count, 4)
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
        weak var root = rope.root as? Inner
        weak var untouched = root?.children[1]
        try rope.insert("0123456789", atUTF16: 3)
        rope.checkInvariants()
        XCTAssertEqual(String(rope), "abc0123456789defghijklmnop")
        XCTAssertTrue(root != nil && rope.root === root, "the root was rebuilt")
        XCTAssertEqual(root?.count, 4)
        XCTAssertEqual((0..<4).map { root?.summaries[$0].utf16 }, [6, 6, 6, 8])
        XCTAssertTrue(untouched != nil && root?.children[3] === untouched, "a leaf beside the split was rewritten")
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

    func testDroppingAPrefix_invertsAppending() {
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
            }
        }
    }
}
