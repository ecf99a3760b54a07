import EditingTraces
import SeededRandom
import TextDocument
import TextRope

/// What a frame asks of a document's decorations: those intersecting a 60-line viewport at a
/// random line, in queries per second, in the `--size` MB document holding 10,000 and 1,000,000
/// decorations of 1 to 40 units spread over it. The viewports' ranges are found from the rope's
/// lines before the timed runs (an editor knows its viewport's range from its layout).
struct DecorationQueryWorkload: Workload {
    let name = "decoration-query"
    let unit = "queries"
    let implementations: [Implementation] = [.rope]
    static let queryCount = 200_000
    static let viewportLines = 60

    func cases(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.ascii)
        let size = context.sizeLabel
        return ["\(size), 10k decorations", "\(size), 1M decorations"]
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let file = try context.document(.ascii)
        let document = TextDocument(try TextRope(contentsOfFile: file.path))
        let decorations = document.makeDecorationSet(of: UInt32.self)
        let count = name.hasSuffix("1M decorations") ? 1_000_000 : 10_000
        var rng = SplitMix64(seed: context.options.seed)
        let spacing = document.utf16Count / count
        for i in 0..<count {
            let start = i * spacing + Int.random(in: 0..<max(spacing, 1), using: &rng)
            let end = min(start + Int.random(in: 1...40, using: &rng), document.utf16Count)
            try decorations.insert(start..<end, value: UInt32(truncatingIfNeeded: i))
        }
        let text = document.text
        let viewports = try (0..<Self.queryCount).map { _ -> Range<Int> in
            let first = Int.random(in: 0..<max(text.lineCount - Self.viewportLines, 1), using: &rng)
            return try text.utf16Range(ofLine: first).lowerBound..<text.utf16Range(ofLine: first + Self.viewportLines - 1).upperBound
        }
        var series = context.runSeries()
        var found = 0
        try context.forEachRun {
            try series.time(operations: viewports.count) { deadline in
                try CappedLoop.run(count: viewports.count, until: deadline) { i in
                    try decorations.forEach(intersecting: viewports[i]) { _ in found &+= 1 }
                }
            }
        }
        // 60 lines of 20 to 100 bytes hold about 3,600 units: a 1M set has a few dozen there.
        return series.result(check: found > 0 ? "ok" : "nothing found")
    }
}
