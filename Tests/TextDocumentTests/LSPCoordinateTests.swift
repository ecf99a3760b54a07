import Foundation
import SeededRandom
import TextDocument
import TextRope
import XCTest

final class LSPCoordinateTests: XCTestCase {
    // Lines end at LF, CR LF and CR; NEL, LS and PS (units 11, 13, 15) are characters of line 3.
    private let mixed = "ab\ncd\r\nef\rg\u{85}h\u{2028}i\u{2029}j"

    func testPosition_countsOnlyLFCRLFAndCRAsLineEnds() throws {
        let document = TextDocument(mixed)
        let expected: [(Int, Int, Int)] = [
            (0, 0, 0), (2, 0, 2), (3, 1, 0), (5, 1, 2), (7, 2, 0), (9, 2, 2), (10, 3, 0), (11, 3, 1), (12, 3, 2),
            (14, 3, 4), (16, 3, 6), (17, 3, 7),
        ]
        for (offset, line, character) in expected {
            XCTAssertEqual(try document.lspPosition(forUTF16Offset: offset), LSPPosition(line: line, character: character), "offset \(offset)")
            XCTAssertEqual(try document.utf16Offset(for: LSPPosition(line: line, character: character)), offset, "offset \(offset)")
        }
        XCTAssertEqual(document.coordinates.lspLineCount, 4)
        XCTAssertEqual(document.text.lineCount, 7)
    }

    func testPosition_betweenCRAndLFCountsTheCR_insidePairGivesThePairsStart() throws {
        let document = TextDocument(mixed)
        XCTAssertEqual(try document.lspPosition(forUTF16Offset: 6), LSPPosition(line: 1, character: 3))
        let astral = TextDocument("x\u{1F600}y\r\n\u{1F600}")
        XCTAssertEqual(try astral.lspPosition(forUTF16Offset: 2), LSPPosition(line: 0, character: 1))
        XCTAssertEqual(try astral.lspPosition(forUTF16Offset: 3), LSPPosition(line: 0, character: 3))
        XCTAssertEqual(try astral.lspPosition(forUTF16Offset: 7), LSPPosition(line: 1, character: 0))
        XCTAssertEqual(try astral.lspPosition(forUTF16Offset: 8), LSPPosition(line: 1, character: 2))
    }

    func testPosition_loneSurrogatesAreOneUnitEach() throws {
        let document = TextDocument(TextRope(utf16CodeUnits: [0xDE00, 0xD83D, 0x0A, 0xD83D]))
        XCTAssertEqual(try document.lspPosition(forUTF16Offset: 1), LSPPosition(line: 0, character: 1))
        XCTAssertEqual(try document.lspPosition(forUTF16Offset: 2), LSPPosition(line: 0, character: 2))
        XCTAssertEqual(try document.lspPosition(forUTF16Offset: 4), LSPPosition(line: 1, character: 1))
        XCTAssertEqual(try document.utf16Offset(for: LSPPosition(line: 0, character: 1)), 1)
    }

    func testLineCount_textEndingWithAndWithoutTerminator() throws {
        let counts: [(String, Int)] = [("", 1), ("a", 1), ("a\n", 2), ("a\r", 2), ("a\r\n", 2), ("a\u{2029}", 1)]
        for (text, count) in counts {
            XCTAssertEqual(TextDocument(text).coordinates.lspLineCount, count, text.debugDescription)
        }
        let ends: [(String, offset: Int, line: Int, character: Int)] = [("a\r\n", 3, 1, 0), ("a\u{85}", 2, 0, 2)]
        for (text, offset, line, character) in ends {
            let document = TextDocument(text)
            XCTAssertEqual(try document.lspPosition(forUTF16Offset: offset), LSPPosition(line: line, character: character), text.debugDescription)
            XCTAssertEqual(try document.utf16Offset(for: LSPPosition(line: line, character: character)), offset, text.debugDescription)
        }
    }

    func testErrors_nameThePositionAndTheLimit() {
        let document = TextDocument(mixed)
        let positions: [(line: Int, character: Int, message: String)] = [
            (4, 0, "line 4 is out of bounds for line count 4"),
            (-1, 0, "line -1 is out of bounds for line count 4"),
            (1, 3, "position 1:3 is past the end of line 1 (length 2) or splits a character"),
            (0, 3, "position 0:3 is past the end of line 0 (length 2) or splits a character"),
            (2, 3, "position 2:3 is past the end of line 2 (length 2) or splits a character"),
            (3, 8, "position 3:8 is past the end of line 3 (length 7) or splits a character"),
            (0, -1, "position 0:-1 is past the end of line 0 (length 2) or splits a character"),
            (0, Int.max, "position 0:NSNotFound is past the end of line 0 (length 2) or splits a character"),
        ]
        for (line, character, message) in positions {
            assertError(try document.utf16Offset(for: LSPPosition(line: line, character: character)), message, "\(line):\(character)")
        }
        assertError(
            try TextDocument("x\u{1F600}").utf16Offset(for: LSPPosition(line: 0, character: 2)),
            "position 0:2 is past the end of line 0 (length 3) or splits a character")
        assertError(try document.lspPosition(forUTF16Offset: 18), "UTF-16 offset 18 is out of bounds for length 17")
        assertError(try document.lspPosition(forUTF16Offset: -1), "UTF-16 offset -1 is out of bounds for length 17")
    }

