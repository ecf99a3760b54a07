import XCTest
@testable import ViewBridge
import SeededRandom

final class TextDifferenceTests: XCTestCase {
    private func difference(_ old: TextRope, _ new: TextRope) -> TextDifference? {
        var statistics = TextDifference.Statistics()
        return TextDifference(from: old, to: new, statistics: &statistics)
    }

    func testEqualTexts_haveNoDifference() {
        XCTAssertNil(difference("", ""))
        XCTAssertNil(difference("abc", TextRope("abc")))
    }

    func testDifference_isTheSmallestSingleReplacement() {
        XCTAssertEqual(difference("Hello", "Help"), TextDifference(oldRange: 3..<5, newRange: 3..<4))
        XCTAssertEqual(difference("", "abc"), TextDifference(oldRange: 0..<0, newRange: 0..<3))
        XCTAssertEqual(difference("abc", ""), TextDifference(oldRange: 0..<3, newRange: 0..<0))
        // Ambiguous repeats: the prefix is taken first, so the change sits as late as possible.
        XCTAssertEqual(difference("aaa", "aaaa"), TextDifference(oldRange: 3..<3, newRange: 3..<4))
        XCTAssertEqual(difference("abab", "ab"), TextDifference(oldRange: 2..<4, newRange: 2..<2))
    }

    func testMap_movesOffsetsAcrossTheChange() {
        let change = TextDifference(oldRange: 2..<5, newRange: 2..<3)
        XCTAssertEqual([0, 2, 3, 4, 5, 8].map(change.map), [0, 2, 3, 3, 3, 6])
        let insertion = TextDifference(oldRange: 2..<2, newRange: 2..<4)
        XCTAssertEqual([1, 2, 3].map(insertion.map), [1, 4, 5], "an insertion at the caret pushes it")
    }

    func testAligned_widensToClustersAndKeepsSurrogatePairsWhole() {
        let old: TextRope = "ae\u{301}b"
        let new: TextRope = "ae\u{300}b"
        let raw = difference(old, new)
        XCTAssertEqual(raw, TextDifference(oldRange: 2..<3, newRange: 2..<3))
        XCTAssertEqual(raw?.aligned(old: old, new: new), TextDifference(oldRange: 1..<3, newRange: 1..<3))
        let flags: TextRope = "🇫🇷"
        let other: TextRope = "🇫🇮"
        XCTAssertEqual(difference(flags, other)?.aligned(old: flags, new: other), TextDifference(oldRange: 0..<4, newRange: 0..<4))
        // A lone high surrogate followed by an inserted low one: the new pair stays whole.
        let lone = TextRope(utf16CodeUnits: [0x61, 0xD83D])
        let paired = TextRope(utf16CodeUnits: [0x61, 0xD83D, 0xDE00])
        XCTAssertEqual(difference(lone, paired)?.aligned(old: lone, new: paired), TextDifference(oldRange: 1..<2, newRange: 1..<3))
    }

    func testSharedChunks_areSkippedUnread() throws {
        let base = TextRope(String(repeating: "0123456789", count: 20_000))
        var edited = base
        try edited.insert("xyz", atUTF16: 100_000)
        var statistics = TextDifference.Statistics()
        let change = TextDifference(from: base, to: edited, statistics: &statistics)
        XCTAssertEqual(change, TextDifference(oldRange: 100_000..<100_000, newRange: 100_000..<100_003))
        XCTAssertLessThan(statistics.comparedUnits, 100, "not 200 000 units")
        XCTAssertGreaterThan(statistics.sharedChunks, 0)
    }

    func testSeparateStorage_isComparedUnitByUnit() {
        var statistics = TextDifference.Statistics()
        let change = TextDifference(from: TextRope("abcdefghij"), to: TextRope("abcXefghij"), statistics: &statistics)
        XCTAssertEqual(change, TextDifference(oldRange: 3..<4, newRange: 3..<4))
        XCTAssertEqual(statistics.sharedChunks, 0)
        XCTAssertEqual(statistics.comparedUnits, 4 + 7)
    }

    // Random edits on texts with surrogate pairs, combining marks and lone surrogates, on ropes
    // that share storage with their originals and on separately built ones, against a plain
    // [UInt16] reference of the common prefix and suffix.
    func testRandomEdits_matchThePlainReference() throws {
        let seed: UInt64 = 0x5EED_0B1D
        var generator = SplitMix64(seed: seed)
        let alphabet: [[UInt16]] = [[0x61], [0x62], [0x20], [0x65, 0x301], [0xD83D, 0xDC4D], [0xD83D], [0xDC4D], [0x0A]]
        func randomUnits(_ count: Int) -> [UInt16] {
            (0..<count).flatMap { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }
        for round in 0..<300 {
            let oldUnits = randomUnits(Int(generator.next() % 120))
            var newUnits = oldUnits
            let old = TextRope(utf16CodeUnits: oldUnits)
            var new = old
            for _ in 0..<Int(generator.next() % 3) {
                let lower = Int(generator.next() % UInt64(newUnits.count + 1))
                let upper = lower + Int(generator.next() % UInt64(newUnits.count - lower + 1))
                let inserted = randomUnits(Int(generator.next() % 4))
                newUnits.replaceSubrange(lower..<upper, with: inserted)
                try new.replace(utf16Range: lower..<upper, with: inserted)
            }
            let separate = TextRope(utf16CodeUnits: newUnits)
            for candidate in [new, separate] {
                let found = difference(old, candidate)
                XCTAssertEqual(found, Self.reference(oldUnits, newUnits), "seed \(seed) round \(round)")
                guard let found else { continue }
                let aligned = found.aligned(old: old, new: candidate)
                XCTAssertEqual(try old.isGraphemeBoundary(aligned.oldRange.lowerBound), true, "seed \(seed) round \(round)")
                XCTAssertEqual(try old.isGraphemeBoundary(aligned.oldRange.upperBound), true, "seed \(seed) round \(round)")
                let rebuilt = Array(oldUnits[..<aligned.oldRange.lowerBound]) + Array(newUnits[aligned.newRange])
                    + Array(oldUnits[aligned.oldRange.upperBound...])
                XCTAssertEqual(rebuilt, newUnits, "seed \(seed) round \(round)")
            }
        }
    }

    private static func reference(_ old: [UInt16], _ new: [UInt16]) -> TextDifference? {
        guard old != new else { return nil }
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return TextDifference(oldRange: prefix..<(old.count - suffix), newRange: prefix..<(new.count - suffix))
    }
}
