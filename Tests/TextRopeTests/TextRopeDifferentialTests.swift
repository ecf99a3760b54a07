import XCTest

@testable import TextRope
import TextTestSupport
import SeededRandom

/// Random edits applied to a `TextRope` and to a plain `[UInt16]`, compared after every step.
final class TextRopeDifferentialTests: XCTestCase {
    // Units chosen to hit every counting rule: ASCII, CR and LF, 2- and 3-byte UTF-8, the other
    // terminators, and both surrogate halves (so pairs form, split and go lone).
    private static let alphabet: [UInt16] = [
        0x61, 0x62, 0x20, 0x0D, 0x0A, 0x0D, 0x0A, 0xE9, 0x85, 0x2028, 0x2029, 0x4E2D,
        0xD83D, 0xDE00, 0xD83D, 0xDE00, 0xDC00, 0xFFFD,
    ]

    func testRandomEdits_matchReference() {
        run(seed: 0x5EED_0001, alphabet: Self.alphabet, operations: 200_000)
    }

    // Mostly printable ASCII, so that counting takes its four-units-at-a-time paths, with
    // terminators and pairs among them.
    func testRandomEdits_asciiHeavy_matchReference() {
        let ascii = (0x20...0x7E).map(UInt16.init)
        run(seed: 0x5EED_0002, alphabet: ascii + ascii + ascii + [0x0D, 0x0A, 0x2028, 0xD83D, 0xDE00, 0xE9], operations: 60_000)
    }

