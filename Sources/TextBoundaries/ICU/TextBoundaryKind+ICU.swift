import CICU

// Each kind has one ICU break iterator per breaker.
extension TextBoundaryKind {
    /// The ICU iterator kind that finds these boundaries.
    var cValue: CICUBreakKind {
        switch self {
        case .grapheme: CICU_BREAK_CHARACTER
        case .word: CICU_BREAK_WORD
        case .sentence: CICU_BREAK_SENTENCE
        case .lineBreak: CICU_BREAK_LINE
        }
    }

    /// Where a breaker keeps the iterator of this kind, in `0..<allCases.count`.
    var slot: Int {
        switch self {
        case .grapheme: 0
        case .word: 1
        case .sentence: 2
        case .lineBreak: 3
        }
    }
}
