import TextRope

/// A text with the index of its line terminators that a language server and tree-sitter count
/// differently from the rope: converts UTF-16 offsets to and from ``LSPPosition``s,
/// ``TreeSitterPoint``s and UTF-8 byte offsets.
///
/// The rope ends lines at LF, CR, CR LF, U+0085 (NEL), U+2028 (LS) and U+2029 (PS). A language
/// server ends them at LF, CR LF and CR only; tree-sitter ends rows at LF only. The index holds the
/// offsets of the e terminators that one of them does not count (NEL, LS and PS; for tree-sitter
/// also a CR not followed by LF), so conversions cost O(log n + log e). Finding where a line
/// starts when the terminator before it is one of those costs O(log n · log e) at worst (a text
/// whose lines mostly end that way, such as a file with CR line endings read as tree-sitter rows).
///
/// The coordinates of a document's text also remember the counts at its last change, so that
/// converting offsets near there (the next keystroke's) walks a few units instead of descending
/// the rope.
///
/// A value: copying it is O(1), and it keeps describing its text when the document it came from
/// changes. ``TextDocument/coordinates`` keeps one up to date; ``init(_:)`` indexes any rope.
public struct TextCoordinates: Sendable {
    /// The text the coordinates describe.
    public internal(set) var text: TextRope
    var breaks: LineBreakIndex

    /// The coordinates of `text`, indexing its terminators. O(n).
    public init(_ text: TextRope) {
        self.init(text: text, breaks: LineBreakIndex(text))
    }

    /// `text` with its index.
    init(text: TextRope, breaks: LineBreakIndex) {
        self.text = text
        self.breaks = breaks
    }

    /// The number of lines a language server counts: LF, CR LF and CR each end one, so an empty
    /// text and a text ending with one of them end with an empty line. O(1).
    public var lspLineCount: Int { text.lineCount - breaks.lspExtras.count }

    /// The number of rows tree-sitter counts: the number of LFs plus one. O(1).
    public var treeSitterRowCount: Int { text.lineCount - breaks.treeSitterExtras.count }

    /// The UTF-8 length of the text before a UTF-16 offset (a lone surrogate takes the 3 bytes of
    /// U+FFFD); an offset inside a surrogate pair counts the bytes before the pair. O(log n).
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf16Count`.
    public func utf8Offset(forUTF16Offset offset: Int) throws(TextRangeError) -> Int {
        try text.utf8Offset(forUTF16Offset: offset)
    }

    /// The UTF-16 offset of the character whose UTF-8 encoding holds byte `utf8Offset`
    /// (`utf16Count` for `utf8Count`); a byte inside a multi-byte sequence
    /// gives the character's start. O(log n).
    /// - Throws: `TextRangeError.offsetOutOfBounds` for an offset outside `0...utf8Count`.
    public func utf16Offset(forUTF8Offset utf8Offset: Int) throws(TextRangeError) -> Int {
        try text.utf16Offset(forUTF8Offset: utf8Offset)
    }

    /// Verifies in debug builds (any build with `TEXTENGINE_CHECKS`) that the index equals one
    /// made from the text again; traps otherwise. Compiled to nothing in other builds. O(n).
    public func checkInvariants() {
        #if TEXTENGINE_CHECKS
        let recount = LineBreakIndex(text)
        precondition(breaks.lspExtras == recount.lspExtras, "LSP terminators differ from a recount")
        precondition(breaks.treeSitterExtras == recount.treeSitterExtras, "tree-sitter terminators differ from a recount")
        if let known = breaks.known {
            let recounted = TextCoordinates(text: text, breaks: recount).prefix(at: known.offset, .empty)
            precondition(known == recounted, "remembered counts are stale")
        }
        #endif
    }
}

// Lines in either count, found through the rope's lines and the index.
extension TextCoordinates {
    /// The rope's line of `offset` (in `0...utf16Count`).
    func ropeLine(_ offset: Int) -> Int {
        (try? text.line(containingUTF16Offset: offset)) ?? 0
    }

    /// Where the rope's line `line` (in `0..<lineCount`) starts.
    func ropeLineStart(_ line: Int) -> Int {
        (try? text.utf16Range(ofLine: line).lowerBound) ?? text.utf16Count
    }

    /// The line of `offset` (in `0...utf16Count`) in `rule`'s count.
    func line(at offset: Int, _ rule: LineRule) -> Int {
        ropeLine(offset) - breaks.extras(rule).count(before: offset)
    }

    /// Where line `line` (in `0..<lineCount` of `rule`) starts: after its line-th terminator.
    ///
    /// If k terminators that `rule` does not count precede that point, it is where rope line
    /// `line + k` starts, and k is the smallest one with k such terminators before that rope
    /// line. Trying k = 0 and then each count found settles it in a step or two unless such
    /// terminators end consecutive lines; a binary search over them settles the rest.
    func start(ofLine line: Int, _ rule: LineRule) -> Int {
        guard line > 0 else { return 0 }
        let extras = breaks.extras(rule)
        var before = 0
        var start = ropeLineStart(line)
        for _ in 0..<3 {
            let found = extras.count(before: start)
            if found == before { return start }
            before = found
            start = ropeLineStart(line + before)
        }
        // The terminators of ranks below `before` precede the line's start; the first rank whose
        // terminator has `line` counted terminators before it is the first that does not.
        var low = before
        var high = extras.count
        while low < high {
            let middle = (low + high) / 2
            if ropeLine(extras.offset(ofRank: middle)) - middle < line { low = middle + 1 } else { high = middle }
        }
        return ropeLineStart(line + low)
    }
}
