import XCTest

@testable import TextRope

/// A text that fits one leaf (the root) types into a typing run too: every reader must see exact
/// counts while it is open, an edit elsewhere must count it, and copies must keep their own.
/// Test builds have leaves of at most 8 units, so these texts are short.
final class RootLeafRunTests: XCTestCase {
    // Two keys inside "abcde": the first moves the cursor to the root, the second opens the run.
    private func ropeWithRootRun() throws -> TextRope {
        var rope = TextRope("abcde")
        try rope.insert("x", atUTF16: 2)
        try rope.insert("y", atUTF16: 3)
        XCTAssertEqual(rope.cursor.depth, 0, "the text is one leaf")
        XCTAssertTrue(rope.cursor.hasRun, "a second key inside the root leaf opens a run")
        XCTAssertEqual(rope.cursor.runStart, 3)
        XCTAssertEqual(rope.cursor.runEnd, 4)
        XCTAssertEqual(rope.cursor.pending, .zero, "no summary but the root's lacks the run")
        rope.checkInvariants()
        return rope
    }

    func testKeysInARootRun_areCountedWhenReadAndWhenTheRunEnds() throws {
        var rope = try ropeWithRootRun()
        // A lone lead surrogate typed into the run counts as U+FFFD does.
        try rope.insert([0xD83D], atUTF16: 4)
        rope.checkInvariants()
        XCTAssertEqual(rope.utf16Count, 8)
        XCTAssertEqual(rope.unicodeScalarCount, 8, "a lone lead surrogate is one scalar")
        XCTAssertEqual(rope.utf8Count, 10, "and three UTF-8 bytes, as U+FFFD")
        XCTAssertEqual(try rope.string(utf16Range: 0..<8), "abxy\u{FFFD}cde")
        XCTAssertEqual(try rope.utf16Offset(forUnicodeScalarOffset: 5), 5)
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: 8), 8)
        XCTAssertEqual(try rope.utf16Offset(forUTF8Offset: 7), 5, "the lead's three bytes end at 7")
        XCTAssertEqual(rope.lineCount, 1)

        try rope.remove(utf16Range: 0..<1)
        XCTAssertFalse(rope.cursor.hasRun, "an edit elsewhere ends the run")
        rope.checkInvariants()
        XCTAssertEqual(try rope.string(utf16Range: 0..<7), "bxy\u{FFFD}cde")
        XCTAssertEqual(rope.unicodeScalarCount, 7)
        XCTAssertEqual(rope.utf8Count, 9)
    }

    func testTheUnitAfterARootRun_joinsItsLastUnit() throws {
        var rope = TextRope("a\nbc")
        try rope.insert("x", atUTF16: 1)
        try rope.insert("\r", atUTF16: 2)
        XCTAssertTrue(rope.cursor.hasRun)
        rope.checkInvariants()
        XCTAssertEqual(rope.lineCount, 2, "CR typed before the LF makes one terminator with it")
        XCTAssertEqual(try rope.line(containingUTF16Offset: 3), 0, "between CR and LF")
        XCTAssertEqual(try rope.utf16Range(ofLine: 1), 4..<6)
        try rope.insert("z", atUTF16: 6)
        rope.checkInvariants()
        XCTAssertEqual(rope.lineCount, 2)
        XCTAssertEqual(rope.utf8Count, 7)
    }

    func testBackspacesAndAFullRootRun_countEveryUnit() throws {
        var rope = try ropeWithRootRun()
        try rope.remove(utf16Range: 3..<4)
        XCTAssertTrue(rope.cursor.hasRun, "a backspace takes the run's key back")
        XCTAssertEqual(rope.cursor.runEnd, 3)
        rope.checkInvariants()
        XCTAssertEqual(try rope.string(utf16Range: 0..<6), "abxcde")
        var typed = ""
        for k in 0..<(TextRope.maxRunLength + 1) {
            try rope.insert("k", atUTF16: 3 + k)
            typed += "k"
            rope.checkInvariants()
            if rope.cursor.hasRun {
                XCTAssertLessThanOrEqual(rope.cursor.runEnd - rope.cursor.runStart, TextRope.maxRunLength)
            }
        }
        XCTAssertEqual(try rope.string(utf16Range: 0..<rope.utf16Count), "abx" + typed + "cde")
        XCTAssertEqual(rope.unicodeScalarCount, 6 + typed.count)
    }

    // A copy shares the root leaf with the run in it; each side counts and edits its own text.
    func testCopiesOfARootLeafWithARun_keepTheirOwnTextAndCounts() throws {
        var rope = try ropeWithRootRun()
        let copy = rope
        XCTAssertTrue(rope.isIdentical(to: copy))
        try rope.insert("\u{E9}", atUTF16: 4)
        rope.checkInvariants()
        copy.checkInvariants()
        XCTAssertFalse(rope.isIdentical(to: copy), "the shared leaf was copied, not written")
        XCTAssertEqual(try rope.string(utf16Range: 0..<8), "abxy\u{E9}cde")
        XCTAssertEqual(rope.utf8Count, 9)
        XCTAssertTrue(copy.cursor.hasRun, "the copy keeps its run")
        XCTAssertEqual(try copy.string(utf16Range: 0..<7), "abxycde")
        XCTAssertEqual(copy.utf8Count, 7)

        var edited = copy
        try edited.insert("z", atUTF16: 4)
        edited.checkInvariants()
        copy.checkInvariants()
        XCTAssertEqual(try edited.string(utf16Range: 0..<8), "abxyzcde")
        XCTAssertEqual(try copy.string(utf16Range: 0..<7), "abxycde")
        XCTAssertEqual(edited, TextRope("abxyzcde"))
    }

    // Typing on grows the text past one leaf: the run ends and the root splits.
    func testARootRunThatFillsTheLeaf_endsBeforeTheSplit() throws {
        var rope = try ropeWithRootRun()
        var text = "abxycde"
        for k in 0..<6 {
            try rope.insert("n", atUTF16: 4 + k)
            text.insert("n", at: text.index(text.startIndex, offsetBy: 4 + k))
            rope.checkInvariants()
        }
        XCTAssertGreaterThan(rope.cursor.depth, 0, "the text no longer fits one leaf")
        XCTAssertEqual(try rope.string(utf16Range: 0..<rope.utf16Count), text)
        XCTAssertEqual(rope.utf8Count, text.utf8.count)
    }
}
