import TextDocument
import TextRope

/// Literal search through the search layer (`TextSearcher`: vectorised scans of the rope's
/// chunks, matches on whole grapheme clusters). The searcher of the last pattern is kept.
package final class DocumentSearcher: EditorSearcher {
    private var last: (pattern: String, searcher: TextSearcher)?

    package init() {}

    package func match(of pattern: String, in text: TextRope, from offset: Int, forward: Bool) -> Range<Int>? {
        guard let searcher = searcher(for: pattern) else { return nil }
        let offset = max(0, min(offset, text.utf16Count))
        let found = forward
            ? try? searcher.firstMatch(in: text, range: offset..<text.utf16Count)
            : try? searcher.lastMatch(in: text, range: 0..<offset)
        return (found ?? nil)?.range
    }

    package func matches(of pattern: String, in text: TextRope, startingIn range: Range<Int>) -> [Range<Int>] {
        guard let searcher = searcher(for: pattern), range.lowerBound >= 0, range.lowerBound <= text.utf16Count else { return [] }
        // Matches starting in `range` may end past it.
        let end = min(range.upperBound + pattern.utf16.count, text.utf16Count)
        let found = (try? searcher.matches(in: text, range: range.lowerBound..<end)) ?? []
        return found.map(\.range).filter { $0.lowerBound < range.upperBound }
    }

    private func searcher(for pattern: String) -> TextSearcher? {
        if let last, last.pattern == pattern { return last.searcher }
        guard !pattern.isEmpty, let searcher = try? TextSearcher(SearchQuery(literal: pattern)) else { return nil }
        last = (pattern, searcher)
        return searcher
    }
}
