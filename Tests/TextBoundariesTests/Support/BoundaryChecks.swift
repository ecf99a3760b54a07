import CICU
import ICUTestSupport
import TextBoundaries
import TextRope
import XCTest

/// The boundary kinds, with the ICU iterator kind that is their oracle.
enum Kind: CaseIterable {
    case grapheme, word, sentence, line

    var icu: CICUBreakKind {
        switch self {
        case .grapheme: CICU_BREAK_CHARACTER
        case .word: CICU_BREAK_WORD
        case .sentence: CICU_BREAK_SENTENCE
        case .line: CICU_BREAK_LINE
        }
    }
}

/// Compares every query of one kind, at every offset, through a `TextBreaker` and (when
/// `ropeMethods` is true) through the `TextRope` extension, with the answers derived from ICU on
/// the flat text.
struct BoundaryChecks {
    let oracle: FlatICU
    let context: String
    let file: StaticString
    let line: UInt

    /// `breaker`, when given, must hold `rope`; otherwise a new one is made.
    static func check(
        _ kind: Kind, _ rope: TextRope, against oracle: FlatICU, _ context: String, breaker: TextBreaker? = nil,
        ropeMethods: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(rope.utf16Count, oracle.count, "\(context): rope length", file: file, line: line)
        let breaker = breaker ?? TextBreaker(rope)
        let checks = BoundaryChecks(oracle: oracle, context: context, file: file, line: line)
        for offset in 0...rope.utf16Count {
            switch kind {
            case .grapheme:
                try checks.graphemes(breaker, at: offset)
                if ropeMethods { try checks.graphemes(rope, at: offset) }
            case .word:
                try checks.words(breaker, at: offset)
                if ropeMethods { try checks.words(rope, at: offset) }
            case .sentence:
                try checks.sentences(breaker, at: offset)
                if ropeMethods { try checks.sentences(rope, at: offset) }
            case .line:
                try checks.lineBreaks(breaker, at: offset)
                if ropeMethods { try checks.lineBreaks(rope, at: offset) }
            }
        }
        if kind == .grapheme {
            let clusters = Swift.max(oracle.boundaries.count - 1, 0)
            XCTAssertEqual(breaker.graphemeCount, clusters, "\(context): graphemeCount", file: file, line: line)
            if ropeMethods { XCTAssertEqual(rope.graphemeCount, clusters, "\(context): graphemeCount", file: file, line: line) }
        }
    }

    private func equal<T: Equatable>(_ actual: T, _ expected: T, _ offset: Int, _ query: String) {
        XCTAssertEqual(actual, expected, "\(context) offset \(offset): \(query)", file: file, line: line)
    }

    func graphemes(_ q: some TextBoundaryQueries, at offset: Int) throws {
        equal(try q.graphemeBoundary(after: offset), oracle.after(offset), offset, "graphemeBoundary(after:)")
        equal(try q.graphemeBoundary(before: offset), oracle.before(offset), offset, "graphemeBoundary(before:)")
        equal(try q.isGraphemeBoundary(offset), oracle.isBoundary(offset), offset, "isGraphemeBoundary")
        equal(try q.rangeOfComposedCharacterSequence(atUTF16: offset), oracle.cluster(atUTF16: offset), offset, "rangeOfComposedCharacterSequence")
    }

    func words(_ q: some TextBoundaryQueries, at offset: Int) throws {
        equal(try q.wordBoundary(after: offset), oracle.after(offset), offset, "wordBoundary(after:)")
        equal(try q.wordBoundary(before: offset), oracle.before(offset), offset, "wordBoundary(before:)")
        equal(try q.isBoundary(.word, at: offset), oracle.isBoundary(offset), offset, "isBoundary(.word)")
        equal(try q.wordRange(atUTF16: offset), oracle.wordRange(atUTF16: offset), offset, "wordRange")
        equal(try q.wordStart(before: offset), oracle.wordStart(before: offset), offset, "wordStart")
        equal(try q.wordEnd(after: offset), oracle.wordEnd(after: offset), offset, "wordEnd")
    }

    func sentences(_ q: some TextBoundaryQueries, at offset: Int) throws {
        equal(try q.sentenceBoundary(after: offset), oracle.after(offset), offset, "sentenceBoundary(after:)")
        equal(try q.sentenceBoundary(before: offset), oracle.before(offset), offset, "sentenceBoundary(before:)")
        equal(try q.isBoundary(.sentence, at: offset), oracle.isBoundary(offset), offset, "isBoundary(.sentence)")
        equal(try q.sentenceRange(atUTF16: offset), oracle.sentenceRange(atUTF16: offset), offset, "sentenceRange")
    }

    func lineBreaks(_ q: some TextBoundaryQueries, at offset: Int) throws {
        equal(try q.lineBreakOpportunity(after: offset), oracle.after(offset), offset, "lineBreakOpportunity(after:)")
        equal(try q.lineBreakOpportunity(before: offset), oracle.before(offset), offset, "lineBreakOpportunity(before:)")
        equal(try q.isLineBreakOpportunity(offset), oracle.isBoundary(offset), offset, "isLineBreakOpportunity")
    }
}
