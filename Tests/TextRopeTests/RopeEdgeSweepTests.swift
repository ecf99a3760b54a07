import TextTestSupport
import XCTest

@testable import TextRope

/// A held backspace or delete key that crosses from one leaf into the next would go on deleting
/// at that leaf's edge; after such a delete, units move across the boundary so that the caret lies
/// inside the leaf. The text, every count and the invariants must hold after each delete, and a
/// copy must keep its text.
final class RopeEdgeSweepTests: XCTestCase {
    // Every counting rule, so that units moved across a boundary split CR LF and surrogate pairs.
    private static let text = String(repeating: "ab\r\ncd\u{E9}\u{1F600}\u{2028}x", count: 30)

    private struct Sweep {
        var rope = TextRope(RopeEdgeSweepTests.text)
        var reference = ReferenceText(units: Array(RopeEdgeSweepTests.text.utf16))
        /// Deletes after which the caret lay at the cursor leaf's edge on the sweep's side.
        var atEdge = 0

        var cursorLeaf: Leaf { unsafeDowncast(rope.cursor.leafSlot.pointee, to: Leaf.self) }

        mutating func delete(_ range: Range<Int>, caretAfter caret: Int, backspace: Bool) throws {
            try rope.remove(utf16Range: range)
            reference.units.removeSubrange(range)
            rope.checkInvariants()
            let leafEnd = rope.cursor.leafStart + cursorLeaf.count
            if backspace ? caret == leafEnd : caret == rope.cursor.leafStart { atEdge += 1 }
        }

