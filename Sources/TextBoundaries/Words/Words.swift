import CICU
import TextRope

/// Word segments (ICU's word break iterator, UAX #29 with dictionaries for Thai, Lao, Khmer,
/// Burmese, Chinese and Japanese). A segment is a *word* when ICU's rule status for it is not
/// "none" (letters, numbers, kana, ideographs); spaces and punctuation are not words.
/// Offsets are UTF-16 and already validated by the caller.
enum Words {
    /// ASCII units by their part in word segmentation: `letterOrDigit`; `separator` for units no
    /// word rule joins to a neighbour (Word_Break Other, CR, LF, Newline, WSegSpace), so there is
    /// a boundary on both sides of them; `contextual` for quotes, `.` `:` `,` `;` `_`, whose
    /// boundaries depend on more than their neighbours.
    private enum ASCIIKind: UInt8 { case contextual, letterOrDigit, separator }

    private static let asciiKinds: [ASCIIKind] = (0..<128).map { unit in
        switch UInt8(unit) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "a")...UInt8(ascii: "z"):
            return .letterOrDigit
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: ":"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "_"):
            return .contextual
        default:
            return .separator
        }
    }

    @inline(__always)
    private static func kind(_ unit: UInt16) -> ASCIIKind {
        unit < 0x80 ? asciiKinds.withUnsafeBufferPointer { $0[Int(unit)] } : .contextual
    }

    /// The word segment containing the unit at `offset` (< utf16Count), or nil when that segment
    /// is not a word. A run of ASCII letters and digits between separators (or the text's ends),
    /// and an ASCII separator, are answered without ICU.
    static func word(containing offset: Int, in breaker: TextBreaker) throws(TextRangeError) -> Range<Int>? {
        var reader = breaker.reader
        switch kind(try reader.unit(at: offset)) {
        case .separator:
            return nil
        case .letterOrDigit:
            var end = offset + 1
            var endKind = ASCIIKind.separator
            while end < reader.count {
                endKind = kind(try reader.unit(at: end))
                if endKind != .letterOrDigit { break }
                end += 1
            }
            guard endKind == .separator else { break }
            var start = offset
            var startKind = ASCIIKind.separator
            while start > 0 {
                startKind = kind(try reader.unit(at: start - 1))
                if startKind != .letterOrDigit { break }
                start -= 1
            }
            if startKind == .separator { return start..<end }
        case .contextual:
            break
        }
        let iterator = breaker.icu(.word, around: offset)
        let end = iterator.following(offset) ?? reader.count
        let isWord = iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT
        let start = iterator.previous() ?? 0
        return isWord ? start..<end : nil
    }

    /// The start of the word holding the unit before `offset` (> 0), or of the nearest word
    /// before it; 0 if there is none.
    static func wordStart(before offset: Int, _ iterator: ICUBreakIterator) -> Int {
        guard iterator.following(offset - 1) != nil else { return 0 }
        while true {
            // The status of the current boundary describes the segment that ends there.
            let isWord = iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT
            guard let start = iterator.previous() else { return 0 }
            if isWord || start == 0 { return start }
        }
    }

    /// The end of the word holding the unit at `offset` (< utf16Count), or of the nearest word
    /// after it; `count` if there is none.
    static func wordEnd(after offset: Int, count: Int, _ iterator: ICUBreakIterator) -> Int {
        var end = iterator.following(offset)
        while let boundary = end {
            if iterator.ruleStatus >= CICU_WORD_STATUS_NONE_LIMIT { return boundary }
            end = iterator.next()
        }
        return count
    }
}
