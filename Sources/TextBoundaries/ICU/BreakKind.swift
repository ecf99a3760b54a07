import CICU

/// The boundaries an ICU break iterator finds.
enum BreakKind: Int, CaseIterable {
    case character, word, sentence, line

    var cValue: CICUBreakKind {
        switch self {
        case .character: CICU_BREAK_CHARACTER
        case .word: CICU_BREAK_WORD
        case .sentence: CICU_BREAK_SENTENCE
        case .line: CICU_BREAK_LINE
        }
    }
}
