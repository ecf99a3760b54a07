import TextRope

/// How the editor finds text. Every search goes through this one narrow interface; ranges are
/// UTF-16 and matches do not overlap.
package protocol EditorSearcher {
    /// The first match of `pattern` starting at or after `offset` (`forward`), or the last one
    /// ending at or before it.
    func match(of pattern: String, in text: TextRope, from offset: Int, forward: Bool) -> Range<Int>?
    /// The matches of `pattern` that start in `range`, in order.
    func matches(of pattern: String, in text: TextRope, startingIn range: Range<Int>) -> [Range<Int>]
}

/// Literal, case-sensitive search on the code units, read a window at a time.
package struct LiteralSearcher: EditorSearcher {
    private static let window = 1 << 16

    package init() {}

    package func match(of pattern: String, in text: TextRope, from offset: Int, forward: Bool) -> Range<Int>? {
        let needle = Array(pattern.utf16)
        let count = text.utf16Count
        guard !needle.isEmpty, needle.count <= count else { return nil }
        let offset = max(0, min(offset, count))
        if forward {
            var start = offset
            while start + needle.count <= count {
                let end = min(start + Self.window + needle.count - 1, count)
                if let found = Self.matches(needle, in: text, start..<end, limit: 1).first { return found }
                start = end - needle.count + 1
            }
        } else {
            var end = offset
            while end - needle.count >= 0 {
                let start = max(end - Self.window - needle.count + 1, 0)
                if let found = Self.matches(needle, in: text, start..<end).last { return found }
                end = start + needle.count - 1
                if start == 0 { break }
            }
        }
        return nil
    }

    package func matches(of pattern: String, in text: TextRope, startingIn range: Range<Int>) -> [Range<Int>] {
        let needle = Array(pattern.utf16)
        guard !needle.isEmpty else { return [] }
        let end = min(range.upperBound + needle.count - 1, text.utf16Count)
        guard range.lowerBound >= 0, range.lowerBound < end else { return [] }
        return Self.matches(needle, in: text, range.lowerBound..<end)
    }

    // The first `limit` matches lying inside `range`, left to right, without overlaps.
    private static func matches(_ needle: [UInt16], in text: TextRope, _ range: Range<Int>, limit: Int = .max) -> [Range<Int>] {
        guard let units = try? text.utf16CodeUnits(in: range), units.count >= needle.count else { return [] }
        var found: [Range<Int>] = []
        var index = 0
        while index + needle.count <= units.count && found.count < limit {
            if units[index] == needle[0] && units[index..<(index + needle.count)].elementsEqual(needle) {
                found.append((range.lowerBound + index)..<(range.lowerBound + index + needle.count))
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}
