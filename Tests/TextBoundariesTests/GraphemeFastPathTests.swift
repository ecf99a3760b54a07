import CICU
import ICUTestSupport
import XCTest

@testable import TextBoundaries
import SeededRandom

/// The grapheme fast path decides a boundary from the two code points around it
/// (`GraphemePairRule`). These tests check every decision it makes against ICU.
final class GraphemeFastPathTests: XCTestCase {
    /// Code points of every Grapheme_Cluster_Break class, including emoji (which matter after
    /// ZWJ), supplementary ones and lone surrogates.
    private static let representatives: [UInt32] = [
        0x61, 0x4E2D, 0xA9, 0x263A, 0x1F600, 0x10000,  // Other (plain, ExtPict, emoji)
        0x09, 0x00, 0x85, 0x200B, 0xD800, 0xDC00,  // Control (lone surrogates read as Control)
        0x0D, 0x0A,  // CR, LF
        0x0301, 0xFE0F, 0x200C, 0x1F3FB, 0xE0020,  // Extend
        0x200D,  // ZWJ
        0x1F1EB, 0x1F1F7,  // Regional_Indicator
        0x0600, 0x0D4E, 0x110BD,  // Prepend
        0x0903, 0x0E33,  // SpacingMark
        0x1100, 0x1161, 0x11A8, 0xAC00, 0xAC01,  // L, V, T, LV, LVT
        0x0915, 0x0937, 0x0995, 0x0B95,  // Indic consonants (Devanagari, Bengali, Tamil)
        0x094D, 0x09CD, 0x093C,  // viramas and a nukta (Extend)
    ]

    /// A consonant and the virama of each script ICU's Indic conjunct rule covers.
    private static let conjunctScripts: [(consonant: UInt32, virama: UInt32)] = [
        (0x0915, 0x094D), (0x0995, 0x09CD), (0x0A95, 0x0ACD), (0x0B15, 0x0B4D), (0x0C15, 0x0C4D), (0x0D15, 0x0D4D),
    ]

    private let tables = UnsafePointer(CharacterTables.shared.entries)
    private let oracle = PairOracle()

    func testPairRule_agreesWithICU_everyBMPCodePointBeforeEveryClass() {
        let decided = Self.representatives.reduce(0) { total, second in
            total + checkBatch((0...0xFFFF).map { (UInt32($0), second) })
        }
        print("GraphemeFastPathTests: \(decided) BMP-first pairs decided without ICU")
        XCTAssertGreaterThan(decided, 1_500_000)
    }

    func testPairRule_agreesWithICU_everyBMPCodePointAfterEveryClass() {
        let decided = Self.representatives.reduce(0) { total, first in
            total + checkBatch((0...0xFFFF).map { (first, UInt32($0)) })
        }
        print("GraphemeFastPathTests: \(decided) BMP-second pairs decided without ICU")
        XCTAssertGreaterThan(decided, 1_500_000)
    }

    func testPairRule_agreesWithICU_everyBMPCodePointAfterAViramaInAConjunct() {
        var decided = 0
        for (consonant, virama) in Self.conjunctScripts {
            for zwj in [false, true] {
                let context: [UInt32] = zwj ? [consonant, virama] : [consonant]
                let first = zwj ? 0x200D : virama
                decided += checkBatch((0...0xFFFF).map { (first, UInt32($0)) }, after: context)
            }
        }
        print("GraphemeFastPathTests: \(decided) pairs after a consonant + virama decided without ICU")
        XCTAssertGreaterThan(decided, 400_000)
    }

    func testPairRule_agreesWithICU_randomPairsInRandomContexts() {
        let seed: UInt64 = 0xFA57_0001
        print("GraphemeFastPathTests random pairs seed: \(seed)")
        var rng = SplitMix64(seed: seed)
        var decided = 0
        for _ in 0..<300_000 {
            let first = Self.randomCodePoint(&rng)
            let second = Self.randomCodePoint(&rng)
            let before = (0..<Int.random(in: 0...2, using: &rng)).map { _ in Self.representatives.randomElement(using: &rng)! }
            let after = (0..<Int.random(in: 0...2, using: &rng)).map { _ in Self.representatives.randomElement(using: &rng)! }
            decided += check(before, first, second, after)
        }
        XCTAssertGreaterThan(decided, 200_000)
    }

    func testPairRule_leavesOnlyZWJEmojiRegionalIndicatorAndConjunctPairsToICU() {
        let names: [UInt32: String] = [
            CICU_GCB_OTHER.rawValue: "Other", CICU_GCB_EXTEND.rawValue: "Extend", CICU_GCB_ZWJ.rawValue: "ZWJ",
            CICU_GCB_REGIONAL_INDICATOR.rawValue: "RI", CICU_GCB_CONSONANT.rawValue: "Consonant",
        ]
        let modelled = (0..<UInt32(16)).filter { $0 != CICU_GCB_UNKNOWN.rawValue }
        var unknown: [String] = []
        for before in modelled {
            for after in modelled where GraphemePairRule(before: UInt8(before), after: UInt8(after)) == .unknown {
                unknown.append("\(names[before] ?? "\(before)") \(names[after] ?? "\(after)")")
            }
        }
        XCTAssertEqual(unknown, ["Extend Consonant", "ZWJ Other", "ZWJ Consonant", "RI RI"])
    }

