import TextBoundaries
import TextRope

/// The queries `TextRope` (through its per-thread breaker) and `TextBreaker` share, with the
/// same answers and errors, so that one check covers both. UTF-16 offsets throughout.
public protocol BoundaryQueries {
    func rangeOfComposedCharacterSequence(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>
    func rangeOfComposedCharacterSequences(for range: Range<Int>) throws(TextRangeError) -> Range<Int>
    func graphemeBoundary(before offset: Int) throws(TextRangeError) -> Int?
    func graphemeBoundary(after offset: Int) throws(TextRangeError) -> Int?
    func isGraphemeBoundary(_ offset: Int) throws(TextRangeError) -> Bool
    var graphemeCount: Int { get }
    func graphemeCount(in range: Range<Int>) throws(TextRangeError) -> Int
    func wordBoundary(before offset: Int) throws(TextRangeError) -> Int?
    func wordBoundary(after offset: Int) throws(TextRangeError) -> Int?
    func wordRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>?
    func wordStart(before offset: Int) throws(TextRangeError) -> Int
    func wordEnd(after offset: Int) throws(TextRangeError) -> Int
    func sentenceBoundary(before offset: Int) throws(TextRangeError) -> Int?
    func sentenceBoundary(after offset: Int) throws(TextRangeError) -> Int?
    func sentenceRange(atUTF16 offset: Int) throws(TextRangeError) -> Range<Int>
    func lineBreakOpportunity(before offset: Int) throws(TextRangeError) -> Int?
    func lineBreakOpportunity(after offset: Int) throws(TextRangeError) -> Int?
    func isLineBreakOpportunity(_ offset: Int) throws(TextRangeError) -> Bool
    func lineRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int>
    func lineBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds
    func paragraphRange(for range: Range<Int>) throws(TextRangeError) -> Range<Int>
    func paragraphBounds(for range: Range<Int>) throws(TextRangeError) -> LineBounds
    func displayWidth(of range: Range<Int>) throws(TextRangeError) -> Int
}

extension TextRope: BoundaryQueries {}
extension TextBreaker: BoundaryQueries {}
