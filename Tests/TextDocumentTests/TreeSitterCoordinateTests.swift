import SeededRandom
import TextDocument
import TextRope
import XCTest

final class TreeSitterCoordinateTests: XCTestCase {
    // Rows end at LF only (units 2 and 6); the CR of "\r\n", the lone CR and NEL (2 bytes), LS and
    // PS (3 bytes each) are characters of their rows.
    private let mixed = "ab\ncd\r\nef\rg\u{85}h\u{2028}i\u{2029}j"

    func testPoint_countsRowsByLFAndColumnsInBytes() throws {
        let document = TextDocument(mixed)
        let expected: [(Int, Int, Int)] = [
            (0, 0, 0), (2, 0, 2), (3, 1, 0), (5, 1, 2), (6, 1, 3), (7, 2, 0), (10, 2, 3), (11, 2, 4), (12, 2, 6),
            (13, 2, 7), (14, 2, 10), (15, 2, 11), (16, 2, 14), (17, 2, 15),
        ]
        for (offset, row, column) in expected {
            XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: offset), TreeSitterPoint(row: row, column: column), "offset \(offset)")
            XCTAssertEqual(try document.utf16Offset(for: TreeSitterPoint(row: row, column: column)), offset, "offset \(offset)")
        }
        XCTAssertEqual(document.coordinates.treeSitterRowCount, 3)
        XCTAssertEqual(try document.utf8Offset(forUTF16Offset: 14), 17)
        XCTAssertEqual(try document.utf16Offset(forUTF8Offset: 17), 14)
    }

    func testPoint_astralAndLoneSurrogates() throws {
        // 😀 (4 bytes), a lone trail and a lone lead (3 bytes each, as U+FFFD), LF, 😀.
        let document = TextDocument(TextRope(utf16CodeUnits: [0xD83D, 0xDE00, 0xDE00, 0xD83D, 0x0A, 0xD83D, 0xDE00]))
        XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: 1), TreeSitterPoint(row: 0, column: 0))
        XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: 2), TreeSitterPoint(row: 0, column: 4))
        XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: 3), TreeSitterPoint(row: 0, column: 7))
        XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: 4), TreeSitterPoint(row: 0, column: 10))
        XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: 6), TreeSitterPoint(row: 1, column: 0))
        XCTAssertEqual(try document.treeSitterPoint(forUTF16Offset: 7), TreeSitterPoint(row: 1, column: 4))
        XCTAssertEqual(try document.utf16Offset(for: TreeSitterPoint(row: 0, column: 7)), 3)
        XCTAssertEqual(try document.utf16Offset(for: TreeSitterPoint(row: 1, column: 4)), 7)
    }

    func testRowCount_textEndingWithAndWithoutLF() throws {
        let counts: [(String, Int)] = [("", 1), ("a\r", 1), ("a\r\n", 2), ("\r\r\r", 1)]
        for (text, count) in counts {
            XCTAssertEqual(TextDocument(text).coordinates.treeSitterRowCount, count, text.debugDescription)
        }
        let crOnly = TextDocument("a\rb\rc")
        XCTAssertEqual(try crOnly.treeSitterPoint(forUTF16Offset: 5), TreeSitterPoint(row: 0, column: 5))
        XCTAssertEqual(try crOnly.utf16Offset(for: TreeSitterPoint(row: 0, column: 4)), 4)
        let ending = TextDocument("a\n")
        XCTAssertEqual(try ending.treeSitterPoint(forUTF16Offset: 2), TreeSitterPoint(row: 1, column: 0))
        XCTAssertEqual(try ending.utf16Offset(for: TreeSitterPoint(row: 1, column: 0)), 2)
    }

    func testErrors_nameThePointAndTheRowLength() {
        let document = TextDocument(mixed)
        let points: [(row: Int, column: Int, rowBytes: Int)] = [
            (3, 0, 0), (-1, 0, 0), (0, 3, 2), (1, 4, 3), (2, 16, 15), (2, 5, 15), (2, -1, 15),
        ]
        for (row, column, rowBytes) in points {
            assertError(
                try document.utf16Offset(for: TreeSitterPoint(row: row, column: column)),
                "point \(row):\(column) is past the end of row \(row) (\(rowBytes) bytes) or splits a character")
        }
        let lone = TextDocument(TextRope(utf16CodeUnits: [0x61, 0xD83D]))
        assertError(
            try lone.utf16Offset(for: TreeSitterPoint(row: 0, column: 2)),
            "point 0:2 is past the end of row 0 (4 bytes) or splits a character")
        assertError(try document.treeSitterPoint(forUTF16Offset: 18), "UTF-16 offset 18 is out of bounds for length 17")
        assertError(try document.utf16Offset(forUTF8Offset: 23), "UTF-8 offset 23 is out of bounds for length 22")
    }

    func testDescription_isTheREPLLine() {
        let edit = TreeSitterInputEdit(
            startByte: 3, oldEndByte: 3, newEndByte: 4, startPoint: TreeSitterPoint(row: 0, column: 3),
            oldEndPoint: TreeSitterPoint(row: 0, column: 3), newEndPoint: TreeSitterPoint(row: 0, column: 4))
        XCTAssertEqual("\(edit)", "start_byte 3 old_end_byte 3 new_end_byte 4 start_point 0 3 old_end_point 0 3 new_end_point 0 4")
    }

    func testRandomTexts_matchTheReferenceAndRoundTripAtEveryBoundary() throws {
        var random = seededRandom(0x5453_0001)
        for round in 0..<300 {
            let units = CoordinateReference.randomText(&random, maxPieces: 40)
            let bytes = CoordinateReference.utf8(units)
            let coordinates = TextCoordinates(TextRope(utf16CodeUnits: units))
            XCTAssertEqual(coordinates.treeSitterRowCount, CoordinateReference.rowStarts(bytes).count, "round \(round)")
            for offset in 0...units.count {
                let byte = CoordinateReference.utf8Offset(units, offset)
                let point = try coordinates.treeSitterPoint(forUTF16Offset: offset)
                XCTAssertEqual(point, CoordinateReference.point(bytes, byte: byte), "round \(round) offset \(offset)")
                XCTAssertEqual(try coordinates.utf8Offset(forUTF16Offset: offset), byte, "round \(round) offset \(offset)")
                if !CoordinateReference.isInsidePair(units, offset) {
                    XCTAssertEqual(try coordinates.utf16Offset(for: point), offset, "round \(round) offset \(offset)")
                }
            }
            let rowCount = coordinates.treeSitterRowCount
            for _ in 0..<20 {
                let point = TreeSitterPoint(
                    row: Int.random(in: -1...rowCount, using: &random), column: Int.random(in: -1...30, using: &random))
                XCTAssertEqual(
                    Result { () throws(TextRangeError) in try coordinates.utf16Offset(for: point) },
                    CoordinateReference.offset(units, point), "round \(round) point \(point)")
            }
        }
    }

    func testManyTerminatorsTreeSitterDoesNotCount_findRowStarts() throws {
        // Rows of CR-ended lines, then LF-ended ones: the row starts lie after runs of terminators
        // the rope counts and tree-sitter does not.
        var units: [UInt16] = []
        for row in 0..<40 {
            for _ in 0..<(row % 7) { units += [0x61, 0x0D, 0x2028] }
            units += [0x62, 0x0A]
        }
        let bytes = CoordinateReference.utf8(units)
        let coordinates = TextCoordinates(TextRope(utf16CodeUnits: units))
        for offset in 0...units.count {
            let point = try coordinates.treeSitterPoint(forUTF16Offset: offset)
            XCTAssertEqual(point, CoordinateReference.point(bytes, byte: CoordinateReference.utf8Offset(units, offset)), "offset \(offset)")
            XCTAssertEqual(try coordinates.utf16Offset(for: point), offset, "offset \(offset)")
            let position = try coordinates.lspPosition(forUTF16Offset: offset)
            XCTAssertEqual(position, CoordinateReference.lspPosition(units, offset), "offset \(offset)")
        }
    }
}
