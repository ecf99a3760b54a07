import TextRope

// The rope ends lines at LF, CR, CR LF, U+0085 (NEL), U+2028 (LS) and U+2029 (PS). A language
// server ends them at LF, CR LF and CR only, and tree-sitter ends rows at LF only. The index keeps
// the offsets of the rope's terminators that each does not count, so that its line of an offset is
// the rope's line minus a count here, and a copy of the index is a snapshot of it.
struct LineBreakIndex: Sendable {
    /// NEL, LS and PS: the terminators a language server does not count.
    private(set) var lspExtras = SortedOffsets()
    /// NEL, LS, PS and every CR not followed by LF: the terminators tree-sitter does not count.
    private(set) var treeSitterExtras = SortedOffsets()
    /// The counts before the end of the last change's first inserted text (or before its start,
    /// in the index of the text before it).
    var known: KnownPrefix?

    /// The index of an empty text. O(1).
    init() {}

    /// The index of `text`. O(n).
    init(_ text: TextRope) {
        var lsp: [Int] = []
        var treeSitter: [Int] = []
        Self.scan(text, 0..<text.utf16Count, lsp: &lsp, treeSitter: &treeSitter)
        lspExtras = SortedOffsets(sorted: lsp)
        treeSitterExtras = SortedOffsets(sorted: treeSitter)
    }

    /// The terminators `rule` does not count.
    func extras(_ rule: LineRule) -> SortedOffsets {
        switch rule {
        case .lsp: return lspExtras
        case .treeSitter: return treeSitterExtras
        }
    }

    /// Follows `changes`, which turned the indexed text into `textAfter`: each replacement's
    /// inserted units are scanned, with the unit before them (a CR there gains or loses the LF
    /// after it), and the remembered counts move past the first one's inserted text. O(m + k log e)
    /// for k replacements inserting m units, plus the cost of `SortedOffsets.replace`.
    mutating func apply(_ changes: ChangeSet, textAfter: TextRope) {
        advanceKnown(over: changes)
        var delta = 0
        changes.forEachReplacement { replacement in
            // Offsets below the replacement are already those of `textAfter`, the others still
            // those of the text before moved by `delta`.
            let start = replacement.range.lowerBound + delta
            let oldEnd = replacement.range.upperBound + delta
            let inserted = replacement.text.utf16Count
            let change = inserted - replacement.range.count
            let low = Swift.max(start - 1, 0)
            var lsp: [Int] = []
            var treeSitter: [Int] = []
            Self.scan(textAfter, low..<(start + inserted), lsp: &lsp, treeSitter: &treeSitter)
            lspExtras.replace(low..<oldEnd, shiftingBy: change, inserting: lsp)
            treeSitterExtras.replace(low..<oldEnd, shiftingBy: change, inserting: treeSitter)
            delta += change
        }
    }

    // Appends the offsets in `range` of NEL, LS and PS to both lists and of a CR not followed by
    // LF (the unit after `range` decides for its last) to `treeSitter`.
    private static func scan(_ text: TextRope, _ range: Range<Int>, lsp: inout [Int], treeSitter: inout [Int]) {
        var position = range.lowerBound
        // The offset of a CR whose next unit is still to be read, or -1.
        var pendingCR = -1
        while position < range.upperBound {
            guard let chunk = try? text.chunk(containingUTF16: position) else { return }
            let units = chunk.utf16CodeUnits
            let base = chunk.utf16Offset
            let end = Swift.min(range.upperBound - base, units.count)
            var index = position - base
            while index < end {
                let unit = units[index]
                if pendingCR >= 0 || unit == 0x0D || unit == 0x85 || unit & 0xFFFE == 0x2028 {
                    if pendingCR >= 0 {
                        if unit != 0x0A { treeSitter.append(pendingCR) }
                        pendingCR = -1
                    }
                    if unit == 0x0D {
                        pendingCR = base + index
                    } else if unit == 0x85 || unit & 0xFFFE == 0x2028 {
                        lsp.append(base + index)
                        treeSitter.append(base + index)
                    }
                }
                index += 1
            }
            position = base + end
        }
        if pendingCR >= 0 {
            let next = range.upperBound < text.utf16Count ? (try? text.utf16CodeUnit(at: range.upperBound)) : nil
            if next != 0x0A { treeSitter.append(pendingCR) }
        }
    }
}

/// Which count of lines a conversion follows.
enum LineRule {
    /// A language server's: LF, CR LF and CR end lines.
    case lsp
    /// Tree-sitter's: LF ends rows.
    case treeSitter

    /// Whether `unit`, the last unit of one of the rope's terminators, ends a line here too (a CR
    /// that ends a rope line is one not followed by LF).
    func counts(terminator unit: UInt16) -> Bool {
        switch self {
        case .lsp: return unit == 0x0A || unit == 0x0D
        case .treeSitter: return unit == 0x0A
        }
    }
}
