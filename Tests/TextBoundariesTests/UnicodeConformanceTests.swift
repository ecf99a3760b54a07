import ICUTestSupport
import TextBoundaries
import TextRope
import XCTest
import SeededRandom

/// The Unicode 15.0 conformance files, run through the rope at every chunk alignment and compared
/// with ICU on the flat text; and ICU's own agreement with the files, counted.
///
/// Each test string is run flat, then inside ropes: prefixed with 0 to 7 line feeds (debug leaves
/// hold 8 units, so its start lands at every position of a leaf), built in bulk and built by
/// random inserts, and queried through a `TextBreaker` (and, for two of the ropes, through the
/// `TextRope` methods). A line feed is a boundary for every kind of iterator and resets every rule, so
/// the prefix never changes the string's own boundaries (asserted).
///
/// ICU 72 agrees with the files on every grapheme and sentence line, 1808 of 1823 word lines and
/// 7632 of 7654 line-break lines; the TextBoundaries article on Unicode conformance lists the lines
/// where it does not.
/// Counting: a line agrees when ICU's boundaries strictly inside the string are exactly the `÷`
/// marks strictly inside it (ICU always reports the two ends; the files mark sot with × for
/// line breaks).
final class UnicodeConformanceTests: XCTestCase {
    func testGraphemeBreakTest_ropeEqualsFlatICU() throws {
        try run(.grapheme, "GraphemeBreakTest.txt", icuAgrees: 602, seed: 0x6_0001)
    }

    func testWordBreakTest_ropeEqualsFlatICU() throws {
        try run(.word, "WordBreakTest.txt", icuAgrees: 1808, seed: 0x6_0002)
    }

    func testSentenceBreakTest_ropeEqualsFlatICU() throws {
        try run(.sentence, "SentenceBreakTest.txt", icuAgrees: 502, seed: 0x6_0003)
    }

    func testLineBreakTest_ropeEqualsFlatICU() throws {
        try run(.line, "LineBreakTest.txt", icuAgrees: 7632, seed: 0x6_0004)
    }

    private func run(_ kind: Kind, _ name: String, icuAgrees expected: Int, seed: UInt64) throws {
        let file = try XCTUnwrap(BreakTestFile(named: name), "\(name) is missing: run `make deps`")
        print("\(name): random-insert seed \(seed)")
        var rng = SplitMix64(seed: seed)
        var agreeing = 0
        var deviations: [String] = []
        for testCase in file.cases {
            let flat = FlatICU(kind.icu, testCase.units)
            if flat.interior == testCase.interiorBreaks {
                agreeing += 1
            } else {
                deviations.append("line \(testCase.lineNumber): \(testCase.source) ICU breaks at \(flat.interior)")
            }
            for prefix in 0..<8 {
                let text = [UInt16](repeating: 0x0A, count: prefix) + testCase.units
                let oracle = FlatICU(kind.icu, text)
                XCTAssertEqual(oracle.boundaries, Array(0..<prefix) + flat.boundaries.map { $0 + prefix },
                               "line \(testCase.lineNumber): the prefix changed the string's boundaries")
                let context = "\(name) line \(testCase.lineNumber) prefix \(prefix)"
                // The TextRope methods share the breaker's code: they are checked at two alignments.
                try BoundaryChecks.check(kind, TextRope(utf16CodeUnits: text), against: oracle, "\(context) bulk",
                                         ropeMethods: prefix == 0)
                let edited = try RopeBuilders.byRandomInserts(text, &rng)
                XCTAssertEqual(try edited.utf16CodeUnits(in: 0..<edited.utf16Count), text)
                try BoundaryChecks.check(kind, edited, against: oracle, "\(context) inserts", ropeMethods: prefix == 5)
            }
        }
        print("\(name): ICU 72 agrees with the file on \(agreeing)/\(file.cases.count) lines")
        for deviation in deviations { print("  \(deviation)") }
        XCTAssertEqual(agreeing, expected, "ICU's agreement with \(name) changed")
    }
}
