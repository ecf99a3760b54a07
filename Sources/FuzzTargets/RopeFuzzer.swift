import TextRope
import TextTestSupport

/// The `rope` fuzz target: replace, insert and remove with arbitrary ranges (valid and invalid)
/// and arbitrary UTF-16 (lone surrogates included), and keys typed, backspaced or deleted one at a
/// time at the last edit (the rope's typing and deleting runs), on a `TextRope` and on a
/// `[UInt16]` reference. After each operation the contents, every count, conversions and line
/// lookups agree; invalid ranges throw and change nothing; snapshots taken along the way keep
/// their text.
/// Reads around the last edit (where the rope's edit cursor points) are checked after every step,
/// on the rope and on its snapshots.
enum RopeFuzzer {
    static func run(_ input: inout FuzzInput) throws(FuzzFailure) {
        var rope = TextRope()
        var reference = ReferenceText()
        var snapshots: [(rope: TextRope, units: [UInt16], lastEdit: Int)] = []
        var lastEdit = 0
        var step = 0
        while input.nextStep(&step, limit: 400) {
            let count = reference.units.count
            switch input.byte() % 10 {
            case 0...3:
                let range = pickRange(&input, count, maxLength: 8)
                let new = input.units()
                try edit(&rope, range, count, step) { r throws(TextRangeError) in try r.replace(utf16Range: range, with: new) }
                if valid(range, count) {
                    reference.units.replaceSubrange(range, with: new)
                    lastEdit = range.lowerBound + new.count
                }
            case 4:
                let at = input.offset(in: count)
                let new = input.units()
                try edit(&rope, at..<at, count, step) { r throws(TextRangeError) in try r.insert(new, atUTF16: at) }
                if valid(at..<at, count) {
                    reference.units.insert(contentsOf: new, at: at)
                    lastEdit = at + new.count
                }
            case 5:
                let range = pickRange(&input, count, maxLength: 40)
                try edit(&rope, range, count, step) { r throws(TextRangeError) in try r.remove(utf16Range: range) }
                if valid(range, count) {
                    reference.units.removeSubrange(range)
                    lastEdit = range.lowerBound
                }
            case 6:
                let location = input.offset(in: count)
                let length = input.offset(in: count)
                let expected = location >= 0 && length >= 0 && length <= count && location <= count - length
                let got = (try? rope.utf16Range(location: location, length: length)) != nil
                guard got == expected else { throw FuzzFailure("step \(step): utf16Range(location: \(location), length: \(length)) validity \(got)") }
            case 7:
                if snapshots.count < 4 { snapshots.append((rope, reference.units, lastEdit)) }
            case 8:
                try typeAtCaret(&rope, &reference, &lastEdit, &input, step)
            default:
                try checkQueries(rope, reference, &input, step)
            }
            guard rope.utf16Count == reference.units.count else {
                throw FuzzFailure("step \(step): utf16Count \(rope.utf16Count), expected \(reference.units.count)")
            }
            try checkReads(rope, reference.units, around: lastEdit, step)
            if step % 8 == 0 { try checkAll(rope, reference, step) }
        }
        try checkAll(rope, reference, step)
        for snapshot in snapshots {
            guard (try? snapshot.rope.utf16CodeUnits(in: 0..<snapshot.rope.utf16Count)) == snapshot.units else {
                throw FuzzFailure("a snapshot changed after edits of its original")
            }
            try checkReads(snapshot.rope, snapshot.units, around: snapshot.lastEdit, step)
        }
    }

    // Keys typed one at a time at the last edit, backspaced before it or deleted after it, with
    // the counts checked after each: the rope's typing and deleting runs, which random offsets
    // seldom make.
    private static func typeAtCaret(
        _ rope: inout TextRope, _ reference: inout ReferenceText, _ caret: inout Int, _ input: inout FuzzInput, _ step: Int
    ) throws(FuzzFailure) {
        caret = Swift.min(caret, reference.units.count)
        for _ in 0..<(1 + Int(input.byte() % 16)) {
            let kind = input.byte() % 8
            let key: [UInt16] = kind < 2 ? [] : [input.unit()]
            let range =
                kind == 0 ? Swift.max(caret - 1, 0)..<caret
                : kind == 1 ? caret..<Swift.min(caret + 1, reference.units.count) : caret..<caret
            try edit(&rope, range, reference.units.count, step) { r throws(TextRangeError) in try r.replace(utf16Range: range, with: key) }
            reference.units.replaceSubrange(range, with: key)
            caret = range.lowerBound + key.count
            guard rope.unicodeScalarCount == reference.scalars.count, rope.utf8Count == reference.utf8Count,
                rope.lineCount == reference.terminatorEnds.count + 1
            else { throw FuzzFailure("step \(step): counts differ after a key at \(range)") }
        }
    }