    func testRandomTexts_matchTheReferenceAndRoundTripAtEveryBoundary() throws {
        var random = seededRandom(0x4C53_5031)
        for round in 0..<300 {
            let units = CoordinateReference.randomText(&random, maxPieces: 40)
            let document = TextDocument(TextRope(utf16CodeUnits: units))
            let coordinates = document.coordinates
            for offset in 0...units.count {
                let position = try coordinates.lspPosition(forUTF16Offset: offset)
                XCTAssertEqual(position, CoordinateReference.lspPosition(units, offset), "round \(round) offset \(offset)")
                if !CoordinateReference.isInsidePair(units, offset), !CoordinateReference.isBetweenCRAndLF(units, offset) {
                    XCTAssertEqual(try coordinates.utf16Offset(for: position), offset, "round \(round) offset \(offset)")
                }
            }
            let lineCount = CoordinateReference.lspLineStarts(units).count
            XCTAssertEqual(coordinates.lspLineCount, lineCount, "round \(round)")
            for _ in 0..<20 {
                let position = LSPPosition(
                    line: Int.random(in: -1...lineCount, using: &random), character: Int.random(in: -1...12, using: &random))
                XCTAssertEqual(
                    Result { () throws(TextRangeError) in try coordinates.utf16Offset(for: position) },
                    CoordinateReference.lspOffset(units, position), "round \(round) position \(position)")
            }
        }
    }

    func testDocumentWithoutObservers_keepsItsIndexThroughChanges() throws {
        var random = seededRandom(0x4C53_5032)
        var units = CoordinateReference.randomText(&random, maxPieces: 30)
        let document = TextDocument(TextRope(utf16CodeUnits: units))
        _ = try document.lspPosition(forUTF16Offset: 0)
        var caret = 0
        for step in 0..<2000 {
            // Typing at a caret half of the time (insertions, backspaces), else anywhere.
            var lower = Int.random(in: 0...units.count, using: &random)
            var upper = Int.random(in: lower...min(units.count, lower + 4), using: &random)
            if Bool.random(using: &random) {
                lower = min(caret, units.count)
                upper = lower
                if Bool.random(using: &random), lower > 0 { lower -= 1 }
            }
            let inserted = upper > lower ? [] : CoordinateReference.randomText(&random, maxPieces: 2)
            try document.apply(
                ChangeSet(lengthBefore: units.count, replacing: lower..<upper, with: ReplacementText(utf16CodeUnits: inserted)))
            units.replaceSubrange(lower..<upper, with: inserted)
            caret = lower + inserted.count
            document.coordinates.checkInvariants()
            // Conversions near the caret start from what the last change left remembered.
            let offset = min(max(caret + Int.random(in: -3...3, using: &random), 0), units.count)
            let context = "step \(step) offset \(offset)"
            let position = try document.lspPosition(forUTF16Offset: offset)
            XCTAssertEqual(position, CoordinateReference.lspPosition(units, offset), context)
            let bytes = CoordinateReference.utf8(units)
            let point = try document.treeSitterPoint(forUTF16Offset: offset)
            XCTAssertEqual(point, CoordinateReference.point(bytes, byte: CoordinateReference.utf8Offset(units, offset)), context)
            XCTAssertEqual(try document.utf8Offset(forUTF16Offset: offset), CoordinateReference.utf8Offset(units, offset), context)
            if !CoordinateReference.isInsidePair(units, offset) {
                XCTAssertEqual(try document.utf16Offset(for: point), offset, context)
                if !CoordinateReference.isBetweenCRAndLF(units, offset) {
                    XCTAssertEqual(try document.utf16Offset(for: position), offset, context)
                }
            }
        }
    }

    func testJSON_isTheContentChangeEventExactly() {
        let change = LSPContentChange(
            range: LSPRange(start: LSPPosition(line: 0, character: 3), end: LSPPosition(line: 0, character: 3)), text: "a")
        XCTAssertEqual(change.json, #"{"range":{"start":{"line":0,"character":3},"end":{"line":0,"character":3}},"text":"a"}"#)
        let range = LSPRange(start: LSPPosition(line: 12, character: 0), end: LSPPosition(line: 13, character: 45))
        let escapes = LSPContentChange(range: range, text: "\"\\\n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F} é€😀\u{2028}")
        XCTAssertEqual(
            escapes.json,
            #"{"range":{"start":{"line":12,"character":0},"end":{"line":13,"character":45}},"text":"\"\\\n\r\t\b\f\u0001\u001f"#
                + "\u{7F} é€😀\u{2028}\"}")
        let units = LSPContentChange(
            range: range, text: ReplacementText(utf16CodeUnits: [0xD83D, 0x61, 0xDEAB, 0xD83D, 0xDE00, 0x0A, 0xDBFF]))
        XCTAssertEqual(
            units.json,
            #"{"range":{"start":{"line":12,"character":0},"end":{"line":13,"character":45}},"text":"\ud83da\udeab😀\n\udbff"}"#)
    }

    func testCodable_usesLSPsKeys() throws {
        let decoded = try JSONDecoder().decode(LSPRange.self, from: Data(#"{"start":{"line":1,"character":2},"end":{"character":4,"line":3}}"#.utf8))
        XCTAssertEqual(decoded, LSPRange(start: LSPPosition(line: 1, character: 2), end: LSPPosition(line: 3, character: 4)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(
            String(decoding: try encoder.encode(LSPPosition(line: 5, character: 6)), as: UTF8.self), #"{"character":6,"line":5}"#)
    }
}
