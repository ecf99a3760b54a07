@testable import EditorCore
import SeededRandom
import TextBoundaries
import TextDocument
import TextRope
import XCTest

/// The layout of random lines of hard text against a plain greedy wrap written here: clusters
/// from `graphemeBoundary(after:)`, breaks where `isLineBreakOpportunity` says, a row broken
/// before the cluster that would overflow it (at the last opportunity in the row, else right
/// there). And the layout engine's pieces of long lines and kept layouts after edits.
final class LayoutTests: XCTestCase {
    private static let pieces = [
        "a", "word", " ", "  ", "\t", "漢字", "かな", "👨‍👩‍👧", "🇫🇷", "1️⃣", "👍🏽", "e\u{301}", "\u{301}", "한국어", "\u{1}", "\u{7F}",
        "\u{9B}", "-", "/", "https://example.com/path", "Supercalifragilistic", "\u{200B}", "ก", "क्ष", "(", ")", ".",
    ]

    // Row starts of `line` by the plain greedy wrap (a cluster of no width still needs its cell).
    private func referenceRows(_ rope: TextRope, _ range: Range<Int>, width: Int) throws -> [Int] {
        var clusters: [(start: Int, end: Int)] = []
        var offset = range.lowerBound
        while offset < range.upperBound {
            let next = try rope.graphemeBoundary(after: offset) ?? range.upperBound
            clusters.append((offset, min(next, range.upperBound)))
            offset = next
        }
        var starts = [range.lowerBound]
        var rowFirst = 0
        var column = 0
        var lastBreak: Int?
        var index = 0
        var lastWidth = 0
        while index < clusters.count {
            let cluster = clusters[index]
            let units = try rope.utf16CodeUnits(in: cluster.start..<cluster.end)
            let cells = units.withUnsafeBufferPointer {
                Glyph.shown(units: $0, column: column, width: (try? rope.displayWidth(of: cluster.start..<cluster.end)) ?? 0).glyph.width
            }
            if index > rowFirst, try rope.isLineBreakOpportunity(cluster.start) { lastBreak = index }
            if column + max(cells, 1) > width && index > rowFirst {
                let breakAt = lastBreak ?? index
                starts.append(clusters[breakAt].start)
                rowFirst = breakAt
                index = breakAt
                column = 0
                lastBreak = nil
                continue
            }
            column += cells
            lastWidth = column
            index += 1
        }
        if lastWidth >= width && clusters.count > rowFirst { starts.append(range.upperBound) }
        return starts
    }

    func testWrap_matchesAPlainGreedyWrap() throws {
        let seed: UInt64 = 0x1A40
        print("seed", seed)
        var random = SplitMix64(seed: seed)
        for round in 0..<400 {
            var text = ""
            for _ in 0..<Int(random.next() % 24) { text += Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }
            let rope = TextRope(text)
            let width = 1 + Int(random.next() % 30)
            let layout = LineBuilder(wrapWidth: width).layout(
                rope, start: 0, contentsEnd: rope.utf16Count, end: rope.utf16Count, hardLine: 0..<rope.utf16Count)
            let expected = try referenceRows(rope, 0..<rope.utf16Count, width: width)
            XCTAssertEqual(layout.rows.map(\.start), expected, "round \(round), width \(width): \(text.debugDescription)")
        }
    }

    func testNoWrap_isOneRowWithEveryCluster() throws {
        let rope = TextRope("漢字 and\tmore 👍🏽 text that is longer than any screen")
        let layout = LineBuilder(wrapWidth: nil).layout(rope, start: 0, contentsEnd: rope.utf16Count, end: rope.utf16Count, hardLine: 0..<rope.utf16Count)
        XCTAssertEqual(layout.rows.count, 1)
        // 漢字, " and", a tab from cell 8 to 12, "more ", 👍🏽, " text that is longer than any screen".
        XCTAssertEqual(layout.rows[0].width, 4 + 4 + 4 + 5 + 2 + 36)
    }

    func testLongLines_areLaidOutInPiecesStartingOnClusters() {
        // A line of "e" + U+0301 pairs longer than a piece: pieces start on cluster boundaries.
        let line = String(repeating: "e\u{301}", count: LayoutEngine.segmentLength) + "\nnext"
        let rope = TextRope(line)
        let engine = LayoutEngine(document: TextDocument(rope), wrapWidth: 40)
        let first = engine.layoutLine(containing: 0)
        XCTAssertEqual(first.start, 0)
        XCTAssertEqual(first.contentsEnd, LayoutEngine.segmentLength)
        let second = engine.layoutLine(after: first)
        XCTAssertEqual(second?.start, LayoutEngine.segmentLength)
        XCTAssertEqual(second?.contentsEnd, 2 * LayoutEngine.segmentLength)
        XCTAssertEqual(engine.layoutLine(containing: LayoutEngine.segmentLength + 1).start, LayoutEngine.segmentLength)
        let next = second.flatMap(engine.layoutLine(after:))
        XCTAssertEqual(next?.start, 2 * LayoutEngine.segmentLength + 1, "the next hard line")
        XCTAssertTrue(second.map { !$0.startsHardLine } ?? false)
        // An odd nominal start falls inside a cluster and moves to its end.
        let shifted = TextRope("x" + line)
        let other = LayoutEngine(document: TextDocument(shifted), wrapWidth: 40)
        XCTAssertEqual(other.layoutLine(containing: LayoutEngine.segmentLength + 5).start, LayoutEngine.segmentLength + 1)
    }

    func testKeptLayouts_followEdits() throws {
        let document = TextDocument("one\ntwo\nthree\nfour")
        let engine = LayoutEngine(document: document, wrapWidth: 3)
        var line = engine.layoutLine(containing: 0)
        while let next = engine.layoutLine(after: line) { line = next }
        try document.replace(utf16Range: 5..<5, with: "X\n")
        engine.noteEdit(replacing: 5..<5, inserted: 2)
        engine.checkInvariants()
        XCTAssertEqual(engine.layoutLine(containing: 0).rows.map(\.start), [0, 3])
        XCTAssertEqual(engine.layoutLine(containing: 4).rows.map(\.start), [4], "\"tX\"")
        XCTAssertEqual(engine.layoutLine(containing: 7).rows.map(\.start), [7], "\"wo\"")
        XCTAssertEqual(engine.layoutLine(containing: 10).rows.map(\.start), [10, 13], "\"three\" kept, moved")
        XCTAssertEqual(engine.layoutLine(containing: 16).start, 16, "\"four\" moved by the edit's two units")
        try document.replace(utf16Range: 3..<4, with: "")
        engine.noteEdit(replacing: 3..<4, inserted: 0)
        engine.checkInvariants()
        XCTAssertEqual(engine.layoutLine(containing: 0).contentsEnd, 5, "the joined line")
    }
}