    // A caret that types, backspaces and deletes forward, one unit at a time, and now and then
    // jumps: the edits that land next to a leaf's gap and take its short ways, across CR LF and
    // surrogate pairs and at leaf ends.
    func testTypingSessions_matchReference() {
        let seed: UInt64 = 0x5EED_0003
        print("TextRopeDifferentialTests typing seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var rope = TextRope()
        var reference = ReferenceText()
        var caret = 0
        var deletingRuns = 0
        for step in 0..<60_000 {
            let count = reference.units.count
            let roll = Int.random(in: 0..<100, using: &rng)
            var range = caret..<caret
            var new: [UInt16] = []
            if roll < 3 || (roll < 50 && count > 2_000) {
                caret = Int.random(in: 0...count, using: &rng)
                continue
            } else if roll < 75 {
                new = [Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &rng)]]
            } else if roll < 90 {
                guard caret > 0 else { continue }
                range = (caret - 1)..<caret
            } else {
                guard caret < count else { continue }
                range = caret..<(caret + 1)
            }
            do {
                try rope.replace(utf16Range: range, with: new)
            } catch {
                XCTFail("valid range \(range) threw \(error)")
            }
            reference.units.replaceSubrange(range, with: new)
            caret = range.lowerBound + new.count
            if rope.cursor.runDeleted > 1 { deletingRuns += 1 }
            checkCounts(rope, reference, step: step)
            checkReads(rope, reference.units, around: caret, step: step)
            if step % 16 == 0 { rope.checkInvariants() }
            if step % 1_000 == 0 {
                XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference.units, "step \(step)")
            }
        }
        checkEverything(rope, reference, step: 60_000)
        XCTAssertGreaterThan(deletingRuns, 300, "deletes in a row went on in deleting runs")
    }

    private func run(seed: UInt64, alphabet: [UInt16], operations: Int) {
        print("TextRopeDifferentialTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var rope = TextRope()
        var reference = ReferenceText()
        for step in 0..<operations {
            if let at = applyRandomEdit(&rope, &reference, &rng, alphabet) {
                checkReads(rope, reference.units, around: at, step: step)
            }
            checkCounts(rope, reference, step: step)
            if step % 16 == 0 { checkConversions(rope, reference, &rng, step: step) }
            if step % 64 == 0 {
                rope.checkInvariants()
                XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference.units, "step \(step)")
            }
            if step % 20_000 == 0 { checkEverything(rope, reference, step: step) }
        }
        checkEverything(rope, reference, step: operations)
    }

    // Returns where the edit ended (where the next read near the caret would be), or nil when it
    // was an invalid one.
    private func applyRandomEdit(
        _ rope: inout TextRope, _ reference: inout ReferenceText, _ rng: inout SplitMix64, _ alphabet: [UInt16]
    ) -> Int? {
        let count = reference.units.count
        var lo = Int.random(in: 0...count, using: &rng)
        var hi = Swift.min(count, lo + Int.random(in: 0...4, using: &rng))
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<2: (lo, hi) = (0, count)  // whole text
        case 2..<6: hi = Swift.min(count, lo + Int.random(in: 0...400, using: &rng))
        case 6..<10: hi = lo  // pure insertion
        default: break
        }
        // Keep the document around a few thousand units so conversions can be checked often.
        let growth = count > 3_000 ? 2 : 8
        var length = Int.random(in: 0...growth, using: &rng)
        if Int.random(in: 0..<200, using: &rng) == 0 { length = Int.random(in: 0...300, using: &rng) }
        let new = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
        if Int.random(in: 0..<50, using: &rng) == 0 {
            // An invalid range: it must throw and change nothing.
            let before = rope
            let bad = Int.random(in: 0..<2, using: &rng) == 0 ? (count + 1)..<(count + 3) : -1..<hi
            XCTAssertThrowsError(try rope.replace(utf16Range: bad, with: new))
            XCTAssertEqual(rope, before)
            return nil
        }
        do {
            try rope.replace(utf16Range: lo..<hi, with: new)
        } catch {
            XCTFail("valid range \(lo..<hi) threw \(error)")
        }
        reference.units.replaceSubrange(lo..<hi, with: new)
        return lo + new.count
    }

    private func checkCounts(_ rope: TextRope, _ reference: ReferenceText, step: Int) {
        XCTAssertEqual(rope.utf16Count, reference.units.count, "step \(step)")
        if step % 4 == 0 {
            XCTAssertEqual(rope.unicodeScalarCount, reference.scalars.count, "step \(step)")
            XCTAssertEqual(rope.utf8Count, reference.utf8Count, "step \(step)")
            XCTAssertEqual(rope.lineCount, reference.terminatorEnds.count + 1, "step \(step)")
        }
    }

    private func checkConversions(_ rope: TextRope, _ reference: ReferenceText, _ rng: inout SplitMix64, step: Int) {
        let count = reference.units.count
        let offset = Int.random(in: 0...count, using: &rng)
        XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: offset), reference.scalarOffset(forUTF16: offset), "step \(step) offset \(offset)")
        XCTAssertEqual(try rope.utf8Offset(forUTF16Offset: offset), reference.utf8Offset(forUTF16: offset), "step \(step) offset \(offset)")
        XCTAssertEqual(try rope.line(containingUTF16Offset: offset), reference.line(containing: offset), "step \(step) offset \(offset)")
        let scalar = Int.random(in: 0...rope.unicodeScalarCount, using: &rng)
        XCTAssertEqual(try rope.utf16Offset(forUnicodeScalarOffset: scalar), reference.utf16Offset(forScalar: scalar), "step \(step) scalar \(scalar)")
        let byte = Int.random(in: 0...rope.utf8Count, using: &rng)
        XCTAssertEqual(try rope.utf16Offset(forUTF8Offset: byte), reference.utf16Offset(forUTF8: byte), "step \(step) byte \(byte)")
        let line = Int.random(in: 0..<rope.lineCount, using: &rng)
        XCTAssertEqual(try rope.utf16Range(ofLine: line), reference.range(ofLine: line), "step \(step) line \(line)")
        if count > 0 {
            let at = Int.random(in: 0..<count, using: &rng)
            XCTAssertEqual(try rope.utf16CodeUnit(at: at), reference.units[at])
        }
    }

    // Every offset, scalar, byte and line, and the chunk sequence.
    private func checkEverything(_ rope: TextRope, _ reference: ReferenceText, step: Int) {
        rope.checkInvariants()
        let units = reference.units
        XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<units.count), units)
        XCTAssertEqual(Array(rope.chunks.map { Array($0.utf16CodeUnits) }.joined()), units)
        XCTAssertEqual(String(rope), String(decoding: units, as: UTF16.self))
        for offset in 0...units.count {
            XCTAssertEqual(try rope.unicodeScalarOffset(forUTF16Offset: offset), reference.scalarOffset(forUTF16: offset), "step \(step) offset \(offset)")
            XCTAssertEqual(try rope.line(containingUTF16Offset: offset), reference.line(containing: offset), "step \(step) offset \(offset)")
        }
        for scalar in 0...rope.unicodeScalarCount {
            XCTAssertEqual(try rope.utf16Offset(forUnicodeScalarOffset: scalar), reference.utf16Offset(forScalar: scalar))
        }
        for byte in 0...rope.utf8Count {
            XCTAssertEqual(try rope.utf16Offset(forUTF8Offset: byte), reference.utf16Offset(forUTF8: byte))
        }
        for line in 0..<rope.lineCount {
            XCTAssertEqual(try rope.utf16Range(ofLine: line), reference.range(ofLine: line))
        }
    }
}

