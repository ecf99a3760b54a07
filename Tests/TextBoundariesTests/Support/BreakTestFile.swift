/// One of the Unicode conformance files (GraphemeBreakTest.txt and friends): each line is a
/// sequence of code points with `÷` (break) or `×` (no break) between and around them.
struct BreakTestFile {
    struct Case {
        let lineNumber: Int
        let units: [UInt16]
        /// UTF-16 offsets strictly inside the text where the file expects a break.
        let interiorBreaks: [Int]
        let source: String
    }

    let cases: [Case]

    static let directory = "/usr/share/unicode/auxiliary/"

    /// Parses the file, or returns nil when it is not installed.
    init?(named name: String) {
        guard let file = fopen(Self.directory + name, "r") else { return nil }
        defer { fclose(file) }
        var cases: [Case] = []
        var lineNumber = 0
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            lineNumber += 1
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            guard !tokens.isEmpty else { continue }
            var units: [UInt16] = []
            var breaks: [Int] = []
            for token in tokens {
                if token == "÷" {
                    breaks.append(units.count)
                } else if token != "×", let scalar = UInt32(token, radix: 16) {
                    if scalar >= 0x10000 {
                        let v = scalar - 0x10000
                        units.append(UInt16(0xD800 + (v >> 10)))
                        units.append(UInt16(0xDC00 + (v & 0x3FF)))
                    } else {
                        units.append(UInt16(scalar))
                    }
                }
            }
            let interior = breaks.filter { $0 > 0 && $0 < units.count }
            cases.append(Case(lineNumber: lineNumber, units: units, interiorBreaks: interior, source: String(body)))
        }
        self.cases = cases
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