    /// Checks many pairs with one ICU pass over `LF after first second LF after first second ...`:
    /// after a line feed every rule starts afresh (GB4), as at the start of a text. Returns how
    /// many pairs the rule decided.
    private func checkBatch(_ pairs: [(UInt32, UInt32)], after context: [UInt32] = []) -> Int {
        var units: [UInt16] = []
        units.reserveCapacity(pairs.count * 5)
        var positions: [Int] = []
        var expected: [Bool] = []
        var checked: [(UInt32, UInt32)] = []
        for (first, second) in pairs where !Self.formPair(first, second) {
            let rule = GraphemePairRule.between(
                CharacterTraits(first, tables).graphemeClass, CharacterTraits(second, tables).graphemeClass, tables)
            guard rule != .unknown else { continue }
            units.append(0x0A)
            for codePoint in context { Self.append(codePoint, to: &units) }
            Self.append(first, to: &units)
            positions.append(units.count)
            Self.append(second, to: &units)
            expected.append(rule == .boundary)
            checked.append((first, second))
        }
        var isBoundary = [Bool](repeating: false, count: units.count + 1)
        for boundary in FlatICU(CICU_BREAK_CHARACTER, units).boundaries { isBoundary[boundary] = true }
        for i in positions.indices where isBoundary[positions[i]] != expected[i] {
            XCTFail(String(format: "U+%04X U+%04X: rule says %@, ICU disagrees", checked[i].0, checked[i].1,
                           expected[i] ? "boundary" : "no boundary"))
        }
        return positions.count
    }

    private static func append(_ codePoint: UInt32, to units: inout [UInt16]) {
        if codePoint < 0x10000 {
            units.append(UInt16(codePoint))
        } else {
            units.append(UInt16(0xD800 + ((codePoint - 0x10000) >> 10)))
            units.append(UInt16(0xDC00 + ((codePoint - 0x10000) & 0x3FF)))
        }
    }

    private static func formPair(_ first: UInt32, _ second: UInt32) -> Bool {
        first < 0x10000 && second < 0x10000 && UTF16.isLeadSurrogate(UInt16(first)) && UTF16.isTrailSurrogate(UInt16(second))
    }

    /// Compares the pair rule for (first, second) with ICU's boundary between them inside
    /// `before + [first, second] + after`; returns 1 when the rule decided it.
    private func check(_ before: [UInt32], _ first: UInt32, _ second: UInt32, _ after: [UInt32]) -> Int {
        // A lead followed by a trail is one code point, not a pair of them.
        if Self.formPair(first, second) { return 0 }
        let a = CharacterTraits(first, tables).graphemeClass
        let b = CharacterTraits(second, tables).graphemeClass
        let rule = GraphemePairRule.between(a, b, tables)
        guard rule != .unknown else { return 0 }
        var units = Self.utf16(before)
        // Keep the context from pairing surrogates across the edges of the pair under test.
        if let last = units.last, UTF16.isLeadSurrogate(last) { units.append(0x61) }
        units += Self.utf16([first])
        let position = units.count
        units += Self.utf16([second])
        var tail = Self.utf16(after)
        if UTF16.isLeadSurrogate(units[units.count - 1]), let next = tail.first, UTF16.isTrailSurrogate(next) { tail.insert(0x61, at: 0) }
        units += tail
        let icu = oracle.isBoundary(units, at: position)
        if icu != (rule == .boundary) {
            XCTFail(String(format: "U+%04X U+%04X in %@: rule says %@, ICU says %@", first, second,
                           units.map { String(format: "%04X", $0) }.joined(separator: " "),
                           "\(rule)", icu ? "boundary" : "no boundary"))
        }
        return 1
    }

    private static func utf16(_ codePoints: [UInt32]) -> [UInt16] {
        codePoints.flatMap { cp -> [UInt16] in
            if cp < 0x10000 { return [UInt16(cp)] }
            let v = cp - 0x10000
            return [UInt16(0xD800 + (v >> 10)), UInt16(0xDC00 + (v & 0x3FF))]
        }
    }

    private static func randomCodePoint(_ rng: inout SplitMix64) -> UInt32 {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return UInt32.random(in: 0...0x7F, using: &rng)
        case 1: return representatives.randomElement(using: &rng)!
        case 2: return UInt32.random(in: 0...0xFFFF, using: &rng)
        default: return UInt32.random(in: 0x10000...0x10FFFF, using: &rng)
        }
    }
}

/// One flat ICU character iterator, re-pointed at each small text.
private final class PairOracle {
    private let handle: OpaquePointer
    private var units: [UInt16] = []

    init() {
        var status: Int32 = 0
        handle = cicu_break_iterator_open(CICU_BREAK_CHARACTER, "", &status)!
    }

    deinit { cicu_break_iterator_close(handle) }

    func isBoundary(_ text: [UInt16], at offset: Int) -> Bool {
        units = text
        var status: Int32 = 0
        return units.withUnsafeBufferPointer { buffer in
            cicu_break_iterator_set_units(handle, buffer.baseAddress, Int32(buffer.count), &status)
            return cicu_break_iterator_is_boundary(handle, Int32(offset))
        }
    }
}
