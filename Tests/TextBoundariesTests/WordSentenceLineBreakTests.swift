import TextBoundaries
import TextRope
import XCTest

/// Words, sentences and line-break opportunities on small texts with known answers.
final class WordSentenceLineBreakTests: XCTestCase {
    func testWordRange_onABoundary_isTheSegmentThatStartsThere() throws {
        let rope = TextRope("ab cd")
        XCTAssertEqual(try (0...5).map { try rope.wordRange(atUTF16: $0) }, [0..<2, 0..<2, nil, 3..<5, 3..<5, 3..<5])
        XCTAssertNil(try TextRope().wordRange(atUTF16: 0))
    }

    func testWordRange_keepsApostrophesAndNumberSeparators() throws {
        let rope = TextRope("can't 3.14 U.S.A.")
        XCTAssertEqual(try rope.wordRange(atUTF16: 3), 0..<5)
        XCTAssertEqual(try rope.wordRange(atUTF16: 7), 6..<10)
        XCTAssertEqual(try rope.wordRange(atUTF16: 11), 11..<16)
        XCTAssertNil(try rope.wordRange(atUTF16: 16))
    }

    func testWordRange_followsICUsTailorings() throws {
        // ICU's root rules join "@" to letters (e-mail addresses) and split at ":".
        XCTAssertEqual(try TextRope("me@example.com x").wordRange(atUTF16: 2), 0..<14)
        XCTAssertEqual(try TextRope("a:b").wordRange(atUTF16: 0), 0..<1)
    }

    func testWordRange_usesDictionariesForJapaneseAndThai() throws {
        let japanese = TextRope("日本語のテキスト")
        XCTAssertEqual(try japanese.wordRange(atUTF16: 1), 0..<3)
        XCTAssertEqual(try japanese.wordRange(atUTF16: 3), 3..<4)
        XCTAssertEqual(try japanese.wordRange(atUTF16: 5), 4..<8)
        XCTAssertEqual(try TextRope("ภาษาไทยง่าย").wordRange(atUTF16: 5), 4..<7)
    }

    func testWordRange_emojiAndSpacesAreNotWords() throws {
        let rope = TextRope("hi 😀 yo")
        XCTAssertEqual(try (0..<rope.utf16Count).map { try rope.wordRange(atUTF16: $0) }, [0..<2, 0..<2, nil, nil, nil, nil, 6..<8, 6..<8])
    }

    func testWordBoundaries_areICUsRawBoundaries() throws {
        let rope = TextRope("ab, cd")
        XCTAssertEqual(try (0...6).map { try rope.wordBoundary(after: $0) }, [2, 2, 3, 4, 6, 6, nil])
        XCTAssertEqual(try (0...6).map { try rope.wordBoundary(before: $0) }, [nil, 0, 0, 2, 3, 4, 4])
    }

    func testWordStartAndEnd_skipSpacesAndPunctuation() throws {
        let rope = TextRope("ab, cd")
        XCTAssertEqual(try (0...6).map { try rope.wordStart(before: $0) }, [0, 0, 0, 0, 0, 4, 4])
        XCTAssertEqual(try (0...6).map { try rope.wordEnd(after: $0) }, [2, 2, 6, 6, 6, 6, 6])
        XCTAssertEqual(try TextRope("  ").wordStart(before: 2), 0)
        XCTAssertEqual(try TextRope("  ").wordEnd(after: 0), 2)
    }

    func testSentences_includeTheirTrailingSpaceAndTerminator() throws {
        let rope = TextRope("Hello world. How are you? Fine.\nNext")
        XCTAssertEqual(try rope.sentenceRange(atUTF16: 0), 0..<13)
        XCTAssertEqual(try rope.sentenceRange(atUTF16: 13), 13..<26)
        XCTAssertEqual(try rope.sentenceRange(atUTF16: 31), 26..<32)
        XCTAssertEqual(try rope.sentenceRange(atUTF16: 36), 32..<36)
        XCTAssertEqual(try rope.sentenceBoundary(after: 0), 13)
        XCTAssertEqual(try rope.sentenceBoundary(before: 13), 0)
        XCTAssertNil(try rope.sentenceBoundary(after: 36))
        XCTAssertEqual(try TextRope().sentenceRange(atUTF16: 0), 0..<0)
    }

    func testSentences_rootLocaleBreaksAfterAbbreviations() throws {
        // ICU's root locale has no abbreviation list: "Mr." ends a sentence.
        XCTAssertEqual(try TextRope("Mr. Smith went to Washington. He").sentenceRange(atUTF16: 0), 0..<4)
    }

    func testLineBreakOpportunities_fallAfterSpacesAndHyphens() throws {
        let rope = TextRope("Hello world, wrap-able text")
        XCTAssertEqual(try (0...rope.utf16Count).filter { try rope.isLineBreakOpportunity($0) }, [0, 6, 13, 18, 23, 27])
        XCTAssertEqual(try rope.lineBreakOpportunity(after: 0), 6)
        XCTAssertEqual(try rope.lineBreakOpportunity(after: 13), 18)
        XCTAssertEqual(try rope.lineBreakOpportunity(before: 18), 13)
        XCTAssertNil(try rope.lineBreakOpportunity(before: 0))
        XCTAssertNil(try rope.lineBreakOpportunity(after: 27))
    }

    func testLineBreakOpportunities_betweenIdeographsAndAfterNewlines() throws {
        XCTAssertEqual(try TextRope("漢字かな").lineBreakOpportunity(after: 0), 1)
        let rope = TextRope("a\r\nb c")
        XCTAssertEqual(try (0...rope.utf16Count).filter { try rope.isLineBreakOpportunity($0) }, [0, 3, 5, 6])
    }

    func testBreaker_wordsSentencesAndLineBreaks_answerLikeTheRope() throws {
        let rope = TextRope("Hi there, 3.14 ok? Yes.\n漢字 test")
        let breaker = TextBreaker(rope)
        for offset in 0...rope.utf16Count {
            XCTAssertEqual(try breaker.wordRange(atUTF16: offset), try rope.wordRange(atUTF16: offset))
            XCTAssertEqual(try breaker.wordStart(before: offset), try rope.wordStart(before: offset))
            XCTAssertEqual(try breaker.wordEnd(after: offset), try rope.wordEnd(after: offset))
            XCTAssertEqual(try breaker.sentenceRange(atUTF16: offset), try rope.sentenceRange(atUTF16: offset))
            XCTAssertEqual(try breaker.lineBreakOpportunity(after: offset), try rope.lineBreakOpportunity(after: offset))
        }
        breaker.checkInvariants()
    }
}
