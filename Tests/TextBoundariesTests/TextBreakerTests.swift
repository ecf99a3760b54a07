import CICU
import ICUTestSupport
import Dispatch
@testable import TextRope
import XCTest

@testable import TextBoundaries
import SeededRandom

/// The breaker's own behaviour: following a reassigned text, the per-thread breaker behind the
/// `TextRope` methods, and the window through which ICU reads texts longer than `Int32.max`.
final class TextBreakerTests: XCTestCase {
    func testAssigningText_answersForTheNewText() throws {
        let breaker = TextBreaker(TextRope("ab cd"))
        XCTAssertEqual(try breaker.wordRange(atUTF16: 3), 3..<5)
        var edited = breaker.text
        try edited.replace(utf16Range: 2..<3, with: "")
        breaker.text = edited
        XCTAssertEqual(try breaker.wordRange(atUTF16: 3), 0..<4)
        XCTAssertEqual(try breaker.rangeOfComposedCharacterSequence(atUTF16: 4), 4..<4)
        breaker.checkInvariants()
    }

    func testRopeMethods_followEditsAndOtherRopesOnTheSameThread() throws {
        var first = TextRope("👍🏽 one")
        let second = TextRope("two 🇫🇷")
        for _ in 0..<3 {
            XCTAssertEqual(try first.rangeOfComposedCharacterSequence(atUTF16: 0), 0..<4)
            XCTAssertEqual(try second.rangeOfComposedCharacterSequence(atUTF16: 4), 4..<8)
            XCTAssertEqual(try first.wordRange(atUTF16: 5), 5..<8)
        }
        try first.replace(utf16Range: 0..<4, with: "a")
        XCTAssertEqual(try first.rangeOfComposedCharacterSequence(atUTF16: 0), 0..<1)
        XCTAssertEqual(try first.wordRange(atUTF16: 0), 0..<1)
        TextBreaker.releaseThreadCache()
        XCTAssertEqual(try second.wordRange(atUTF16: 0), 0..<3)
    }

    func testReleaseThreadCache_leavesTheRopeUnshared() throws {
        // The thread breaker shares the last rope queried until it is released, so that an edit
        // right after a query need not copy the rope.
        var rope = TextRope(String(repeating: "abc def ", count: 100))
        _ = try rope.isGraphemeBoundary(5)
        _ = try rope.wordRange(atUTF16: 5)
        XCTAssertFalse(isKnownUniquelyReferenced(&rope.root))
        TextBreaker.releaseThreadCache()
        XCTAssertTrue(isKnownUniquelyReferenced(&rope.root))
        XCTAssertEqual(try rope.wordRange(atUTF16: 5), 4..<7)
    }

    func testRopeMethods_fromManyThreadsAtOnce_eachGetItsOwnBreaker() {
        let texts = (0..<8).map { TextRope(String(repeating: "w\($0)rd 👨‍👩‍👧 e\u{301} ", count: 50)) }
        let expected = texts.map { rope in (0..<rope.utf16Count).map { (try? rope.rangeOfComposedCharacterSequence(atUTF16: $0)) ?? 0..<0 } }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: texts.count * 4) { i in
            let index = i % texts.count
            let rope = texts[index]
            for offset in 0..<rope.utf16Count where (try? rope.rangeOfComposedCharacterSequence(atUTF16: offset)) != expected[index][offset] {
                mismatches.record()
            }
        }
        XCTAssertEqual(mismatches.count, 0)
    }

    func testSupplementaryTraits_builtByManyThreadsAtOnce_agreeWithICU() {
        // Blocks of 256 code points no other test reads (Deseret, Dogra, Mro, Adlam), so their
        // table entries are built here, by eight threads racing for each block.
        let blocks: [UInt32] = [0x10400, 0x11800, 0x16A00, 0x1E900]
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for block in blocks {
                for codePoint in block..<(block + 256) where cicu_supplementary_traits(codePoint) != Self.traits(codePoint) {
                    mismatches.record()
                }
            }
        }
        XCTAssertEqual(mismatches.count, 0)
        XCTAssertEqual(cicu_supplementary_traits(0x1F600) & 0x0F, UInt16(CICU_GCB_OTHER.rawValue))
        XCTAssertNotEqual(cicu_supplementary_traits(0x1F600) & UInt16(CICU_TRAIT_EXTENDED_PICTOGRAPHIC), 0)
        XCTAssertEqual(cicu_supplementary_traits(0x1F1E6) & 0x0F, UInt16(CICU_GCB_REGIONAL_INDICATOR.rawValue))
    }

    /// The traits of `codePoint` computed directly from ICU's properties.
    private static func traits(_ codePoint: UInt32) -> UInt16 {
        let pictographic = cicu_is_extended_pictographic(codePoint) ? UInt16(CICU_TRAIT_EXTENDED_PICTOGRAPHIC) : 0
        let word =
            cicu_is_plain_word_letter(codePoint)
            ? UInt16(CICU_TRAIT_WORD_LETTER) : cicu_is_plain_word_other(codePoint) ? UInt16(CICU_TRAIT_WORD_OTHER) : 0
        return UInt16(cicu_grapheme_class(codePoint).rawValue) | UInt16(cicu_width_flags(codePoint)) << 4 | pictographic | word
    }

    func testWindow_smallerThanTheText_givesICUsAnswers() throws {
        // A 256-unit window stands in for ICU's Int32 limit. Answers are exact while no segment
        // is longer than a quarter of the window, so the sentences here are short.
        var units: [UInt16] = []
        var rng = SplitMix64(seed: 0x31D0)
        let words = ["ab ", "c\u{301}d! ", "Ok. ", "12,3 ", "👨‍👩‍👧 ", "🇫🇷 ", "x\r\n", "日本 "]
        var sentenceStart = 0
        while units.count < 3_000 {
            units += Array(words.randomElement(using: &rng)!.utf16)
            if units.count - sentenceStart > 40 {
                units += Array("Go! ".utf16)
                sentenceStart = units.count
            }
        }
        let rope = TextRope(utf16CodeUnits: units)
        for kind in Kind.allCases {
            let breaker = TextBreaker(rope, windowLimit: 256)
            try BoundaryChecks.check(kind, rope, against: FlatICU(kind.icu, units), "window \(kind)", breaker: breaker)
            breaker.checkInvariants()
        }
    }
}

/// A counter shared by concurrent test threads.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func record() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
