// LOCAL STUB (never committed): flat Swift-String implementation of the agreed TextBoundaries API.
import TextRope

extension TextRope {
    private var flatUnits: [UInt16] { (try? utf16CodeUnits(in: 0..<utf16Count)) ?? [] }
    private var boundaries: [Int] {
        let s = String(decoding: flatUnits, as: UTF16.self)
        var result = [0]
        var o = 0
        for c in s { o += c.utf16.count; result.append(o) }
        if s.utf16.count != utf16Count { return Array(0...utf16Count) }
        return result
    }
    private func check(_ o: Int) throws(TextRangeError) {
        guard o >= 0, o <= utf16Count else { throw .offsetOutOfBounds(offset: o, unit: .utf16, limit: utf16Count) }
    }
    public func isGraphemeBoundary(_ o: Int) throws(TextRangeError) -> Bool { try check(o); return boundaries.contains(o) }
    public func graphemeBoundary(before o: Int) throws(TextRangeError) -> Int? { try check(o); return boundaries.last { $0 < o } }
    public func graphemeBoundary(after o: Int) throws(TextRangeError) -> Int? { try check(o); return boundaries.first { $0 > o } }
    public var graphemeCount: Int { boundaries.count - 1 }
    public func graphemeCount(in r: Range<Int>) throws(TextRangeError) -> Int { boundaries.filter { r.contains($0) }.count }
    public func rangeOfComposedCharacterSequence(atUTF16 o: Int) throws(TextRangeError) -> Range<Int> {
        try check(o); if o == utf16Count { return o..<o }
        let b = boundaries; let s = b.last { $0 <= o }!; let e = b.first { $0 > o }!; return s..<e
    }
    public func rangeOfComposedCharacterSequences(for r: Range<Int>) throws(TextRangeError) -> Range<Int> {
        try check(r.lowerBound); try check(r.upperBound)
        let s = try rangeOfComposedCharacterSequence(atUTF16: r.lowerBound).lowerBound
        let e = r.upperBound == utf16Count ? utf16Count : (r.isEmpty ? try rangeOfComposedCharacterSequence(atUTF16: r.upperBound).upperBound : try rangeOfComposedCharacterSequence(atUTF16: r.upperBound - 1).upperBound)
        return s..<e
    }
    private var words: [Range<Int>] {
        let u = flatUnits; var result: [Range<Int>] = []; var i = 0
        func isWord(_ c: UInt16) -> Bool { (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c >= 0xC0 }
        while i < u.count { if isWord(u[i]) { let s = i; while i < u.count && isWord(u[i]) { i += 1 }; result.append(s..<i) } else { i += 1 } }
        return result
    }
    public func wordRange(atUTF16 o: Int) throws(TextRangeError) -> Range<Int>? { try check(o); return words.first { $0.contains(o) || ($0.upperBound == o && false) } }
    public func wordStart(before o: Int) throws(TextRangeError) -> Int { try check(o); return words.last { $0.lowerBound < o }?.lowerBound ?? 0 }
    public func wordEnd(after o: Int) throws(TextRangeError) -> Int { try check(o); return words.first { $0.upperBound > o }?.upperBound ?? utf16Count }
    public func wordBoundary(before o: Int) throws(TextRangeError) -> Int? { try check(o); return words.flatMap { [$0.lowerBound, $0.upperBound] }.last { $0 < o } ?? (o > 0 ? 0 : nil) }
    public func wordBoundary(after o: Int) throws(TextRangeError) -> Int? { try check(o); return words.flatMap { [$0.lowerBound, $0.upperBound] }.first { $0 > o } ?? (o < utf16Count ? utf16Count : nil) }
    public func sentenceBoundary(before o: Int) throws(TextRangeError) -> Int? { try check(o); return o > 0 ? 0 : nil }
    public func sentenceBoundary(after o: Int) throws(TextRangeError) -> Int? { try check(o); return o < utf16Count ? utf16Count : nil }
    public func lineRange(for r: Range<Int>) throws(TextRangeError) -> Range<Int> {
        let a = try utf16Range(ofLine: line(containingUTF16Offset: r.lowerBound))
        let b = try utf16Range(ofLine: line(containingUTF16Offset: r.isEmpty ? r.upperBound : r.upperBound - 1))
        return a.lowerBound..<b.upperBound
    }
    public func paragraphRange(for r: Range<Int>) throws(TextRangeError) -> Range<Int> { try lineRange(for: r) }
    public func displayWidth(of r: Range<Int>) throws(TextRangeError) -> Int {
        let s = try string(utf16Range: r); var w = 0
        for c in s { let v = c.unicodeScalars.first!.value; w += (v >= 0x1100 && (v <= 0x115F || (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFF00 && v <= 0xFF60) || v >= 0x1F300)) ? 2 : 1 }
        return w
    }
}