// The reads around `at` (see `NearbyReads`), as a test failure.
func checkReads(_ rope: TextRope, _ reference: [UInt16], around at: Int, step: Int) {
    XCTAssertNil(NearbyReads.mismatch(rope, reference, around: at), "step \(step) around \(at)")
}

/// Copies share storage; edits on any copy must never show through another.
final class TextRopeSnapshotTests: XCTestCase {
    func testRandomEditsOnCopies_neverLeakIntoOtherCopies() {
        let seed: UInt64 = 0xC0FF_EE00
        print("TextRopeSnapshotTests seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var ropes = [TextRope(String(repeating: "abcdefghij", count: 30))]
        var references = [Array(ropes[0].description.utf16)]
        // Where each copy was last edited: its cursor's leaf, which reads around it use.
        var lastEdits = [0]
        for step in 0..<20_000 {
            let k = Int.random(in: 0..<ropes.count, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where ropes.count < 6:
                ropes.append(ropes[k])
                references.append(references[k])
                lastEdits.append(lastEdits[k])
            case 1 where ropes.count > 1:
                ropes.remove(at: k)
                references.remove(at: k)
                lastEdits.remove(at: k)
            case 2:
                // Hold a chunk across the edit: its storage must not change under it.
                // Edit twice at one place so that the second edit could take the in-place path.
                let count = references[k].count
                let at = Int.random(in: 0...count, using: &rng)
                lastEdits[k] = edit(&ropes[k], &references[k], &rng, at: at)
                if let chunk = try? ropes[k].chunk(containingUTF16: min(at, references[k].count)) {
                    let before = Array(chunk.utf16CodeUnits)
                    lastEdits[k] = edit(&ropes[k], &references[k], &rng, at: min(at, references[k].count))
                    XCTAssertEqual(Array(chunk.utf16CodeUnits), before, "step \(step)")
                }
            case 3:
                // Backspaces or forward deletes in a row: a deleting run on a rope whose leaves
                // its copies may share.
                let forward = Bool.random(using: &rng)
                var caret = Int.random(in: 0...references[k].count, using: &rng)
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    let range = forward ? caret..<min(caret + 1, references[k].count) : max(caret - 1, 0)..<caret
                    try? ropes[k].remove(utf16Range: range)
                    references[k].removeSubrange(range)
                    caret = range.lowerBound
                }
                lastEdits[k] = caret
            default:
                lastEdits[k] = edit(&ropes[k], &references[k], &rng)
            }
            for j in ropes.indices {
                checkReads(ropes[j], references[j], around: lastEdits[j], step: step)
            }
            if step % 50 == 0 {
                for (rope, reference) in zip(ropes, references) {
                    XCTAssertEqual(try rope.utf16CodeUnits(in: 0..<rope.utf16Count), reference, "step \(step)")
                    rope.checkInvariants()
                }
            }
        }
    }

    // Returns where the edit ended.
    private func edit(_ rope: inout TextRope, _ reference: inout [UInt16], _ rng: inout SplitMix64, at: Int? = nil) -> Int {
        let lo = at ?? Int.random(in: 0...reference.count, using: &rng)
        let hi = min(reference.count, lo + Int.random(in: 0...3, using: &rng))
        let new = (0..<Int.random(in: 0...4, using: &rng)).map { _ in UInt16.random(in: 0x61...0x7A, using: &rng) }
        try? rope.replace(utf16Range: lo..<hi, with: new)
        reference.replaceSubrange(lo..<hi, with: new)
        return lo + new.count
    }
}
