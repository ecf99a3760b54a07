import TextTestSupport
import XCTest

@testable import TextRope

/// One-unit deletes one after another at a leaf's gap (backspaces, forward deletes) form a
/// deleting run: the units go to the end of the gap, counted in UTF-16 only until the run ends.
/// Readers must see exact counts while it is open, the next other edit must count it, and copies
/// and held chunks must keep their own text. The oracle is `ReferenceText`, which counts the
/// units from scratch.
final class RopeDeletingRunTests: XCTestCase {
    private static let base = String(repeating: "abcdefgh", count: 40)

    // The counts and line reads of `rope` against the reference, and the units near `at`.
    private func check(_ rope: TextRope, _ reference: ReferenceText, around at: Int, _ message: String) {
        rope.checkInvariants()
        XCTAssertEqual(rope.utf16Count, reference.units.count, message)
        XCTAssertEqual(rope.unicodeScalarCount, reference.scalars.count, message)
        XCTAssertEqual(rope.utf8Count, reference.utf8Count, message)
        XCTAssertEqual(rope.lineCount, reference.terminatorEnds.count + 1, message)
        let offset = Swift.min(at, reference.units.count)
        XCTAssertEqual(try rope.line(containingUTF16Offset: offset), reference.line(containing: offset), message)
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: offset), reference.scalarOffset(forUTF16: offset), message)
        XCTAssertEqual(try rope.utf8Offset(forUTF16Offset: offset), reference.utf8Offset(forUTF16: offset), message)
        XCTAssertNil(NearbyReads.mismatch(rope, reference.units, around: at), message)
    }

    func testBackspaces_openARunAfterTheFirst_andEndItWhenFull() throws {
        var rope = TextRope(Self.base)
        var reference = ReferenceText(units: Array(Self.base.utf16))
        var caret = 300
        var sawRun = false
        var runStarts: Set<Int> = []
        for step in 0..<(2 * TextRope.maxRunLength + 4) {
            try rope.remove(utf16Range: (caret - 1)..<caret)
            reference.units.remove(at: caret - 1)
            caret -= 1
            if rope.cursor.runDeleted > 0 {
                sawRun = true
                XCTAssertEqual(rope.cursor.runEnd, caret, "step \(step): the gap is at the caret")
                XCTAssertLessThanOrEqual(rope.cursor.runDeleted, TextRope.maxRunLength)
                runStarts.insert(caret + rope.cursor.runDeleted)
            }
            check(rope, reference, around: caret, "step \(step)")
        }
        XCTAssertTrue(sawRun, "backspaces after the first open a deleting run")
        XCTAssertGreaterThan(runStarts.count, 1, "full runs end and new ones open")
        XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference.units)
    }

    func testForwardDeletes_openARun_andTypingEndsIt() throws {
        var rope = TextRope(Self.base)
        var reference = ReferenceText(units: Array(Self.base.utf16))
        let caret = 205
        var sawRun = false
        for step in 0..<5 {
            try rope.remove(utf16Range: caret..<(caret + 1))
            reference.units.remove(at: caret)
            sawRun = sawRun || rope.cursor.runDeleted > 0
            check(rope, reference, around: caret, "step \(step)")
        }
        XCTAssertTrue(sawRun, "forward deletes after the first open a deleting run")
        try rope.insert("XY", atUTF16: caret)
        reference.units.insert(contentsOf: Array("XY".utf16), at: caret)
        XCTAssertEqual(rope.cursor.runDeleted, 0, "a key ends a deleting run")
        check(rope, reference, around: caret, "after typing")
        XCTAssertEqual(try rope.string(utf16Range: 203..<209), "deXYcd")
    }

    // Deleted units next to CR LF and surrogate pairs: every join the counts depend on, deleted
    // from both sides at every place of a block, so that some deletes open runs, some continue
    // them and some land on leaf edges.
    func testDeletesAcrossJoins_keepEveryCountExact() throws {
        let block: [UInt16] = [0x61, 0x0D, 0x78, 0x0A, 0xD83D, 0xDE00, 0x62, 0x0D, 0x0A, 0xE9, 0xD800, 0x63]
        var runs = 0
        for start in 20..<44 {
            for forward in [false, true] {
                var reference = ReferenceText(units: Array(Array(repeating: block, count: 12).joined()))
                var rope = TextRope(utf16CodeUnits: reference.units)
                var caret = start
                for step in 0..<6 {
                    let range = forward ? caret..<(caret + 1) : (caret - 1)..<caret
                    try rope.remove(utf16Range: range)
                    reference.units.removeSubrange(range)
                    caret = range.lowerBound
                    if rope.cursor.runDeleted > 0 { runs += 1 }
                    check(rope, reference, around: caret, "start \(start) forward \(forward) step \(step)")
                }
                try rope.insert([0x0A], atUTF16: caret)
                reference.units.insert(0x0A, at: caret)
                check(rope, reference, around: caret, "start \(start) forward \(forward) after a LF")
            }
        }
        XCTAssertGreaterThan(runs, 100, "most deletes after the first were in a run")
    }

    // A copy carries the open deleting run with the tree it shares; the deleted units stay in
    // the shared leaf's gap, and each side counts its own run.
    func testCopiesTakenWhileARunIsOpen_keepTheirOwnTextAndCounts() throws {
        let text = String(repeating: "ab\r\ncd😀ef", count: 30)
        var rope = TextRope(text)
        var reference = ReferenceText(units: Array(text.utf16))
        for at in stride(from: 150, to: 146, by: -1) {
            try rope.remove(utf16Range: (at - 1)..<at)
            reference.units.remove(at: at - 1)
        }
        let copy = rope
        let copyReference = reference
        XCTAssertEqual(copy.cursor.runDeleted, rope.cursor.runDeleted)

        try rope.remove(utf16Range: 145..<146)
        reference.units.remove(at: 145)
        try rope.remove(utf16Range: 144..<145)
        reference.units.remove(at: 144)
        check(rope, reference, around: 144, "the original")
        check(copy, copyReference, around: 146, "the copy, after the original went on deleting")

        var edited = copy
        var editedReference = copyReference
        try edited.remove(utf16Range: 146..<147)
        editedReference.units.remove(at: 146)
        try edited.insert("\n", atUTF16: 146)
        editedReference.units.insert(0x0A, at: 146)
        check(edited, editedReference, around: 146, "the copy's copy")
        check(copy, copyReference, around: 146, "the copy, after its copy was edited")
        check(rope, reference, around: 144, "the original, at the end")
    }

    // A chunk that holds the run's leaf makes the next delete take the usual way, which copies
    // the leaf: the chunk's units never change.
    func testAHeldChunk_keepsItsUnitsWhileDeletingGoesOn() throws {
        var rope = TextRope(Self.base)
        var reference = ReferenceText(units: Array(Self.base.utf16))
        for at in [120, 119, 118] {
            try rope.remove(utf16Range: (at - 1)..<at)
            reference.units.remove(at: at - 1)
        }
        let held = try rope.chunk(containingUTF16: 116)
        let before = Array(held.utf16CodeUnits)
        for at in [117, 116] {
            try rope.remove(utf16Range: (at - 1)..<at)
            reference.units.remove(at: at - 1)
        }
        XCTAssertEqual(Array(held.utf16CodeUnits), before, "the held chunk is never written")
        check(rope, reference, around: 115, "after the held chunk")
    }
}
