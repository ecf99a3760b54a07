import Foundation

/// Property values read from Debian's Unicode Character Database files (unicode-data 15.0), an
/// oracle independent of ICU and of the editor.
enum UnicodeDataFiles {
    static let directory = URL(fileURLWithPath: "/usr/share/unicode")

    /// The code points of each value of a `CODE..CODE ; VALUE` file, comments and `@missing`
    /// lines ignored.
    static func ranges(_ file: String) throws -> [(range: ClosedRange<UInt32>, value: String)] {
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        var ranges: [(range: ClosedRange<UInt32>, value: String)] = []
        for line in text.split(separator: "\n") {
            let data = line.prefix { $0 != "#" }
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { continue }
            let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            ranges.append((low...high, fields[1]))
        }
        return ranges
    }

    /// The set of code points having `value` in `file`.
    static func codePoints(_ file: String, value: String) throws -> Set<UInt32> {
        var set = Set<UInt32>()
        for entry in try ranges(file) where entry.value == value { set.formUnion(entry.range) }
        return set
    }

    /// General categories from UnicodeData.txt (its `First>`/`Last>` pairs expanded); absent code
    /// points are unassigned (`Cn`).
    static func generalCategories() throws -> [UInt32: String] {
        let text = try String(contentsOf: directory.appendingPathComponent("UnicodeData.txt"), encoding: .utf8)
        var categories: [UInt32: String] = [:]
        var rangeStart: UInt32?
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count > 2, let code = UInt32(fields[0], radix: 16) else { continue }
            let category = String(fields[2])
            if fields[1].hasSuffix("First>") {
                rangeStart = code
            } else if let start = rangeStart, fields[1].hasSuffix("Last>") {
                for point in start...code { categories[point] = category }
                rangeStart = nil
            } else {
                categories[code] = category
            }
        }
        return categories
    }

    /// The code point sequences of `emoji/FILE` (one per line, hex separated by spaces).
    static func sequences(_ file: String) throws -> [[UInt32]] {
        try String(contentsOf: directory.appendingPathComponent("emoji/" + file), encoding: .utf8)
            .split(separator: "\n")
            .compactMap { line -> [UInt32]? in
                let data = line.prefix { $0 != "#" }
                guard let first = data.split(separator: ";").first else { return nil }
                let field = first.trimmingCharacters(in: .whitespaces)
                guard !field.isEmpty, !field.contains("..") else { return nil }
                let points = field.split(separator: " ").compactMap { UInt32($0, radix: 16) }
                return points.count > 1 ? points : nil
            }
    }
}
