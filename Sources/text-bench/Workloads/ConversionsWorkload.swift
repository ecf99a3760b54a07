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
        try implementation.visit(AnswersOffsetQuery(query: try Self.conversion(name)))
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let conversion = try Self.conversion(name)
        let document = try context.document(.mixed)
        var rng = SplitMix64(seed: context.options.seed ^ UInt64(Conversion.allCases.firstIndex(of: conversion) ?? 0))
        let limit = conversion.limit(in: document)
        let offsets = (0..<Self.queryCount).map { _ in Int.random(in: 0...limit, using: &rng) }
        return try implementation.visit(OffsetQueryCell(query: conversion, document: document, offsets: offsets, context: context))
    }

    private static func conversion(_ name: String) throws -> Conversion {
        guard let conversion = Conversion(rawValue: name) else { throw BenchError.cell("unknown conversion \(name)") }
        return conversion
    }
}
