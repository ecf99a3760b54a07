import XCTest

@testable import TextRope
import TextTestSupport

final class TextRopeTests: XCTestCase {
    func testCounts_followNSStringTable() {
        // UTF-16 length and scalars of each sample, as NSString counts them.
        let samples: [(String, Int, Int)] = [
            ("abc", 3, 3), ("e\u{301}x", 3, 3), ("😀", 2, 1), ("👍🏽x", 5, 3),
            ("👨‍👩‍👧‍👦x", 12, 8), ("🇫🇷x", 5, 3), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿x", 15, 8), ("a\r\nb", 4, 4),
        ]
        for (text, utf16, scalars) in samples {
            let rope = TextRope(text)
            XCTAssertEqual(rope.utf16Count, utf16, text)
            XCTAssertEqual(rope.unicodeScalarCount, scalars, text)
            XCTAssertEqual(rope.utf8Count, text.utf8.count, text)
            rope.checkInvariants()
        }
    }

    func testReplace_splittingSurrogatePairKeepsLoneHalves() throws {
        // Darwin NSMutableString semantics: code units, not clusters.
        var rope: TextRope = "a😀b"
        try rope.replace(utf16Range: 1..<2, with: "X")
        XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), [0x61, 0x58, 0xDE00, 0x62])
        XCTAssertEqual(String(rope), "aX\u{FFFD}b")
        XCTAssertEqual(rope.unicodeScalarCount, 4)
        XCTAssertEqual(rope.utf8Count, 6)
        try rope.insert([0xD83D], atUTF16: 2)
        XCTAssertEqual(String(rope), "aX😀b")
        XCTAssertEqual(rope.unicodeScalarCount, 4)
        rope.checkInvariants()
    }

    func testReplace_insertBetweenHalvesOfPair() throws {
        var rope: TextRope = "a😀b"
        try rope.insert("Z", atUTF16: 2)
        XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<5), [0x61, 0xD83D, 0x5A, 0xDE00, 0x62])
        XCTAssertEqual(rope.unicodeScalarCount, 5)
    }

    func testLines_crlfAcrossChunkBoundary() throws {
        // Debug leaves hold 8 units: the CR ends the first leaf, the LF starts the second (each
        // leaf is read as two chunks, before and after its gap).
        let rope = TextRope(utf16CodeUnits: Array("abcdefg\r\nxyz".utf16))
        XCTAssertEqual(rope.chunks.map(\.utf16Range), [0..<4, 4..<8, 8..<10, 10..<12])
        XCTAssertEqual(rope.lineCount, 2)
        XCTAssertEqual(try rope.utf16Range(ofLine: 0), 0..<9)
        XCTAssertEqual(try rope.utf16Range(ofLine: 1), 9..<12)
        XCTAssertEqual(try rope.line(containingUTF16Offset: 8), 0)  // between CR and LF
        XCTAssertEqual(try rope.line(containingUTF16Offset: 9), 1)
    }

    func testLines_everyTerminator() throws {
        let rope: TextRope = "a\nb\rc\r\nd\u{85}e\u{2028}f\u{2029}g\u{0B}h"
        XCTAssertEqual(rope.lineCount, 7)
        XCTAssertEqual(try (0..<7).map { try rope.string(utf16Range: rope.utf16Range(ofLine: $0)) },
                       ["a\n", "b\r", "c\r\n", "d\u{85}", "e\u{2028}", "f\u{2029}", "g\u{0B}h"])
    }

    func testLines_trailingTerminatorEndsWithEmptyLine() throws {
        let rope: TextRope = "ab\n"
        XCTAssertEqual(rope.lineCount, 2)
        XCTAssertEqual(try rope.utf16Range(ofLine: 1), 3..<3)
        XCTAssertEqual(try rope.line(containingUTF16Offset: 3), 1)
        XCTAssertEqual(try rope.line(containingUTF16Offset: 2), 0)
        XCTAssertEqual(TextRope().lineCount, 1)
        XCTAssertEqual(try TextRope().utf16Range(ofLine: 0), 0..<0)
    }

    func testConversions_roundDownInsidePair() throws {
        let rope: TextRope = "a😀é"
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: 2), 1)
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: 3), 2)
        XCTAssertEqual(try rope.utf8Offset(forUTF16Offset: 2), 1)
        XCTAssertEqual(try rope.utf8Offset(forUTF16Offset: 4), 7)
        XCTAssertEqual(try (0...7).map { try rope.utf16Offset(forUTF8Offset: $0) }, [0, 1, 1, 1, 1, 3, 3, 4])
        XCTAssertEqual(try (0...3).map { try rope.utf16Offset(forUnicodeScalarOffset: $0) }, [0, 1, 3, 4])
    }

    func testCopy_isIndependentSnapshot() throws {
        var rope = TextRope(String(repeating: "0123456789", count: 100))
        try rope.replace(utf16Range: 500..<500, with: "x")  // leaves a cursor behind
        let snapshot = rope
        let chunk = try snapshot.chunk(containingUTF16: 500)
        let before = Array(chunk.utf16CodeUnits)
        for i in 0..<50 { try rope.replace(utf16Range: (500 + i)..<(501 + i), with: "Y") }
        XCTAssertEqual(Array(chunk.utf16CodeUnits), before)
        XCTAssertEqual(snapshot.utf16Count, 1001)
        XCTAssertEqual(try snapshot.string(utf16Range: 498..<503), "89x01")
        XCTAssertEqual(try rope.string(utf16Range: 498..<503), "89YYY")
        rope.checkInvariants()
        snapshot.checkInvariants()
    }

    func testLargeInsertAndRemove_keepTreeBalanced() throws {
        var rope: TextRope = "start end"
        let big = Array(repeating: UInt16(0x61), count: 100_000)
        try rope.insert(big, atUTF16: 6)
        XCTAssertEqual(rope.utf16Count, 100_009)
        rope.checkInvariants()
        try rope.remove(utf16Range: 3..<100_006)
        XCTAssertEqual(String(rope), "staend")
        rope.checkInvariants()
        try rope.remove(utf16Range: 0..<6)
        XCTAssertTrue(rope.isEmpty)
        rope.checkInvariants()
    }

    func testTypingOnALeafBoundary_continuesInsideTheNextLeaf() throws {
        // Typing where one leaf ends and the next begins goes into the next leaf, so the key
        // after it is typed inside a leaf, changing neither of its ends. A caret that lands on a
        // leaf boundary (here, when a split falls right at it) leaves it at the next key, instead
        // of extending the left leaf at its end key after key. Debug leaves hold 2 to 8 units.
        var rope = TextRope(String(repeating: "abcdefgh", count: 4))
        let boundary = try rope.chunk(containingUTF16: 0).utf16Count
        var edges: [Int] = []
        for key in 0..<40 {
            try rope.insert("x", atUTF16: boundary + key)
            let caret = boundary + key + 1
            let (_, start) = rope.leaf(containingUTF16: caret)
            if caret == start { edges.append(key) }
            rope.checkInvariants()
        }
        let expected = "abcdefgh".prefix(boundary) + String(repeating: "x", count: 40) + String(repeating: "abcdefgh", count: 4).dropFirst(boundary)
        XCTAssertEqual(String(rope), String(expected))
        XCTAssertLessThan(edges.count, 40 / 4, "keys typed on a leaf boundary: \(edges)")
        XCTAssertFalse(zip(edges, edges.dropFirst()).contains { $1 == $0 + 1 }, "two keys in a row on a boundary: \(edges)")
    }

    func testTypingAtTheEndOfTheText_keepsEverySummaryOnThePath() throws {
        // At the end of the text, a key changes the last unit of the last leaf and of every node
        // above it, which have no neighbour after them; the leaf's first unit stays unless the
        // whole leaf is replaced. Units that join (CR LF) and pair (a surrogate pair) across the
        // caret, and backspaces through them. Debug nodes: height 2 or more for 100 units.
        var rope = TextRope(String(repeating: "abcdefghi\n", count: 10))
        var reference = try rope.utf16CodeUnits(in: 0..<rope.utf16Count)
        XCTAssertGreaterThanOrEqual(rope.root.height, 2)
        func check(_ step: String) throws {
            rope.checkInvariants()
            XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference, step)
            let counted = ReferenceText(units: reference)
            XCTAssertEqual(rope.unicodeScalarCount, counted.scalars.count, step)
            XCTAssertEqual(rope.utf8Count, counted.utf8Count, step)
            XCTAssertEqual(rope.lineCount, counted.terminatorEnds.count + 1, step)
        }
        for unit: UInt16 in [0x61, 0x0D, 0x0A, 0xD83D, 0xDE00, 0x0D] {
            try rope.insert([unit], atUTF16: reference.count)
            reference.append(unit)
            try check("typed \(unit)")
        }
        for _ in 0..<4 {
            try rope.remove(utf16Range: (reference.count - 1)..<reference.count)
            reference.removeLast()
            try check("backspace")
        }
        // The last leaf replaced whole: its first unit changes too.
        let (_, start) = rope.leaf(containingUTF16: reference.count - 1)
        let replacement = Array("\n\u{E9}".utf16) + Array(repeating: 0x7A, count: reference.count - start - 2)
        try rope.replace(utf16Range: start..<reference.count, with: replacement)
        reference.replaceSubrange(start..., with: replacement)
        try check("last leaf replaced")
    }

    func testChunks_coverTextInOrder() throws {
        let text = String(repeating: "héllo wörld 😀\n", count: 20)
        let rope = TextRope(text)
        var offset = 0
        for chunk in rope.chunks {
            XCTAssertEqual(chunk.utf16Offset, offset)
            XCTAssertLessThanOrEqual(chunk.utf16Count, 8)
            offset += chunk.utf16Count
        }
        XCTAssertEqual(offset, rope.utf16Count)
        let from = Array(try rope.chunks(fromUTF16: 100))
        XCTAssertTrue(from[0].utf16Range.contains(100))
        XCTAssertEqual(from.last?.utf16Range.upperBound, rope.utf16Count)
        XCTAssertEqual(Array(try rope.chunks(fromUTF16: rope.utf16Count)).map(\.utf16Range), [from.last?.utf16Range])
        for bad in [-1, rope.utf16Count + 1, Int.max] {
            XCTAssertThrowsError(try rope.chunks(fromUTF16: bad)) { error in
                XCTAssertEqual(error as? TextRangeError, .offsetOutOfBounds(offset: bad, unit: .utf16, limit: rope.utf16Count))
            }
        }
        XCTAssertEqual(try rope.chunk(containingUTF16: rope.utf16Count).utf16Range.upperBound, rope.utf16Count)
        XCTAssertTrue(Array(TextRope().chunks).isEmpty)
    }

    /// An iterator reads the text it was made from to the end, whatever happens to the rope
    /// meanwhile: keys typed and deleted in a row where a typing run was open when it was made,
    /// edits everywhere (every leaf and node copied, the originals released by the rope), then
    /// the rope dropped.
    func testChunksIterator_keepsItsText_whileTheRopeIsEditedAndDropped() throws {
        let text = String(repeating: "abcdefghijklmnopqrstuvwxyz\n", count: 12)
        var iterator: TextRope.Chunks.Iterator
        var read: [UInt16] = []
        let typed: [UInt16]
        do {
            var rope = TextRope(text)
            // Debug leaves hold 8 units: two keys open a run, a third fills the leaf.
            for (k, key) in "12".enumerated() { try rope.insert(String(key), atUTF16: 101 + k) }
            XCTAssertTrue(rope.cursor.hasRun, "keys in a row open a typing run")
            typed = try rope.utf16CodeUnits(in: 0..<rope.utf16Count)
            iterator = rope.chunks.makeIterator()
            read += try XCTUnwrap(iterator.next()).utf16CodeUnits
            try rope.insert("3", atUTF16: 103)
            for k in 0..<4 { try rope.remove(utf16Range: (103 - k)..<(104 - k)) }
            for offset in stride(from: 0, to: text.utf16.count - 10, by: 5) {
                try rope.replace(utf16Range: offset..<(offset + 1), with: "Z")
            }
            try rope.insert(String(repeating: "0123456789", count: 50), atUTF16: 100)
            rope.checkInvariants()
        }
        while let chunk = iterator.next() { read += chunk.utf16CodeUnits }
        XCTAssertEqual(read, typed)
    }

    func testEquality_comparesContentNotShape() throws {
        var built = TextRope()
        for ch in "hello, world" { built.append(String(ch)) }
        XCTAssertEqual(built, TextRope("hello, world"))
        XCTAssertNotEqual(built, TextRope("hello, worle"))
        XCTAssertEqual(Set([built, TextRope("hello, world")]).count, 1)
    }
}