        func check(_ step: Int) throws {
            XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference.units, "step \(step)")
            XCTAssertEqual(rope.unicodeScalarCount, reference.scalars.count, "step \(step)")
            XCTAssertEqual(rope.utf8Count, reference.utf8Count, "step \(step)")
            XCTAssertEqual(rope.lineCount, reference.terminatorEnds.count + 1, "step \(step)")
        }
    }

    // A backspace that takes the last unit of a leaf moves units from the next leaf to it: the
    // caret then has units after it in its own leaf.
    func testABackspaceAtALeafsEnd_takesUnitsFromTheNextLeaf() throws {
        var sweep = Sweep()
        let boundary = try XCTUnwrap(Self.boundary(in: sweep.rope) { left, right in
            left.count > Limits.minLeaf && right.count > Limits.minLeaf + 1
        })
        try sweep.delete((boundary - 1)..<boundary, caretAfter: boundary - 1, backspace: true)
        try sweep.check(0)
        XCTAssertEqual(sweep.atEdge, 0, "the caret has units after it in its leaf")
        XCTAssertLessThan(sweep.rope.cursor.leafStart, boundary - 1)
    }

    // A delete that takes the first unit of a leaf moves units from the leaf before to it.
    func testADeleteAtALeafsStart_takesUnitsFromTheLeafBefore() throws {
        var sweep = Sweep()
        let boundary = try XCTUnwrap(Self.boundary(in: sweep.rope) { left, right in
            left.count > Limits.minLeaf + 1 && right.count > Limits.minLeaf
        })
        try sweep.delete(boundary..<(boundary + 1), caretAfter: boundary, backspace: false)
        try sweep.check(0)
        XCTAssertEqual(sweep.atEdge, 0, "the caret has units before it in its leaf")
        XCTAssertLessThan(sweep.rope.cursor.leafStart, boundary)
    }

    // A leaf with one free unit takes one: its storage is not reallocated for a sweep (a loaded
    // leaf would leave its block for it).
    func testASweepIntoAFullLeaf_movesWhatItsStorageHolds() throws {
        var sweep = Sweep()
        for step in 0..<40 {
            let offset = 3 + step * 17 % (sweep.reference.units.count - 6)
            try sweep.rope.insert([0x78, 0x79], atUTF16: offset)
            sweep.reference.units.insert(contentsOf: [0x78, 0x79], at: offset)
        }
        // An edit after the cursor moved leaves no change pending: the stored summaries, which
        // `boundary` reads, are exact.
        try sweep.rope.insert([0x77], atUTF16: 0)
        sweep.reference.units.insert(0x77, at: 0)
        try sweep.check(0)
        // The leaf is named by identity: a reference held here would make the rope copy it.
        var target: (leaf: ObjectIdentifier, capacity: Int)?
        _ = Self.boundary(in: sweep.rope) { left, right in
            guard left.capacity < Limits.maxLeaf, left.count < left.capacity, right.count > Limits.minLeaf + 1 else {
                return false
            }
            target = (ObjectIdentifier(left), left.capacity)
            return true
        }
        let (leaf, capacity) = try XCTUnwrap(target)
        var boundary = try XCTUnwrap(Self.boundary(in: sweep.rope) { left, _ in ObjectIdentifier(left) == leaf })
        repeat {
            try sweep.rope.insert([0x7A], atUTF16: boundary - 1)
            sweep.reference.units.insert(0x7A, at: boundary - 1)
            boundary += 1
        } while sweep.cursorLeaf.count < sweep.cursorLeaf.capacity
        XCTAssertEqual(ObjectIdentifier(sweep.cursorLeaf), leaf)
        XCTAssertEqual(sweep.cursorLeaf.capacity, capacity)
        try sweep.delete((boundary - 1)..<boundary, caretAfter: boundary - 1, backspace: true)
        try sweep.check(1)
        XCTAssertEqual(ObjectIdentifier(sweep.cursorLeaf), leaf)
        XCTAssertEqual(sweep.atEdge, 0, "one unit moved: the caret has a unit after it in its leaf")
        XCTAssertEqual(sweep.cursorLeaf.capacity, capacity, "the leaf kept its storage")
    }

    func testSweepsOfBackspacesAndDeletes_keepTextAndCounts() throws {
        var sweep = Sweep()
        var caret = 250
        for step in 0..<150 {
            try sweep.delete((caret - 1)..<caret, caretAfter: caret - 1, backspace: true)
            caret -= 1
            try sweep.check(step)
        }
        caret = 20
        for step in 0..<150 {
            try sweep.delete(caret..<(caret + 1), caretAfter: caret, backspace: false)
            try sweep.check(150 + step)
        }
    }

    // Nodes a copy shares are never written: the move takes units only from a sibling this rope
    // alone owns.
    func testACopyTakenDuringASweep_keepsItsText() throws {
        var sweep = Sweep()
        var caret = 200
        var copies: [(TextRope, [UInt16])] = []
        for step in 0..<90 {
            if step % 15 == 7 { copies.append((sweep.rope, sweep.reference.units)) }
            try sweep.delete((caret - 1)..<caret, caretAfter: caret - 1, backspace: true)
            caret -= 1
            try sweep.delete(caret..<(caret + 1), caretAfter: caret, backspace: false)
            try sweep.check(step)
        }
        for (copy, units) in copies {
            copy.checkInvariants()
            XCTAssertEqual(try copy.utf16CodeUnits(in: 0..<copy.utf16Count), units)
        }
    }

    /// Where the second of two adjacent leaves of one parent starts, for the first such pair
    /// that `fits` accepts.
    private static func boundary(in rope: TextRope, where fits: (Leaf, Leaf) -> Bool) -> Int? {
        func visit(_ node: Node, from start: Int) -> Int? {
            let inner = unsafeDowncast(node, to: Inner.self)
            var childStart = start
            for i in 0..<inner.count {
                if inner.height == 1, i + 1 < inner.count,
                    fits(unsafeDowncast(inner.children[i], to: Leaf.self), unsafeDowncast(inner.children[i + 1], to: Leaf.self))
                {
                    return childStart + inner.summaries[i].utf16
                }
                if inner.height > 1, let found = visit(inner.children[i], from: childStart) { return found }
                childStart += inner.summaries[i].utf16
            }
            return nil
        }
        return rope.root.height == 0 ? nil : visit(rope.root, from: 0)
    }
}
