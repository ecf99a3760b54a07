import TextBoundaries
import TextRope
import XCTest

/// Terminal columns per grapheme cluster.
final class DisplayWidthTests: XCTestCase {
    func testWidth_perKindOfCluster() {
        let table: [(String, Int)] = [
            ("abc", 3), ("漢字", 4), ("ｶ", 1), ("Ａ", 2), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1161}", 0),
            ("e\u{301}", 1), ("\u{301}", 0), ("\t", 0), ("\u{200B}", 0), ("\u{AD}", 0), ("\u{2028}", 0),
            ("😀", 2), ("👨‍👩‍👧‍👦", 2), ("🇫🇷", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("1\u{FE0F}\u{20E3}", 2), ("❤\u{FE0F}", 2), ("❤", 1),
            ("👍🏽", 2), ("c🏻", 2), ("क्ष", 1), ("\u{FFFD}", 1),
        ]
        for (string, columns) in table {
            XCTAssertEqual(TextRope.displayWidth(of: string), columns, string.debugDescription)
        }
        XCTAssertEqual(TextRope.displayWidth(of: ""), 0)
    }

    func testWidth_ofALoneSurrogate_isOneColumn() throws {
        XCTAssertEqual(try TextRope(utf16CodeUnits: [0xD800, 0x61]).displayWidth(of: 0..<2), 2)
    }

    func testWidth_ofAdjacentRanges_addsUp() throws {
        let rope = TextRope("ab漢👨‍👩‍👧‍👦\r\ne\u{301}")
        let total = try rope.displayWidth(of: 0..<rope.utf16Count)
        XCTAssertEqual(total, 7)
        for split in 0...rope.utf16Count {
            XCTAssertEqual(try rope.displayWidth(of: 0..<split) + rope.displayWidth(of: split..<rope.utf16Count), total, "split \(split)")
        }
        // A prefix ending inside a cluster counts the whole cluster.
        XCTAssertEqual(try rope.displayWidth(of: 0..<4), 6)
        XCTAssertEqual(try TextBreaker(rope).displayWidth(of: 2..<14), 4)
    }

    func testWidth_invalidRange_throws() {
        XCTAssertThrowsError(try TextRope("ab").displayWidth(of: 0..<3)) { error in
            XCTAssertEqual("\(error)", "range {0,3} is out of bounds for length 2")
        }
    }
}
