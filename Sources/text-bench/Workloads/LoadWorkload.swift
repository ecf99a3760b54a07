import EditingTraces
import TextRope

/// Loading the generated `--size` MB ASCII document from its UTF-8 file, each store its own way,
/// in MB (10^6 bytes of UTF-8) per second, with the memory the load adds per UTF-16 code unit.
/// Each result is checked against the file decoded into a `[UInt16]`.
struct LoadWorkload: Workload {
    let name = "load"
    let unit = "MB"
    let unitScale = 1e6

    func cases(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.ascii)
        return [context.sizeLabel]
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let document = try context.document(.ascii)
        return try implementation.visit(Load(document: document, context: context))
    }

    private struct Load: ImplementationVisitor {
        let document: Document
        let context: BenchContext

        func visit<Text: BenchText>(_ type: Text.Type) throws -> CellResult {
            var series = context.runSeries()
            var result: Text?
            try context.forEachRun {
                result = nil
                try series.time(operations: document.utf8Count) { _ in
                    result = try Text.load(utf8File: document.path)
                    return document.utf8Count
                }
            }
            guard let result else { return series.result(check: "-") }
            let check = Text.self == [UInt16].self
                ? "ref" : ReplayCheck(expected: try UTF8File.utf16(document.path), actual: result.utf16Contents).label
            return series.result(check: check, units: document.utf16Count)
        }
    }
}
