import EditingTraces
import TextRope

/// What the boundaries and conversions workloads time: a query from a UTF-16 (or scalar, or
/// UTF-8) offset to one number, which a store may or may not answer.
protocol OffsetQuery {
    /// How a cell's error names it: "grapheme query", "UTF-16 → scalar".
    var name: String { get }

    /// How `Text` answers it on `text`, or nil when the store has no equivalent.
    func answer<Text: BenchText>(on text: Text) -> ((Int) -> Int)?

    /// The check column when `answer` and TextRope's `reference` disagree at some of `offsets`.
    func mismatch(_ answer: (Int) -> Int, _ reference: (Int) -> Int, at offsets: ArraySlice<Int>) -> String
}

extension BoundaryQuery: OffsetQuery {
    var name: String { "\(rawValue) query" }

    func answer<Text: BenchText>(on text: Text) -> ((Int) -> Int)? { Text.boundaryQuery(self, on: text) }

    func mismatch(_ answer: (Int) -> Int, _ reference: (Int) -> Int, at offsets: ArraySlice<Int>) -> String {
        "differs at \(offsets.filter { answer($0) != reference($0) }.count) of \(offsets.count) offsets"
    }
}

extension Conversion: OffsetQuery {
    var name: String { rawValue }

    func answer<Text: BenchText>(on text: Text) -> ((Int) -> Int)? { Text.converter(self, on: text) }

    func mismatch(_ answer: (Int) -> Int, _ reference: (Int) -> Int, at offsets: ArraySlice<Int>) -> String {
        let offset = offsets.first { answer($0) != reference($0) }
        return "differs " + (offset.map { "at \($0): \(answer($0)), TextRope \(reference($0))" } ?? "in the checksum")
    }
}

/// Whether a store answers `query` (asked on an empty text of its type).
struct AnswersOffsetQuery<Query: OffsetQuery>: ImplementationVisitor {
    let query: Query

    func visit<Text: BenchText>(_ type: Text.Type) -> Bool {
        query.answer(on: Text(utf16CodeUnits: [])) != nil
    }
}

/// A cell: `query` answered at each of `offsets` in `document`, timed; a checksum of the answers
/// is compared with TextRope's for the offsets every run reached.
struct OffsetQueryCell<Query: OffsetQuery>: ImplementationVisitor {
    let query: Query
    let document: Document
    let offsets: [Int]
    let context: BenchContext

    func visit<Text: BenchText>(_ type: Text.Type) throws -> CellResult {
        let text = try Text.load(utf8File: document.path)
        guard let answer = query.answer(on: text) else {
            throw BenchError.cell("\(Text.self) has no \(query.name)")
        }
        _ = answer(0)  // one untimed answer: lets a flat baseline copy its buffer first
        var series = context.runSeries()
        var checksum = 0
        context.forEachRun {
            checksum = 0
            series.time(operations: offsets.count) { deadline in
                CappedLoop.run(count: offsets.count, until: deadline) { i in checksum = Self.mix(checksum, answer(offsets[i])) }
            }
        }
        if Text.self == TextRope.self { return series.result(check: "ref") }
        let rope = try TextRope.load(utf8File: document.path)
        guard let reference = query.answer(on: rope) else { return series.result(check: "-") }
        let checked = offsets.prefix(series.lastCompleted)
        guard checked.reduce(0, { Self.mix($0, reference($1)) }) != checksum else { return series.result(check: "ok") }
        return series.result(check: query.mismatch(answer, reference, at: checked))
    }

    private static func mix(_ checksum: Int, _ value: Int) -> Int { checksum &* 31 &+ value }
}
