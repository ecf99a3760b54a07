import TextTestSupport
import XCTest

@testable import TextRope

/// Keys typed one after another inside a leaf form a typing run, whose units are counted in
/// UTF-16 only until the run ends. Every reader must see exact counts while it is open, an edit
/// elsewhere must count it, and copies taken while it is open must keep their own text and counts.
final class RopeTypingRunTests: XCTestCase {
    private static let base = String(repeating: "abcdefgh", count: 40)

    // Two keys in one place: the first moves the cursor there, the second opens the run.
    private func ropeWithRunOpen(at offset: Int = 101) throws -> TextRope {
        var rope = TextRope(Self.base)
        try rope.insert("x", atUTF16: offset)
        try rope.insert("y", atUTF16: offset + 1)
        XCTAssertTrue(rope.cursor.hasRun, "a second key in the same leaf opens a run")
        XCTAssertEqual(rope.cursor.runStart, offset + 1)
        XCTAssertEqual(rope.cursor.runEnd, offset + 2)
        rope.checkInvariants()
        return rope
    }

    func testKeysInARun_areCountedWhenReadAndWhenTheRunEnds() throws {
        var rope = try ropeWithRunOpen()
        // CR LF and a surrogate pair typed one unit at a time, then é: every counting rule.
        for (k, unit) in [0x0D, 0x0A, 0xD83D, 0xDE00, 0xE9].enumerated() {
            try rope.insert([UInt16(unit)], atUTF16: 103 + k)
            rope.checkInvariants()
        }
        XCTAssertTrue(rope.cursor.hasRun, "the last run holds the pair and the é")
        XCTAssertEqual(rope.utf16Count, 327)
        XCTAssertEqual(rope.unicodeScalarCount, 326, "the pair is one scalar")
        XCTAssertEqual(rope.utf8Count, 320 + 2 + 2 + 4 + 2)
        XCTAssertEqual(rope.lineCount, 2, "CR LF is one terminator")
        XCTAssertEqual(try rope.line(containingUTF16Offset: 300), 1)
        XCTAssertEqual(try rope.utf16Range(ofLine: 1), 105..<327)
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: 310), 309)
        XCTAssertEqual(try rope.utf16Offset(forUTF8Offset: 113), 110)
        XCTAssertEqual(try rope.string(utf16Range: 100..<110), "exy\r\n😀éfg")

        try rope.insert("z", atUTF16: 3)
        XCTAssertFalse(rope.cursor.hasRun, "an edit elsewhere ends the run")
        rope.checkInvariants()
        XCTAssertEqual(rope.unicodeScalarCount, 327)
        XCTAssertEqual(rope.utf8Count, 331)
        XCTAssertEqual(rope.lineCount, 2)
    }

    // The unit after the run follows the run's last unit once it ends: a lead surrogate typed
    // before a lone trail makes one scalar, a CR typed before a LF makes one terminator. Tried at
    // every place of a block, so that some runs open and some edits land on leaf edges.
    func testTheUnitAfterTheRun_joinsItsLastUnit() throws {
        let block: [UInt16] = [0x61, 0x62, 0xDC00, 0x0A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68]
        var opened = 0
        for k in 5..<25 {
            var rope = TextRope(utf16CodeUnits: Array(repeating: block, count: 30).joined())
            XCTAssertEqual(rope.utf8Count, 360)
            let trail = 10 * k + 2
            try rope.insert("q", atUTF16: trail)
            try rope.insert([0xD800], atUTF16: trail + 1)
            if rope.cursor.hasRun { opened += 1 }
            rope.checkInvariants()
            XCTAssertEqual(rope.unicodeScalarCount, 301, "block \(k): the typed lead pairs with the trail after it")
            XCTAssertEqual(rope.utf8Count, 362, "block \(k)")

            let lf = trail + 3
            XCTAssertEqual(try rope.utf16CodeUnits(in: lf..<(lf + 1)), [0x0A])
            try rope.insert("r", atUTF16: lf)
            try rope.insert([0x0D], atUTF16: lf + 1)
            if rope.cursor.hasRun { opened += 1 }
            rope.checkInvariants()
            XCTAssertEqual(rope.lineCount, 31, "block \(k): CR before the LF is still one terminator")
            XCTAssertEqual(try rope.line(containingUTF16Offset: lf + 2), k, "block \(k): between CR and LF")
            try rope.insert("s", atUTF16: 0)
            rope.checkInvariants()
            XCTAssertEqual(rope.lineCount, 31, "block \(k)")
            XCTAssertEqual(rope.unicodeScalarCount, 304, "block \(k)")
        }
        XCTAssertGreaterThan(opened, 10, "most second keys opened a run")
    }

    // Past the run's start, a backspace deletes a unit that was counted: the run goes on as a
    // deleting run where the leaf allows it (see `RopeDeletingRunTests`); here the unit is the
    // leaf's first, which a run never changes, so it ends.
    func testBackspaces_takeTheRunBack_andThenDeleteBeforeIt() throws {
        var rope = try ropeWithRunOpen()
        try rope.remove(utf16Range: 102..<103)
        XCTAssertTrue(rope.cursor.hasRun)
        XCTAssertEqual(rope.cursor.runEnd, 102, "the run is empty again")
        rope.checkInvariants()
        XCTAssertEqual(rope.cursor.leafStart, 101, "the unit before the run's start is its leaf's first")
        try rope.remove(utf16Range: 101..<102)
        XCTAssertFalse(rope.cursor.hasRun, "a delete of a leaf's first unit ends the run")
        rope.checkInvariants()
        XCTAssertEqual(try rope.string(utf16Range: 98..<104), "cdefgh")
        XCTAssertEqual(rope.unicodeScalarCount, 320)
    }

    func testAFullRun_isCountedAndANewOneStarts() throws {
        var rope = try ropeWithRunOpen()
        var typed = "xy"
        var starts: Set<Int> = []
        for _ in 0..<(2 * TextRope.maxRunLength + 3) {
            let at = 101 + typed.utf16.count
            try rope.insert("k", atUTF16: at)
            typed += "k"
            if rope.cursor.hasRun {
                XCTAssertLessThanOrEqual(rope.cursor.runEnd - rope.cursor.runStart, TextRope.maxRunLength)
                starts.insert(rope.cursor.runStart)
            }
            rope.checkInvariants()
        }
        XCTAssertEqual(try rope.string(utf16Range: 101..<(101 + typed.utf16.count)), typed)
        XCTAssertEqual(rope.unicodeScalarCount, 320 + typed.utf16.count)
        XCTAssertGreaterThan(starts.count, 2, "runs end when full and new ones open")
    }

    // A copy carries the open run with the tree it shares; each side counts its own.
    func testCopiesTakenWhileARunIsOpen_keepTheirOwnTextAndCounts() throws {
        var rope = try ropeWithRunOpen()
        let copy = rope
        try rope.insert("\r", atUTF16: 103)
        try rope.insert("\n", atUTF16: 104)
        rope.checkInvariants()
        copy.checkInvariants()
        XCTAssertTrue(copy.cursor.hasRun, "the copy keeps its run")
        XCTAssertEqual(copy.lineCount, 1)
        XCTAssertEqual(copy.unicodeScalarCount, 322)
        XCTAssertEqual(try copy.string(utf16Range: 100..<104), "exyf")
        XCTAssertEqual(rope.lineCount, 2)
        XCTAssertEqual(try rope.string(utf16Range: 100..<106), "exy\r\nf")

        var edited = copy
        try edited.insert("é", atUTF16: 103)
        edited.checkInvariants()
        copy.checkInvariants()
        XCTAssertEqual(edited.utf8Count, 324)
        XCTAssertEqual(copy.utf8Count, 322)
        XCTAssertEqual(edited, try { var r = TextRope(Self.base); try r.insert("xyé", atUTF16: 101); return r }())
    }

    // A chunk that holds the run's leaf makes the next key take the usual way, which copies it.
    func testAHeldChunk_keepsItsUnitsWhileTypingGoesOn() throws {
        var rope = try ropeWithRunOpen()
        let held = try XCTUnwrap(try rope.chunks(fromUTF16: 102).first { _ in true })
        let before = Array(held.utf16CodeUnits)
        try rope.insert("w", atUTF16: 103)
        rope.checkInvariants()
        XCTAssertEqual(Array(held.utf16CodeUnits), before, "the held chunk is never written")
        XCTAssertEqual(try rope.string(utf16Range: 100..<105), "exywf")
    }
}
