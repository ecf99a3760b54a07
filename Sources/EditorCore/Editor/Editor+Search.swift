import Foundation
import TextBoundaries
import TextRope

// Find and replace on top of the searcher: matches splitting a grapheme cluster are skipped
// (a selection never splits one), and a search that reaches the end of the text wraps around.
extension Editor {
    /// The next match of `pattern` from `offset` (`forward`: starting at or after it; otherwise
    /// ending at or before it), wrapping around the text once.
    func findMatch(_ pattern: String, from offset: Int, forward: Bool) -> (range: Range<Int>, wrapped: Bool)? {
        if let range = clusterMatch(pattern, from: offset, forward: forward) { return (range, false) }
        let restart = forward ? 0 : view.textRope.utf16Count
        return clusterMatch(pattern, from: restart, forward: forward).map { ($0, true) }
    }

    private func clusterMatch(_ pattern: String, from offset: Int, forward: Bool) -> Range<Int>? {
        let rope = view.textRope
        var position = offset
        while let range = searcher.match(of: pattern, in: rope, from: position, forward: forward) {
            if isClusterAligned(range) { return range }
            position = forward ? range.lowerBound + 1 : range.upperBound - 1
        }
        return nil
    }

    func isClusterAligned(_ range: Range<Int>) -> Bool {
        let rope = view.textRope
        return (try? rope.isGraphemeBoundary(range.lowerBound)) == true && (try? rope.isGraphemeBoundary(range.upperBound)) == true
    }

    /// Find as the pattern is typed: the first match from where the find began, or back there.
    func findIncrementally(_ pattern: String, origin: NSRange) {
        lastSearch = pattern
        highlighted = pattern.isEmpty ? nil : pattern
        guard !pattern.isEmpty else {
            select(origin.location..<(origin.location + origin.length))
            return
        }
        if let match = findMatch(pattern, from: origin.location, forward: true) {
            select(match.range)
        } else {
            select(origin.location..<origin.location)
            message = "Not found: \(Self.shown(pattern))"
        }
    }

    /// The match after (or before) the selection.
    func findNext(_ pattern: String, forward: Bool) {
        guard !pattern.isEmpty else { return }
        lastSearch = pattern
        highlighted = pattern
        let selection = view.selectedRange
        let from = forward ? selection.upperBound : selection.location
        guard let match = findMatch(pattern, from: from, forward: forward) else {
            message = "Not found: \(Self.shown(pattern))"
            return
        }
        select(match.range)
        if match.wrapped { message = forward ? "Search wrapped to the top" : "Search wrapped to the bottom" }
    }

    func replaceCurrent(_ pattern: String, with replacement: String, count: Int) {
        let selection = view.selectedRange
        guard (try? view.userReplace(selection, with: replacement)) == true else {
            closePrompt()
            return
        }
        advanceReplacement(pattern, replacement, count: count + 1, from: view.selectedRange.location)
    }

    /// Moves to the next match to ask about, or ends the replace when there is none.
    func advanceReplacement(_ pattern: String, _ replacement: String, count: Int, from offset: Int) {
        guard let match = findMatch(pattern, from: offset, forward: true) else {
            closePrompt()
            message = "Replaced \(count)"
            return
        }
        select(match.range)
        prompt?.kind = .replaceConfirm(pattern: pattern, replacement: replacement, count: count)
    }

    /// Every match in the text replaced as one edit: one undo step.
    func replaceAll(_ pattern: String, with replacement: String) {
        let rope = view.textRope
        let matches = searcher.matches(of: pattern, in: rope, startingIn: 0..<rope.utf16Count).filter(isClusterAligned)
        guard !matches.isEmpty else {
            message = "Not found: \(Self.shown(pattern))"
            return
        }
        let ranges = matches.map { NSRange(location: $0.lowerBound, length: $0.count) }
        let replaced = (try? view.replaceAll(ranges, with: Array(repeating: replacement, count: ranges.count))) == true
        message = replaced ? "Replaced \(ranges.count)" : "Not replaced"
    }
}
