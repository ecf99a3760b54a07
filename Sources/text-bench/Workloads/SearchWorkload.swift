import CICU
import Glibc
import TextDocument
import TextRope

/// Finding every match in the generated `--size` MB mixed-script document, in MB (10^6 bytes of
/// UTF-8) searched per second: TextRope through `TextSearcher`, against a flat baseline in the
/// [UInt16] row. A literal's baseline is `memmem` on the file's UTF-8 (every non-overlapping
/// occurrence); a case-insensitive literal's and a regular expression's is ICU's `uregex` on the
/// whole text as one flat UTF-16 buffer (through CICU's search, which TextSearcher also uses), with
/// the same options. The rope row checks its matches against that flat ICU search.
struct SearchWorkload: Workload {
    let name = "search"
    let unit = "MB"
    let unitScale = 1e6
    let implementations: [Implementation] = [.rope, .unitArray]

    /// The rows: a kind and a pattern.
    private static let queries: [(name: String, query: SearchQuery)] = [
        ("literal", SearchQuery(literal: "surrogate gr")),
        ("ignore-case", SearchQuery(literal: "Surrogate GR", ignoresCase: true)),
        ("regex alternation", SearchQuery(regularExpression: "(?:rope|text) (?:editor|buffer)")),
        ("regex line", SearchQuery(regularExpression: "^the [^\\n]*$")),
        ("regex class", SearchQuery(regularExpression: "[a-z]+ing")),
        ("regex ignore-case", SearchQuery(regularExpression: "surrogate \\w+", ignoresCase: true)),
        ("regex boundary", SearchQuery(regularExpression: "\\bnode\\b")),
        ("regex lookbehind", SearchQuery(regularExpression: "(?<=leaf )node")),
    ]

    func cases(_ context: BenchContext) throws -> [String] {
        _ = try context.document(.mixed)
        return Self.queries.map(\.name)
    }

    func measure(_ name: String, _ implementation: Implementation, _ context: BenchContext) throws -> CellResult {
        guard let query = Self.queries.first(where: { $0.name == name })?.query else {
            throw BenchError.cell("unknown case \(name)")
        }
        let document = try context.document(.mixed)
        var series = context.runSeries()
        let units = try UTF8File.utf16(document.path)
        switch implementation {
        case .rope:
            let rope = try TextRope.load(utf8File: document.path)
            let searcher = try TextSearcher(query)
            var found: [Range<Int>] = []
            try context.forEachRun {
                try series.time(operations: document.utf8Count) { _ in
                    found = try searcher.matches(in: rope).map(\.range)
                    return document.utf8Count
                }
            }
            let expected = try FlatICUSearch(query).matches(in: units)
            let check = found == expected ? "ok" : "\(found.count) matches, ICU found \(expected.count)"
            return series.result(check: check + " (\(found.count))")
        case .unitArray where query.kind == .literal && !query.ignoresCase:
            let bytes = try UTF8File.bytes(document.path)
            let needle = Array(query.pattern.utf8)
            var count = 0
            context.forEachRun {
                series.time(operations: document.utf8Count) { _ in
                    count = Self.memmemCount(needle, in: bytes)
                    return document.utf8Count
                }
            }
            return series.result(check: "ref (\(count))")
        case .unitArray:
            let search = try FlatICUSearch(query)
            var count = 0
            try context.forEachRun {
                try series.time(operations: document.utf8Count) { _ in
                    count = try search.matches(in: units).count
                    return document.utf8Count
                }
            }
            return series.result(check: "ref (\(count))")
        default:
            throw BenchError.cell("search has no \(implementation.rawValue) row")
        }
    }

    // glibc declares memmem only with _GNU_SOURCE, which the Glibc module leaves out.
    private typealias Memmem = @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?

    private static func memmemCount(_ needle: [UInt8], in bytes: [UInt8]) -> Int {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "memmem") else { return -1 }
        let memmem = unsafeBitCast(symbol, to: Memmem.self)
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                guard let base = haystack.baseAddress, let pattern = needle.baseAddress else { return 0 }
                var count = 0
                var offset = 0
                while let hit = memmem(base + offset, haystack.count - offset, pattern, needle.count) {
                    count += 1
                    offset = base.distance(to: hit) + needle.count
                }
                return count
            }
        }
    }
}

/// ICU's `uregex` over one flat UTF-16 buffer: every match, leftmost first, the next from the end
/// of the last (ICU's own stepping past an empty match).
private final class FlatICUSearch {
    private let handle: OpaquePointer

    init(_ query: SearchQuery) throws {
        var options = UInt32(query.ignoresCase ? CICU_SEARCH_CASE_INSENSITIVE : 0)
        if query.kind == .literal { options |= UInt32(CICU_SEARCH_LITERAL) }
        let pattern = Array(query.pattern.utf16)
        var offset: Int32 = 0
        var status: Int32 = 0
        guard let handle = cicu_search_open(pattern, Int32(pattern.count), options, &offset, &status) else {
            throw BenchError.cell("ICU refuses \(query.pattern): \(String(cString: cicu_status_name(status)))")
        }
        self.handle = handle
    }

    deinit { cicu_search_close(handle) }

    func matches(in units: [UInt16]) throws -> [Range<Int>] {
        var found: [Range<Int>] = []
        var status: Int32 = 0
        units.withUnsafeBufferPointer { buffer in
            cicu_search_set_units(handle, buffer.baseAddress, Int64(buffer.count), &status)
            var more = cicu_search_find_first(handle, 0, Int64(buffer.count), &status)
            while more {
                var start: Int64 = 0
                var end: Int64 = 0
                _ = cicu_search_group(handle, 0, &start, &end)
                found.append(Int(start)..<Int(end))
                more = cicu_search_find_next(handle, &status)
            }
            var ignored: Int32 = 0
            cicu_search_set_units(handle, nil, 0, &ignored)
        }
        guard !cicu_failed(status) else { throw BenchError.cell("ICU failed: \(String(cString: cicu_status_name(status)))") }
        return found
    }
}
