import CICU
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

/// Compares every query of one kind, at every offset, through the `TextRope` extension and
/// through a `TextBreaker`, with the answers derived from ICU on the flat text.
enum BoundaryChecks {
    /// `breaker`, when given, must hold `rope`; otherwise a new one is made.
    static func check(
        _ kind: Kind, _ rope: TextRope, against oracle: FlatICU, _ context: String, breaker: TextBreaker? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(rope.utf16Count, oracle.count, "\(context): rope length", file: file, line: line)
        let breaker = breaker ?? TextBreaker(rope)
        for offset in 0...rope.utf16Count {
            let message = { "\(context) offset \(offset)" }
            switch kind {
            case .grapheme:
                try checkGraphemes(rope, breaker, oracle, offset, message, file, line)
            case .word:
                try checkWords(rope, breaker, oracle, offset, message, file, line)
            case .sentence:
                let segment = oracle.segment(containing: offset)?.range ?? 0..<0
                XCTAssertEqual(try rope.sentenceBoundary(after: offset), oracle.after(offset), message(), file: file, line: line)
                XCTAssertEqual(try rope.sentenceBoundary(before: offset), oracle.before(offset), message(), file: file, line: line)
                XCTAssertEqual(try rope.sentenceRange(atUTF16: offset), segment, message(), file: file, line: line)
                XCTAssertEqual(try breaker.sentenceBoundary(after: offset), oracle.after(offset), message(), file: file, line: line)
                XCTAssertEqual(try breaker.sentenceBoundary(before: offset), oracle.before(offset), message(), file: file, line: line)
                XCTAssertEqual(try breaker.sentenceRange(atUTF16: offset), segment, message(), file: file, line: line)
            case .line:
                XCTAssertEqual(try rope.lineBreakOpportunity(after: offset), oracle.after(offset), message(), file: file, line: line)
                XCTAssertEqual(try rope.lineBreakOpportunity(before: offset), oracle.before(offset), message(), file: file, line: line)
                XCTAssertEqual(try rope.isLineBreakOpportunity(offset), oracle.isBoundary(offset), message(), file: file, line: line)
                XCTAssertEqual(try breaker.lineBreakOpportunity(after: offset), oracle.after(offset), message(), file: file, line: line)
                XCTAssertEqual(try breaker.lineBreakOpportunity(before: offset), oracle.before(offset), message(), file: file, line: line)
                XCTAssertEqual(try breaker.isLineBreakOpportunity(offset), oracle.isBoundary(offset), message(), file: file, line: line)
            }
        }
        if kind == .grapheme {
            let clusters = Swift.max(oracle.boundaries.count - 1, 0)
            XCTAssertEqual(rope.graphemeCount, clusters, "\(context): graphemeCount", file: file, line: line)
            XCTAssertEqual(breaker.graphemeCount, clusters, "\(context): graphemeCount", file: file, line: line)
        }
    }

    private static func checkGraphemes(
        _ rope: TextRope, _ breaker: TextBreaker, _ oracle: FlatICU, _ offset: Int,
        _ message: () -> String, _ file: StaticString, _ line: UInt
    ) throws {
        let cluster = offset == oracle.count ? offset..<offset : oracle.segment(containing: offset)?.range
        XCTAssertEqual(try rope.graphemeBoundary(after: offset), oracle.after(offset), message(), file: file, line: line)
        XCTAssertEqual(try rope.graphemeBoundary(before: offset), oracle.before(offset), message(), file: file, line: line)
        XCTAssertEqual(try rope.isGraphemeBoundary(offset), oracle.isBoundary(offset), message(), file: file, line: line)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequence(atUTF16: offset), cluster, message(), file: file, line: line)
        XCTAssertEqual(try breaker.graphemeBoundary(after: offset), oracle.after(offset), message(), file: file, line: line)
        XCTAssertEqual(try breaker.graphemeBoundary(before: offset), oracle.before(offset), message(), file: file, line: line)
        XCTAssertEqual(try breaker.isGraphemeBoundary(offset), oracle.isBoundary(offset), message(), file: file, line: line)
        XCTAssertEqual(try breaker.rangeOfComposedCharacterSequence(atUTF16: offset), cluster, message(), file: file, line: line)
    }

    private static func checkWords(
        _ rope: TextRope, _ breaker: TextBreaker, _ oracle: FlatICU, _ offset: Int,
        _ message: () -> String, _ file: StaticString, _ line: UInt
    ) throws {
        let word = oracle.segment(containing: offset).flatMap { $0.status >= CICU_WORD_STATUS_NONE_LIMIT ? $0.range : nil }
        let start = wordStart(before: offset, oracle)
        let end = wordEnd(after: offset, oracle)
        XCTAssertEqual(try rope.wordBoundary(after: offset), oracle.after(offset), message(), file: file, line: line)
        XCTAssertEqual(try rope.wordBoundary(before: offset), oracle.before(offset), message(), file: file, line: line)
        XCTAssertEqual(try rope.wordRange(atUTF16: offset), word, message(), file: file, line: line)
        XCTAssertEqual(try rope.wordStart(before: offset), start, message(), file: file, line: line)
        XCTAssertEqual(try rope.wordEnd(after: offset), end, message(), file: file, line: line)
        XCTAssertEqual(try breaker.wordBoundary(after: offset), oracle.after(offset), message(), file: file, line: line)
        XCTAssertEqual(try breaker.wordBoundary(before: offset), oracle.before(offset), message(), file: file, line: line)
        XCTAssertEqual(try breaker.wordRange(atUTF16: offset), word, message(), file: file, line: line)
        XCTAssertEqual(try breaker.wordStart(before: offset), start, message(), file: file, line: line)
        XCTAssertEqual(try breaker.wordEnd(after: offset), end, message(), file: file, line: line)
    }

    /// The word segments, from the oracle's boundaries and statuses.
    static func words(_ oracle: FlatICU) -> [Range<Int>] {
        oracle.boundaries.indices.dropFirst().compactMap { i in
            oracle.statuses[i] >= CICU_WORD_STATUS_NONE_LIMIT ? oracle.boundaries[i - 1]..<oracle.boundaries[i] : nil
        }
    }

    /// The greatest start of a word below `offset`, or 0.
    static func wordStart(before offset: Int, _ oracle: FlatICU) -> Int {
        words(oracle).last { $0.lowerBound < offset }?.lowerBound ?? 0
    }

    /// The least end of a word above `offset`, or the length.
    static func wordEnd(after offset: Int, _ oracle: FlatICU) -> Int {
        words(oracle).first { $0.upperBound > offset }?.upperBound ?? oracle.count
    }
}