    // The reads around `at` (see `NearbyReads`).
    private static func checkReads(_ rope: TextRope, _ units: [UInt16], around at: Int, _ step: Int) throws(FuzzFailure) {
        if let mismatch = NearbyReads.mismatch(rope, units, around: at) { throw FuzzFailure("step \(step): \(mismatch)") }
    }

    private static func valid(_ range: Range<Int>, _ count: Int) -> Bool {
        range.lowerBound >= 0 && range.upperBound <= count
    }

    // A range starting at a (mostly valid) offset; an out-of-bounds start pairs with another
    // arbitrary offset.
    private static func pickRange(_ input: inout FuzzInput, _ count: Int, maxLength: Int) -> Range<Int> {
        let a = input.offset(in: count)
        let b = a >= 0 && a <= count ? Swift.min(count, a + input.int(in: 0...maxLength)) : input.offset(in: count)
        return Swift.min(a, b)..<Swift.max(a, b)
    }

    // Runs `body`; an invalid range must throw and change nothing, a valid one must not throw.
    private static func edit(
        _ rope: inout TextRope, _ range: Range<Int>, _ count: Int, _ step: Int,
        _ body: (inout TextRope) throws(TextRangeError) -> Void
    ) throws(FuzzFailure) {
        let isValid = valid(range, count)
        let before = rope
        do throws(TextRangeError) {
            try body(&rope)
        } catch {
            guard !isValid else { throw FuzzFailure("step \(step): valid range \(range) threw \(error)") }
            guard rope == before else { throw FuzzFailure("step \(step): a throwing edit changed the text") }
            return
        }
        guard isValid else { throw FuzzFailure("step \(step): invalid range \(range) did not throw") }
    }

    private static func checkQueries(_ rope: TextRope, _ reference: ReferenceText, _ input: inout FuzzInput, _ step: Int) throws(FuzzFailure) {
        let count = reference.units.count
        let offset = input.offset(in: count)
        let inBounds = offset >= 0 && offset <= count
        func expect<T: Equatable>(_ name: String, _ got: T?, _ want: T?) throws(FuzzFailure) {
            guard got == want else { throw FuzzFailure("step \(step): \(name)(\(offset)) = \(String(describing: got)), expected \(String(describing: want))") }
        }
        try expect("unicodeScalarOffset", try? rope.unicodeScalarOffset(forUTF16Offset: offset), inBounds ? reference.scalarOffset(forUTF16: offset) : nil)
        try expect("utf8Offset", try? rope.utf8Offset(forUTF16Offset: offset), inBounds ? reference.utf8Offset(forUTF16: offset) : nil)
        try expect("line", try? rope.line(containingUTF16Offset: offset), inBounds ? reference.line(containing: offset) : nil)
        let scalars = reference.scalars.count
        let scalar = input.offset(in: scalars)
        try expect("utf16Offset(scalar)", try? rope.utf16Offset(forUnicodeScalarOffset: scalar), scalar >= 0 && scalar <= scalars ? reference.utf16Offset(forScalar: scalar) : nil)
        let bytes = reference.utf8Count
        let byte = input.offset(in: bytes)
        try expect("utf16Offset(utf8)", try? rope.utf16Offset(forUTF8Offset: byte), byte >= 0 && byte <= bytes ? reference.utf16Offset(forUTF8: byte) : nil)
        let lines = reference.terminatorEnds.count + 1
        let line = input.offset(in: lines - 1)
        try expect("utf16Range(ofLine:)", try? rope.utf16Range(ofLine: line), line >= 0 && line < lines ? reference.range(ofLine: line) : nil)
    }

    private static func checkAll(_ rope: TextRope, _ reference: ReferenceText, _ step: Int) throws(FuzzFailure) {
        rope.checkInvariants()
        guard (try? rope.utf16CodeUnits(in: 0..<rope.utf16Count)) == reference.units else {
            throw FuzzFailure("step \(step): contents differ")
        }
        guard rope.unicodeScalarCount == reference.scalars.count, rope.utf8Count == reference.utf8Count,
            rope.lineCount == reference.terminatorEnds.count + 1
        else { throw FuzzFailure("step \(step): counts differ") }
        guard String(rope) == String(decoding: reference.units, as: UTF16.self) else {
            throw FuzzFailure("step \(step): String(rope) differs")
        }
    }
}
