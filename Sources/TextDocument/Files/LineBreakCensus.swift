import CTextDocumentSupport
import TextRope

/// The line breaks of a text fed in blocks of bytes or of UTF-16 units: LFs, CRs and CR LF pairs,
/// a pair straddling two blocks included.
struct LineBreakCensus {
    private var counts = textdoc_line_census()

    mutating func count(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        textdoc_census_bytes(&counts, base, bytes.count)
    }

    mutating func count(_ units: UnsafeBufferPointer<UInt16>) {
        guard let base = units.baseAddress else { return }
        textdoc_census_units(&counts, base, units.count)
    }

    /// The style of everything counted.
    var style: LineEndingStyle {
        let kinds = [counts.lf - counts.crlf > 0, counts.crlf > 0, counts.cr - counts.crlf > 0]
        switch (kinds.filter { $0 }.count, kinds.firstIndex(of: true)) {
        case (0, _): return .none
        case (1, 0): return .lf
        case (1, 1): return .crlf
        case (1, _): return .cr
        default: return .mixed
        }
    }
}

extension TextRope {
    /// How the text's lines end: LF, CR LF, lone CR, several of them (`mixed`), or no line break
    /// (`none`). Only LF, CR LF and CR count (see ``LineEnding``). O(n), reading the chunks.
    public var lineEndingStyle: LineEndingStyle {
        var census = LineBreakCensus()
        for chunk in chunks { census.count(chunk.utf16CodeUnits) }
        return census.style
    }
}
