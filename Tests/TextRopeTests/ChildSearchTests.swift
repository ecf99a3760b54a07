import XCTest

@testable import TextRope

/// The descent's choice of child, made from an inner node's dense lengths with no branch on them,
/// against a plain scan of the children's own lengths.
final class ChildSearchTests: XCTestCase {
    /// Every offset from before the first child to past the last, in nodes of one to `maxInner`
    /// children of lengths 1 to 3, with no child lengthened and with each child lengthened by a
    /// pending change of -1, 0 or 2 units.
    func testChildHoldingAnOffset_matchesAPlainScan() {
        let node = makeNode()
        defer { node.free() }
        for count in 1...Limits.maxInner {
            for pattern in 0..<27 {
                let lengths = (0..<count).map { 1 + (pattern + $0 * $0) % 3 }
                for (k, length) in lengths.enumerated() {
                    node.summaries.initialize(k, to: Summary(utf16: length, scalars: 0, utf8: 0, lines: 0, first: 0, last: 0))
                }
                for lengthened in -1..<count {
                    for extra in lengthened < 0 ? [0] : [-1, 0, 2] where lengthened < 0 || lengths[lengthened] + extra > 0 {
                        var actual = lengths
                        if lengthened >= 0 { actual[lengthened] += extra }
                        for offset in -1...(actual.reduce(0, +) + 1) {
                            let found = node.summaries.child(holding: offset, count: count, lengthening: lengthened, by: extra)
                            let expected = Self.plainScan(actual, offset)
                            XCTAssertTrue(
                                found == expected,
                                "lengths \(actual) offset \(offset): got \(found), expected \(expected)")
                        }
                    }
                }
            }
        }
    }

    /// Writes through the summaries keep the dense lengths equal to the summaries' own counts.
    func testWritesThroughTheSummaries_keepTheLengthsInStep() {
        let node = makeNode()
        defer { node.free() }
        for k in 0..<Limits.maxInner {
            node.summaries.initialize(k, to: Summary(utf16: k + 1, scalars: k + 1, utf8: k + 1, lines: 0, first: 0x61, last: 0x61))
        }
        node.summaries[0] = Summary(utf16: 7, scalars: 7, utf8: 7, lines: 0, first: 0x61, last: 0x61)
        node.summaries[1].utf16 += 5
        node.summaries.add(utf16: -2, counts: Counts(scalars: -2, utf8: -2, lines: 0), at: 2)
        node.summaries.move(from: 0, to: 1, count: Limits.maxInner - 1)
        let expected = [7, 7, 7, 1] + (4..<Limits.maxInner).map { $0 }
        XCTAssertEqual((0..<Limits.maxInner).map { node.summaries.lengths[$0] }, expected)
        XCTAssertEqual((0..<Limits.maxInner).map { node.summaries[$0].utf16 }, expected)
    }

    private static func plainScan(_ lengths: [Int], _ offset: Int) -> (index: Int, start: Int) {
        var start = 0
        for (i, length) in lengths.enumerated().dropLast() {
            if start + length > offset { return (i, start) }
            start += length
        }
        return (lengths.count - 1, start)
    }

    private struct Node {
        let summaries: ChildSummaries

        func free() {
            summaries.base.deallocate()
            summaries.lengths.deallocate()
        }
    }

    private func makeNode() -> Node {
        Node(
            summaries: ChildSummaries(
                base: .allocate(capacity: Limits.maxInner), lengths: .allocate(capacity: Limits.maxInner)))
    }
}
