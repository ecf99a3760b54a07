import Foundation
import SeededRandom
import TextDocument
import TextRope

// What the change-set tests (differential and algebra) share: seeded random texts and change
// sets, and checks read independently of the code under test.

/// `changes` built again through the validating initializer from its own replacements.
func revalidated(_ changes: ChangeSet) throws -> ChangeSet {
    try ChangeSet(lengthBefore: changes.lengthBefore, replacements: changes.replacements)
}

func units(_ rope: TextRope) throws -> [UInt16] {
    try rope.utf16CodeUnits(in: 0..<rope.utf16Count)
}

/// Whether `units` hold a surrogate that is not half of a pair, read independently of the code
/// under test.
func hasLoneSurrogate(_ units: [UInt16]) -> Bool {
    var index = 0
    while index < units.count {
        switch units[index] {
        case 0xD800...0xDBFF:
            guard index + 1 < units.count, (0xDC00...0xDFFF).contains(units[index + 1]) else { return true }
            index += 2
        case 0xDC00...0xDFFF:
            return true
        default:
            index += 1
        }
    }
    return false
}

/// Seeded random texts and change sets for the differential tests.
struct RandomChangeSets {
    // Pieces of text: ASCII, CR, LF, CR LF, a surrogate pair, both lone halves, a letter with a
    // combining mark and the mark alone, a BMP ideograph. Offsets fall between any two units, so
    // ranges split pairs and CR LF.
    private static let pieces: [[UInt16]] = [
        [0x61], [0x62], [0x20], [0x0D], [0x0A], [0x0D, 0x0A], [0xD83D, 0xDE00], [0xD83D], [0xDC00], [0x65, 0x0301],
        [0x0301], [0x4E2D],
    ]

    private var rng: SplitMix64

    init(seed: UInt64, test: String) {
        print("ChangeSetDifferentialTests \(test) seed 0x\(String(seed, radix: 16, uppercase: true))")
        rng = SplitMix64(seed: seed)
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    mutating func text(maxPieces: Int = 16) -> [UInt16] {
        (0..<int(0...maxPieces)).flatMap { _ in Self.pieces[int(0..<Self.pieces.count)] }
    }

    // Empty ones, the whole text replaced, and runs of replacements that touch or insert at one
    // offset; now and then one that replaces nothing by nothing (which the change set drops).
    mutating func plan(length: Int) -> [ReferenceReplacement] {
        switch int(0..<16) {
        case 0: return []
        case 1: return [ReferenceReplacement(lower: 0, upper: length, text: text(maxPieces: 3))]
        default: break
        }
        var result: [ReferenceReplacement] = []
        var offset = 0
        for _ in 0..<int(1...5) {
            let lower = offset + (int(0..<3) == 0 ? 0 : int(0...Swift.min(length - offset, 8)))
            let upper = lower + (int(0..<3) == 0 ? 0 : int(0...Swift.min(length - lower, 6)))
            result.append(ReferenceReplacement(lower: lower, upper: upper, text: int(0..<4) == 0 ? [] : text(maxPieces: 3)))
            offset = upper
        }
        return result
    }

    // A change set of the plan, its texts held as units or (when they can be) as strings.
    mutating func changeSet(length: Int) throws -> (ChangeSet, [ReferenceReplacement]) {
        let plan = plan(length: length)
        var replacements: [ChangeSet.Replacement] = []
        for planned in plan {
            let text =
                !hasLoneSurrogate(planned.text) && int(0..<2) == 0
                ? ReplacementText(String(decoding: planned.text, as: UTF16.self))
                : ReplacementText(utf16CodeUnits: planned.text)
            replacements.append(ChangeSet.Replacement(range: planned.lower..<planned.upper, text: text))
        }
        return (try ChangeSet(lengthBefore: length, replacements: replacements), plan)
    }

    // A number near `value` or at an edge: negative, zero, past the text, NSNotFound, Int.min.
    mutating func interestingNumber(near value: Int) -> Int {
        switch int(0..<6) {
        case 0: return Int.max
        case 1: return Int.min
        case 2: return -int(1...3)
        default: return Swift.max(0, Swift.min(Swift.max(value, 0), 1_000) + int(-3...3))
        }
    }
}
