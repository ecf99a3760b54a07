import TextBoundaries
import TextRope
import XCTest

/// Composed character sequences of common hard cases, as ICU 72 clusters them. Where ICU and
/// NSString differ, the test name says so and the NSString answer is in a comment.
final class ComposedCharacterTests: XCTestCase {
    /// The cluster containing each unit of `string`.
    private func clusters(_ string: String) throws -> [Range<Int>] {
        let rope = TextRope(string)
        return try (0..<rope.utf16Count).map { try rope.rangeOfComposedCharacterSequence(atUTF16: $0) }
    }

    func testCombiningAccent_joinsItsBase() throws {
        XCTAssertEqual(try clusters("e\u{301}x"), [0..<2, 0..<2, 2..<3])
    }

    func testSkinToneModifier_joinsItsEmoji() throws {
        XCTAssertEqual(try clusters("👍🏽x"), Array(repeating: 0..<4, count: 4) + [4..<5])
    }

    func testFamilyZWJSequence_isOneCluster() throws {
        XCTAssertEqual(try clusters("👨‍👩‍👧‍👦x"), Array(repeating: 0..<11, count: 11) + [11..<12])
    }

    func testFlags_pairRegionalIndicatorsAndNeverMergeFurther() throws {
        XCTAssertEqual(try clusters("🇫🇷🇩🇪"), Array(repeating: 0..<4, count: 4) + Array(repeating: 4..<8, count: 4))
    }

    func testTagSequence_isOneCluster() throws {
        XCTAssertEqual(try clusters("🏴󠁧󠁢󠁳󠁣󠁴󠁿x"), Array(repeating: 0..<14, count: 14) + [14..<15])
    }

    func testKeycap_isOneCluster() throws {
        XCTAssertEqual(try clusters("1\u{FE0F}\u{20E3}"), Array(repeating: 0..<3, count: 3))
    }

    func testHangulJamoLVT_isOneCluster() throws {
        XCTAssertEqual(try clusters("\u{1100}\u{1161}\u{11A8}"), Array(repeating: 0..<3, count: 3))
    }

    func testDevanagariConjunct_isOneCluster() throws {
        // ICU 72 applies CLDR's conjunct rule (consonant, virama, consonant), as NSString does;
        // plain UAX #29 for Unicode 15.0 would split after the virama.
        XCTAssertEqual(try clusters("क्ष"), Array(repeating: 0..<3, count: 3))
    }

    func testLoneSkinToneAfterLetter_joinsTheLetter() throws {
        // U+1F3FB is Grapheme_Cluster_Break=Extend, so it attaches to "c", as in NSString.
        XCTAssertEqual(try clusters("abc🏻"), [0..<1, 1..<2, 2..<5, 2..<5, 2..<5])
    }

    func testCRLF_isOneCluster_unlikeNSString() throws {
        // NSString: CR -> {1,1}, LF -> {2,1}.
        XCTAssertEqual(try clusters("a\r\nb"), [0..<1, 1..<3, 1..<3, 3..<4])
    }

    func testThaiSaraAm_isOneCluster_unlikeNSString() throws {
        // NSString: {0,1}, {1,1}.
        XCTAssertEqual(try clusters("กำ"), [0..<2, 0..<2])
    }

    func testOffsetInsideSurrogatePair_getsThePairsCluster() throws {
        let rope = TextRope("a😀b")
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequence(atUTF16: 2), 1..<3)
        XCTAssertFalse(try rope.isGraphemeBoundary(2))
        XCTAssertEqual(try rope.graphemeBoundary(before: 2), 1)
        XCTAssertEqual(try rope.graphemeBoundary(after: 2), 3)
    }

    func testLoneSurrogates_areClustersOfTheirOwn() throws {
        let rope = TextRope(utf16CodeUnits: [0x61, 0xDC00, 0xD800, 0x62])
        XCTAssertEqual(try (0..<4).map { try rope.rangeOfComposedCharacterSequence(atUTF16: $0) }, [0..<1, 1..<2, 2..<3, 3..<4])
    }

    func testEndOfText_isTheEmptyRange() throws {
        XCTAssertEqual(try TextRope("ab").rangeOfComposedCharacterSequence(atUTF16: 2), 2..<2)
        XCTAssertEqual(try TextRope().rangeOfComposedCharacterSequence(atUTF16: 0), 0..<0)
    }

    func testComposedSequencesForRange_widenByNSStringsRule() throws {
        let rope = TextRope("a👍🏽b")
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 1..<1), 1..<5)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 5..<5), 5..<6)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 6..<6), 6..<6)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 2..<3), 1..<5)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 0..<2), 0..<5)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 0..<1), 0..<1)
        XCTAssertEqual(try rope.rangeOfComposedCharacterSequences(for: 3..<6), 1..<6)
    }

    func testGraphemeBoundaries_moveOneClusterAtATime() throws {
        let rope = TextRope("a👨‍👩‍👧‍👦🇫🇷e\u{301}\r\nb")
        var forward = [0]
        while let next = try rope.graphemeBoundary(after: forward[forward.count - 1]) { forward.append(next) }
        XCTAssertEqual(forward, [0, 1, 12, 16, 18, 20, 21])
        var backward = [rope.utf16Count]
        while let previous = try rope.graphemeBoundary(before: backward[backward.count - 1]) { backward.append(previous) }
        XCTAssertEqual(backward, forward.reversed())
        XCTAssertEqual(try (0...rope.utf16Count).filter { try rope.isGraphemeBoundary($0) }, forward)
        XCTAssertEqual(rope.graphemeCount, 6)
    }

    func testGraphemeCountInRange_countsClustersThatStartInIt() throws {
        let rope = TextRope("a👍🏽b")
        XCTAssertEqual(try rope.graphemeCount(in: 0..<6), 3)
        XCTAssertEqual(try rope.graphemeCount(in: 0..<2), 2)
        XCTAssertEqual(try rope.graphemeCount(in: 2..<6), 1)
        XCTAssertEqual(try rope.graphemeCount(in: 1..<1), 0)
        XCTAssertEqual(try rope.graphemeCount(in: 0..<3) + rope.graphemeCount(in: 3..<6), 3)
        XCTAssertEqual(TextRope().graphemeCount, 0)
    }

    func testBreaker_answersLikeTheRope() throws {
        let rope = TextRope("x👨‍👩‍👧‍👦\r\n🇫🇷")
        let breaker = TextBreaker(rope)
        for offset in 0...rope.utf16Count {
            XCTAssertEqual(try breaker.rangeOfComposedCharacterSequence(atUTF16: offset), try rope.rangeOfComposedCharacterSequence(atUTF16: offset))
            XCTAssertEqual(try breaker.graphemeBoundary(after: offset), try rope.graphemeBoundary(after: offset))
            XCTAssertEqual(try breaker.graphemeBoundary(before: offset), try rope.graphemeBoundary(before: offset))
        }
        XCTAssertEqual(breaker.graphemeCount, 4)
        breaker.checkInvariants()
    }
}
