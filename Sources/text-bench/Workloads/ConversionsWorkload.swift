import EditingTraces
import TextRope
import SeededRandom

/// Offset conversions at uniformly random offsets in the generated `--size` MB mixed-script
/// document, one row per conversion, in conversions per second. Stores without an equivalent
/// print n/a. A checksum of the answers is checked against TextRope's for the same offsets.
struct ConversionsWorkload: Workload {
    let name = "conversions"
    let unit = "conversions"
    static let queryCount = 100_000

    func cases(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.mixed)
        return Conversion.allCases.map(\.rawValue)
    }

    func measures(_ name: String, _ implementation: Implementation) throws -> Bool {
        try implementation.visit(Supports(conversion: try Self.conversion(name)))
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let conversion = try Self.conversion(name)
        let document = try context.document(.mixed)
        var rng = SplitMix64(seed: context.options.seed ^ UInt64(Conversion.allCases.firstIndex(of: conversion) ?? 0))
        let limit = conversion.limit(in: document)
        let offsets = (0..<Self.queryCount).map { _ in Int.random(in: 0...limit, using: &rng) }
        return try implementation.visit(Convert(conversion: conversion, document: document, offsets: offsets, context: context))
    }

    private static func conversion(_ name: String) throws -> Conversion {
        guard let conversion = Conversion(rawValue: name) else { throw BenchError.cell("unknown conversion \(name)") }
        return conversion
    }

    private struct Supports: ImplementationVisitor {
        let conversion: Conversion

        func visit<Text: BenchText>(_ type: Text.Type) -> Bool {
            Text.converter(conversion, on: Text(utf16CodeUnits: [])) != nil
        }
    }

    private struct Convert: ImplementationVisitor {
        let conversion: Conversion
        let document: Document
        let offsets: [Int]
        let context: BenchContext

        func visit<Text: BenchText>(_ type: Text.Type) throws -> CellResult {
            let text = try Text.load(utf8File: document.path)
            guard let convert = Text.converter(conversion, on: text) else {
                throw BenchError.cell("\(Text.self) has no \(conversion.rawValue)")
            }
            var series = context.runSeries()
            var checksum = 0
            context.forEachRun {
                checksum = 0
                series.time(operations: offsets.count) { deadline in
                    CappedLoop.run(count: offsets.count, until: deadline) { i in
                        checksum = Self.mix(checksum, convert(offsets[i]))
                    }
                }
            }
            if Text.self == TextRope.self { return series.result(check: "ref") }
            let rope = try TextRope.load(utf8File: document.path)
            guard let reference = TextRope.converter(conversion, on: rope) else { return series.result(check: "-") }
            let checked = offsets.prefix(series.lastCompleted)
            guard checked.reduce(0, { Self.mix($0, reference($1)) }) != checksum else { return series.result(check: "ok") }
            let offset = checked.first { convert($0) != reference($0) }
            let detail = offset.map { "at \($0): \(convert($0)), TextRope \(reference($0))" } ?? "in the checksum"
            return series.result(check: "differs \(detail)")
        }

        private static func mix(_ checksum: Int, _ value: Int) -> Int { checksum &* 31 &+ value }
    }
}
