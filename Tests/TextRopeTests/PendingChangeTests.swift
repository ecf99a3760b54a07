import SeededRandom
import TextTestSupport
import XCTest

@testable import TextRope

/// Keystrokes inside a leaf leave the summaries on the edit cursor's path behind the root's (the
/// change waits on the cursor). Every read, anywhere in the text, must still see exact counts, and
/// copies taken while a change waits must keep their own text through edits on any copy.
final class PendingChangeTests: XCTestCase {
    // Every counting rule: ASCII, CR and LF, 2- and 3-byte UTF-8, the other terminators and both
    // surrogate halves.
    private static let alphabet: [UInt16] = [
        0x61, 0x62, 0x20, 0x0D, 0x0A, 0xE9, 0x85, 0x2028, 0x4E2D, 0xD83D, 0xDE00, 0xDC00,
    ]

    func testTyping_leavesAChangePending_andAFarEditSettlesIt() throws {
        var rope = TextRope(String(repeating: "abcdefgh", count: 40))
        try rope.insert("x", atUTF16: 101)
        try rope.insert("y", atUTF16: 102)
        XCTAssertFalse(rope.pathIsExact, "typing inside a leaf defers the path's summaries")
        XCTAssertEqual(rope.readerPending.utf16, 1, "the first keystroke moved the cursor; the second waits")
        rope.checkInvariants()
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: 300), 300)
        XCTAssertEqual(try rope.string(utf16Range: 96..<106), "abcdexyfgh")
        try rope.insert("z", atUTF16: 3)
        XCTAssertEqual(rope.cursor.pending, .zero, "an edit in another leaf settles the path first")
        XCTAssertTrue(rope.pathIsExact, "and ends the typing run")
        rope.checkInvariants()
        XCTAssertEqual(rope.utf16Count, 323)
    }

    // A caret types and deletes; after every keystroke one read somewhere in the text (most of
    // them outside the caret's leaf, where the descent must add the pending change) is compared
    // with the reference, and the invariants are checked.
    func testTypingWithReadsAnywhere_matchesReference() throws {
        let seed: UInt64 = 0x9E4D_0001
        print("PendingChangeTests typing seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var rope = TextRope(String(repeating: "ab\r\ncd\u{E9}\u{1F600}", count: 30))
        var reference = ReferenceText()
        reference.units = try rope.utf16CodeUnits(in: 0..<rope.utf16Count)
        var caret = 17
        var pendingReads = 0
        for step in 0..<20_000 {
            caret = Self.keystroke(&rope, &reference, caret: caret, &rng)
            rope.checkInvariants()
            if !rope.pathIsExact { pendingReads += 1 }
            try Self.checkRead(rope, reference, &rng, step: step)
        }
        XCTAssertGreaterThan(pendingReads, 10_000, "most reads found a change pending")
        XCTAssertEqual(Array(rope.chunks.map { Array($0.utf16CodeUnits) }.joined()), reference.units)
    }

    // The same in a text of one leaf or two (test builds' leaves hold at most 8 units): a typing
    // run opens in the root leaf, where the root's summary alone lacks its counts.
    func testTypingInATextOfOneLeaf_matchesReference() throws {
        let seed: UInt64 = 0x9E4D_0003
        print("PendingChangeTests one-leaf typing seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var rope = TextRope("a\r\n\u{E9}b")
        var reference = ReferenceText()
        reference.units = Array("a\r\n\u{E9}b".utf16)
        var caret = 2
        var rootRuns = 0
        for step in 0..<20_000 {
            caret = Self.keystroke(&rope, &reference, caret: caret, limit: 7, &rng)
            rope.checkInvariants()
            if rope.cursor.depth == 0 && rope.cursor.hasRun { rootRuns += 1 }
            try Self.checkRead(rope, reference, &rng, step: step)
        }
        XCTAssertGreaterThan(rootRuns, 1_000, "many reads found a run open in the root leaf")
        XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference.units)
    }

    // Copies taken while a change waits; each copy is then typed into and read, in any order.
    func testCopiesTakenWhileAChangeWaits_keepTheirOwnText() throws {
        try checkCopies(seed: 0x9E4D_0002, of: String(repeating: "0123456789\n", count: 30), limit: 400)
    }

    // The same for a text of one leaf, whose root the copies share with its typing run.
    func testCopiesOfATextOfOneLeaf_keepTheirOwnText() throws {
        try checkCopies(seed: 0x9E4D_0004, of: "01\n\u{E9}", limit: 7)
    }

    private func checkCopies(seed: UInt64, of text: String, limit: Int) throws {
        print("PendingChangeTests copies seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var first = Copy(rope: TextRope(text), limit: limit)
        first.reference.units = Array(text.utf16)
        var copies = [first]
        for step in 0..<10_000 {
            let k = Int.random(in: 0..<copies.count, using: &rng)
            let roll = Int.random(in: 0..<12, using: &rng)
            if roll == 0 && copies.count < 5 {
                copies.append(copies[k])
            } else if roll == 1 && copies.count > 1 {
                copies.remove(at: k)
            } else {
                Self.keystroke(&copies[k], &rng)
            }
            for copy in copies {
                copy.rope.checkInvariants()
                try Self.checkRead(copy.rope, copy.reference, &rng, step: step)
            }
        }
        for copy in copies {
            XCTAssertEqual(try copy.rope.utf16CodeUnits(in: 0..<copy.rope.utf16Count), copy.reference.units)
        }
    }

    private struct Copy {
        var rope: TextRope
        var limit: Int
        var reference = ReferenceText()
        var caret = 50
    }

    private static func keystroke(_ copy: inout Copy, _ rng: inout SplitMix64) {
        copy.caret = keystroke(&copy.rope, &copy.reference, caret: copy.caret, limit: copy.limit, &rng)
    }

    // Mostly one-unit insertions and deletions at the caret; now and then the caret jumps. Past
    // `limit` units a key becomes a backspace. Returns the caret after the edit.
    private static func keystroke(
        _ rope: inout TextRope, _ reference: inout ReferenceText, caret: Int, limit: Int = 400, _ rng: inout SplitMix64
    ) -> Int {
        let count = reference.units.count
        var caret = min(caret, count)
        var range = caret..<caret
        var new: [UInt16] = []
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<4: return Int.random(in: 0...count, using: &rng)
        case 4..<60: new = [alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]]
        case 60..<85 where caret > 0: range = (caret - 1)..<caret
        case 85..<95 where caret < count: range = caret..<(caret + 1)
        default: new = (0..<Int.random(in: 2...5, using: &rng)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
        }
        // Keep the text near its size (among many leaves, or in one).
        if count > limit && new.count == 1 { (range, new) = (caret > 0 ? (caret - 1)..<caret : range, []) }
        try? rope.replace(utf16Range: range, with: new)
        reference.units.replaceSubrange(range, with: new)
        caret = range.lowerBound + new.count
        return caret
    }

    // One read of each kind the descents serve, at random places.
    private static func checkRead(_ rope: TextRope, _ reference: ReferenceText, _ rng: inout SplitMix64, step: Int) throws {
        let count = reference.units.count
        XCTAssertEqual(rope.utf16Count, count, "step \(step)")
        XCTAssertEqual(rope.unicodeScalarCount, reference.scalars.count, "step \(step)")
        XCTAssertEqual(rope.lineCount, reference.terminatorEnds.count + 1, "step \(step)")
        let offset = Int.random(in: 0...count, using: &rng)
        switch Int.random(in: 0..<7, using: &rng) {
        case 0:
            XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: offset), reference.scalarOffset(forUTF16: offset), "step \(step) at \(offset)")
        case 1:
            XCTAssertEqual(try rope.utf8Offset(forUTF16Offset: offset), reference.utf8Offset(forUTF16: offset), "step \(step) at \(offset)")
        case 2:
            XCTAssertEqual(try rope.line(containingUTF16Offset: offset), reference.line(containing: offset), "step \(step) at \(offset)")
        case 3:
            let scalar = Int.random(in: 0...rope.unicodeScalarCount, using: &rng)
            XCTAssertEqual(try rope.utf16Offset(forUnicodeScalarOffset: scalar), reference.utf16Offset(forScalar: scalar), "step \(step) scalar \(scalar)")
        case 4:
            let end = min(count, offset + Int.random(in: 0...60, using: &rng))
            XCTAssertEqual(try rope.utf16CodeUnits(in: offset..<end), Array(reference.units[offset..<end]), "step \(step) \(offset)..<\(end)")
        case 5:
            // From the chunk holding `offset` (the last one for the end of the text) to the end.
            let chunks = try rope.chunks(fromUTF16: offset).map { Array($0.utf16CodeUnits) }
            let first = count - chunks.reduce(0) { $0 + $1.count }
            let holds = first <= offset && offset <= first + (chunks.first?.count ?? 0)
            XCTAssertTrue(holds && (offset == count || offset < first + chunks[0].count), "step \(step): chunks from \(first) for \(offset)")
            XCTAssertEqual(Array(chunks.joined()), Array(reference.units[first...]), "step \(step) chunks from \(offset)")
        default:
            let line = Int.random(in: 0..<rope.lineCount, using: &rng)
            XCTAssertEqual(try rope.utf16Range(ofLine: line), reference.range(ofLine: line), "step \(step) line \(line)")
        }
    }
}
