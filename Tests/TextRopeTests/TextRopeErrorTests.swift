import XCTest

@testable import TextRope

/// Every invalid range, offset and line throws the right `TextRangeError` and changes nothing.
final class TextRopeErrorTests: XCTestCase {
    private let nsNotFound = Int.max
    private var rope: TextRope = "abc\r\nd😀"  // 8 UTF-16 units, 7 scalars, 2 lines

    private func assertUnchanged(_ body: (inout TextRope) throws -> Void, throws expected: TextRangeError, line: UInt = #line) {
        var copy = rope
        XCTAssertThrowsError(try body(&copy), line: line) { error in
            XCTAssertEqual(error as? TextRangeError, expected, line: line)
        }
        XCTAssertEqual(copy, rope, line: line)
        XCTAssertEqual(String(copy), "abc\r\nd😀", line: line)
        copy.checkInvariants()
    }

    func testReplace_rangePastEnd() {
        assertUnchanged({ try $0.replace(utf16Range: 7..<9, with: "x") }, throws: .rangeOutOfBounds(location: 7, length: 2, textLength: 8))
        assertUnchanged({ try $0.replace(utf16Range: 9..<9, with: "x") }, throws: .rangeOutOfBounds(location: 9, length: 0, textLength: 8))
    }

    func testReplace_negativeLocation() {
        assertUnchanged({ try $0.replace(utf16Range: -1..<2, with: "x") }, throws: .rangeOutOfBounds(location: -1, length: 3, textLength: 8))
    }

    func testReplace_notFound() {
        assertUnchanged({ try $0.replace(utf16Range: nsNotFound..<nsNotFound, with: [0x61]) }, throws: .rangeOutOfBounds(location: nsNotFound, length: 0, textLength: 8))
    }

    func testReplace_hugeRangeDoesNotOverflow() {
        assertUnchanged({ try $0.remove(utf16Range: Int.min..<Int.max) }, throws: .rangeOutOfBounds(location: Int.min, length: Int.max, textLength: 8))
    }

    func testInsertAndRemove_outOfBounds() {
        assertUnchanged({ try $0.insert("x", atUTF16: 9) }, throws: .rangeOutOfBounds(location: 9, length: 0, textLength: 8))
        assertUnchanged({ try $0.insert([0xD800], atUTF16: -3) }, throws: .rangeOutOfBounds(location: -3, length: 0, textLength: 8))
        assertUnchanged({ try $0.remove(utf16Range: 0..<9) }, throws: .rangeOutOfBounds(location: 0, length: 9, textLength: 8))
    }

    func testNSRangeValidation_overflowSafe() {
        XCTAssertEqual(try rope.utf16Range(location: 2, length: 6), 2..<8)
        XCTAssertEqual(try rope.utf16Range(location: 8, length: 0), 8..<8)
        for (location, length) in [(nsNotFound, 0), (-1, 1), (1, -1), (1, Int.max), (Int.max, Int.max), (9, 0), (3, 6)] {
            XCTAssertThrowsError(try rope.utf16Range(location: location, length: length)) { error in
                XCTAssertEqual(error as? TextRangeError, .rangeOutOfBounds(location: location, length: length, textLength: 8))
            }
        }
    }

    func testReads_outOfBounds() {
        XCTAssertThrowsError(try rope.string(utf16Range: 0..<9))
        XCTAssertThrowsError(try rope.utf16CodeUnits(in: -2..<0))
        XCTAssertThrowsError(try rope.utf16CodeUnit(at: 8)) { error in
            XCTAssertEqual(error as? TextRangeError, .offsetOutOfBounds(offset: 8, unit: .utf16, limit: 8))
        }
        XCTAssertThrowsError(try rope.chunk(containingUTF16: 9))
    }

    func testConversions_outOfBounds() {
        XCTAssertThrowsError(try rope.unicodeScalarOffset(forUTF16Offset: 9)) { error in
            XCTAssertEqual(error as? TextRangeError, .offsetOutOfBounds(offset: 9, unit: .utf16, limit: 8))
        }
        XCTAssertThrowsError(try rope.utf16Offset(forUnicodeScalarOffset: 8)) { error in
            XCTAssertEqual(error as? TextRangeError, .offsetOutOfBounds(offset: 8, unit: .unicodeScalar, limit: 7))
        }
        XCTAssertThrowsError(try rope.utf8Offset(forUTF16Offset: -1))
        XCTAssertThrowsError(try rope.utf16Offset(forUTF8Offset: 11)) { error in
            XCTAssertEqual(error as? TextRangeError, .offsetOutOfBounds(offset: 11, unit: .utf8, limit: 10))
        }
        XCTAssertThrowsError(try rope.line(containingUTF16Offset: nsNotFound))
    }

    func testLines_outOfBounds() {
        XCTAssertThrowsError(try rope.utf16Range(ofLine: 2)) { error in
            XCTAssertEqual(error as? TextRangeError, .lineOutOfBounds(line: 2, lineCount: 2))
        }
        XCTAssertThrowsError(try rope.utf16Range(ofLine: -1))
    }

    func testErrorDescriptions_nameRangeAndLength() {
        XCTAssertEqual(TextRangeError.rangeOutOfBounds(location: 9, length: 2, textLength: 3).description, "range {9,2} is out of bounds for length 3")
        XCTAssertEqual(TextRangeError.rangeOutOfBounds(location: nsNotFound, length: 0, textLength: 3).description, "range {NSNotFound,0} is out of bounds for length 3")
        XCTAssertEqual(TextRangeError.offsetOutOfBounds(offset: 4, unit: .unicodeScalar, limit: 3).description, "scalar offset 4 is out of bounds for length 3")
        XCTAssertEqual(TextRangeError.lineOutOfBounds(line: 5, lineCount: 2).description, "line 5 is out of bounds for line count 2")
    }
}
