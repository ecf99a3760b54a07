import EditingTraces
import TextRope
import SeededRandom

/// Boundary queries at uniformly random offsets in the generated mixed-script document, at 1 MB
/// and at `--size` MB: the grapheme cluster containing the offset (TextRope, CFString's and
/// NSString's composed character sequences, ICU on a flat [UInt16]) and the word there (TextRope,
/// flat ICU), in queries per second. A checksum of the answers is compared with TextRope's.
struct BoundariesWorkload: Workload {
    let name = "boundaries"
    let unit = "queries"
    static let queryCount = 1_000_000

    func cases(_ context: BenchContext) throws -> [String] {
        let sizes = try context.preparedSizeLabels(.mixed)
        return BoundaryQuery.allCases.flatMap { kind in sizes.map { "\(kind.rawValue) \($0)" } }
    }

    func measures(_ name: String, _ implementation: Implementation) throws -> Bool {
        let (kind, _) = try Self.parse(name)
        return try implementation.visit(AnswersOffsetQuery(query: kind))
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        let (kind, megabytes) = try Self.parse(name)
        let document = try context.document(.mixed, megabytes: megabytes)
        var rng = SplitMix64(seed: context.options.seed ^ 0xB0B0)
        let offsets = (0..<Self.queryCount).map { _ in Int.random(in: 0..<document.utf16Count, using: &rng) }
        return try implementation.visit(OffsetQueryCell(query: kind, document: document, offsets: offsets, context: context))
    }

    private static func parse(_ name: String) throws -> (BoundaryQuery, Double) {
        let parts = name.split(separator: " ")
        guard parts.count == 3, let kind = BoundaryQuery(rawValue: String(parts[0])), let megabytes = Double(parts[1]) else {
            throw BenchError.cell("unknown case \(name)")
        }
        return (kind, megabytes)
    }
}
