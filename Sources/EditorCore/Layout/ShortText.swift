import TextBoundaries
import TextRope

/// Clusters and widths of short strings (typed keys, file names, status and prompt text),
/// measured on a breaker of their own: the breaker that the `TextRope` boundary methods share
/// per thread stays on the document's text, instead of switching to each short string and back
/// (which costs a resize of its chunk cache, proportional to the document, each time).
final class ShortText {
    let breaker = TextBreaker(TextRope())

    /// The grapheme clusters of `text` with their display widths.
    func clusters(of text: String) -> [(text: String, width: Int)] {
        if text.utf8.count == 1, let byte = text.utf8.first, byte >= 0x20, byte < 0x7F { return [(text, 1)] }
        let rope = TextRope(text)
        breaker.text = rope
        var clusters: [(text: String, width: Int)] = []
        try? breaker.forEachGraphemeCluster(startingIn: 0..<rope.utf16Count) { range, width in
            clusters.append(((try? rope.string(utf16Range: range)) ?? "", width))
            return true
        }
        return clusters
    }

    /// The cells `text` takes (ASCII without any breaker).
    func width(of text: String) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return clusters(of: text).reduce(0) { $0 + $1.width }
    }
}
