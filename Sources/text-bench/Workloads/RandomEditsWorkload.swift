import EditingTraces
import TextRope
import SeededRandom

/// 100k random single-character inserts and deletes (ASCII) at uniformly random offsets, on the
/// generated ASCII document of 1 MB and of `--size` MB, in edits per second. Each run loads the
/// document (not timed) before editing it. Results are checked against the same edits on
/// TextRope.
struct RandomEditsWorkload: Workload {
    let name = "random-edits"
    let unit = "edits"
    static let editCount = 100_000

    func cases(_ context: BenchContext) throws -> [String] {
        try context.preparedSizeLabels(.ascii)
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        guard let megabytes = Double(name.dropLast(" MB".count)) else { throw BenchError.cell("unknown case \(name)") }
        let document = try context.document(.ascii, megabytes: megabytes)
        let edits = Self.edits(length: document.utf16Count, seed: context.options.seed)
        return try implementation.visit(Edit(document: document, edits: edits, context: context))
    }

    // Half inserts of a random letter, half deletes of one unit, at uniform random offsets in
    // the text as it is at that point.
    static func edits(length initial: Int, seed: UInt64) -> [UTF16Edit] {
        var rng = SplitMix64(seed: seed ^ 0xED17)
        var length = initial
        return (0..<editCount).map { _ in
            if length > 0 && Bool.random(using: &rng) {
                length -= 1
                return UTF16Edit(location: Int.random(in: 0...length, using: &rng), length: 1, replacement: [])
            }
            length += 1
            let letter = UInt16(UInt8(ascii: "a")) + UInt16.random(in: 0..<26, using: &rng)
            return UTF16Edit(location: Int.random(in: 0..<length, using: &rng), length: 0, replacement: [letter])
        }
    }

    private struct Edit: ImplementationVisitor {
        let document: Document
        let edits: [UTF16Edit]
        let context: BenchContext

        func visit<Text: BenchText>(_ type: Text.Type) throws -> CellResult {
            let prepared = PreparedEdits<Text>(edits)
            var series = context.runSeries()
            var result: Text?
            try context.forEachRun {
                result = nil
                var text = try Text.load(utf8File: document.path)
                try series.time(operations: prepared.count) { deadline in try prepared.apply(to: &text, until: deadline) }
                result = text
            }
            guard let result else { return series.result(check: "-") }
            if Text.self == TextRope.self { return series.result(check: "ref") }
            var reference = try TextRope.load(utf8File: document.path)
            _ = try PreparedEdits<TextRope>(edits.prefix(series.lastCompleted)).apply(to: &reference)
            return series.result(check: ReplayCheck(expected: reference.utf16Contents, actual: result.utf16Contents).label)
        }
    }
}
