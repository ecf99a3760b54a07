import EditingTraces
import TextDocument
import TextRope

/// Adding 1,000,000 anchors, or 1,000,000 decorations, to the `--size` MB document, at offsets in
/// increasing order, in markers added per second; the memory column gives the bytes each added
/// (the process's growth over the first run, per marker). The handles the anchors return are
/// not kept, as an editor holding a million positions would keep them in its own structures.
struct MarkerMemoryWorkload: Workload {
    let name = "markers"
    let unit = "markers"
    let implementations: [Implementation] = [.rope]
    static let markerCount = 1_000_000

    func cases(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.ascii)
        return ["1M anchors", "1M decorations"]
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let file = try context.document(.ascii)
        let text = try TextRope(contentsOfFile: file.path)
        let spacing = max(text.utf16Count / Self.markerCount, 1)
        var series = context.runSeries()
        var held = 0
        try context.forEachRun {
            // Each run makes a document of its own: the previous run's markers are freed first.
            var document: TextDocument? = TextDocument(text)
            try series.time(operations: Self.markerCount) { deadline in
                guard let document else { return 0 }
                if name == "1M anchors" {
                    let done = try CappedLoop.run(count: Self.markerCount, until: deadline) { i in
                        _ = try document.makeAnchor(at: min(i * spacing, text.utf16Count), bias: .after)
                    }
                    held = document.anchorCount
                    return done
                }
                let decorations = document.makeDecorationSet(of: UInt32.self)
                let done = try CappedLoop.run(count: Self.markerCount, until: deadline) { i in
                    let start = min(i * spacing, text.utf16Count)
                    try decorations.insert(start..<min(start + 8, text.utf16Count), value: UInt32(truncatingIfNeeded: i))
                }
                held = decorations.count
                return done
            }
            document = nil
        }
        let expected = series.completed.last ?? 0
        return series.result(check: held == expected ? "ok" : "\(held) of \(expected) held", units: Self.markerCount)
    }
}
