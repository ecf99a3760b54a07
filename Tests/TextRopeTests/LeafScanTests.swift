import CTextRopeSupport
import XCTest

@testable import TextRope
import SeededRandom

/// The in-leaf scanners on leaves far longer than debug builds' 8-unit leaves, against naive
/// counting, for every target and with the gap at several places.
final class LeafScanTests: XCTestCase {
    private static let pieces: [[UInt16]] = [
        Array("abcdefgh".utf16), Array("\n".utf16), Array("\r\n".utf16), Array("xy\r".utf16),
        Array("é".utf16), Array("中".utf16), [0xD83D, 0xDE00], [0xDC00], Array("\u{2028}".utf16),
    ]

    func testOffsetReaching_matchesNaiveCount() {
        var rng = SplitMix64(seed: 0x1EAF)
        print("LeafScanTests seed: 0x1EAF")
        for round in 0..<20 {
            var units: [UInt16] = []
            while units.count < 600 { units += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)] }
            let previous: UInt16 = round % 3 == 0 ? 0xD83D : round % 3 == 1 ? 0x0D : 0
            let leaf = units.withUnsafeBufferPointer { Leaf($0, capacity: 700) }
            leaf.moveGap(to: Int.random(in: 0...units.count, using: &rng))
            assertOffsetReaching(in: leaf, holding: units, after: previous, "round \(round)")
            let whole = Summary.of(units.withUnsafeBufferPointer { $0 })
            for k in stride(from: 0, through: units.count, by: 7) {
                let expected = units.withUnsafeBufferPointer { Summary.of(UnsafeBufferPointer(rebasing: $0[..<k])) }
                XCTAssertEqual(leaf.prefixSummary(k, of: whole), expected, "round \(round) k \(k)")
            }
        }
    }

    /// Short leaves, where a scan from the end reaches the first unit and must count it after the
    /// unit before the leaf: every leaf of up to three units from a set that pairs, joins and
    /// terminates, after every kind of predecessor, with the gap at every place, for every target.
    func testOffsetReaching_inShortLeaves_matchesNaiveCount() {
        for units in ShortLeaves.all where !units.isEmpty {
            for previous: UInt16 in [0, 0x0D, 0xD83D] {
                for gap in 0...units.count {
                    let leaf = units.withUnsafeBufferPointer { Leaf($0, capacity: 4) }
                    leaf.moveGap(to: gap)
                    assertOffsetReaching(in: leaf, holding: units, after: previous, "\(units) after \(previous), gap \(gap)")
                }
            }
        }
    }

    // Checks `offset(reaching:...)` by every measure, for every target up to one past the leaf's
    // whole measure, against stepping through the units one by one.
    private func assertOffsetReaching(in leaf: Leaf, holding units: [UInt16], after previous: UInt16, _ context: String) {
        let whole = Summary.of(units.withUnsafeBufferPointer { $0 })
        let measures: [(KeyPath<Counts, Int>, (Int) -> (offset: Int, reached: Int))] = [
            (\.scalars, { leaf.offset(reaching: $0, by: ScalarMeasure.self, startingAt: 0, after: previous, within: whole) }),
            (\.utf8, { leaf.offset(reaching: $0, by: UTF8Measure.self, startingAt: 0, after: previous, within: whole) }),
            (\.lines, { leaf.offset(reaching: $0, by: LineMeasure.self, startingAt: 0, after: previous, within: whole) }),
        ]
        for (measure, scan) in measures {
            let steps = naiveSteps(units, previous, measure)
            let total = steps.reduce(0, +)
            for target in 0...total + 1 {
                var expected = (offset: units.count, reached: total)
                var running = 0
                for (j, step) in steps.enumerated() {
                    if running + step > target {
                        expected = (j, running)
                        break
                    }
                    running += step
                }
                let found = scan(target)
                XCTAssertEqual(found.offset, expected.offset, "\(context), target \(target)")
                XCTAssertEqual(found.reached, expected.reached, "\(context), target \(target)")
            }
        }
    }

    /// Runs counted by the vector kernels (eight units at a time with a short-run loop and a masked
    /// last block; sixteen at a time after a first block of eight, on CPUs with AVX2) equal the
    /// unit-by-unit fold, whatever the runs hold and wherever a CR LF, a non-ASCII unit or a
    /// surrogate pair falls against the blocks. Each kernel is also called directly, so that the
    /// eight-unit one is tested on long runs where `Counts.of` takes the other.
    func testRunCounts_matchUnitByUnitCount() {
        var rng = SplitMix64(seed: 0xC0C0)
        print("LeafScanTests run-count seed: 0xC0C0")
        let printable: [UInt16] = Array("abc XYZ{}~".utf16) + [0x20, 0x7E, 0x7F]
        let other: [UInt16] =
            Array("\r\n\t".utf16) + [
                0x00, 0x1F, 0x80, 0x84, 0x85, 0x86, 0x7FF, 0x800, 0x2027, 0x2028, 0x2029, 0x202A, 0xD7FF, 0xD800,
                0xD83D, 0xDBFF, 0xDC00, 0xDE00, 0xDFFF, 0xE000, 0xFFFF,
            ]
        for round in 0..<8_000 {
            let length = Int.random(in: 0...(round % 4 == 0 ? 200 : 80), using: &rng)
            // Every other round is mostly printable ASCII, so that whole blocks of it occur.
            let otherOneIn = round % 2 == 0 ? 3 : 40
            let units = (0..<length).map { _ in
                Int.random(in: 0..<otherOneIn, using: &rng) == 0
                    ? other.randomElement(using: &rng) ?? 0 : printable.randomElement(using: &rng) ?? 0
            }
            let previous = [0, 0x0D, 0x0A, 0xD83D, 0x41, 0xDBFF][round % 6] as UInt16
            let expected = unitByUnit(units, after: previous)
            XCTAssertEqual(
                units.withUnsafeBufferPointer { Counts.of($0, after: previous) }, expected,
                "round \(round): \(units) after \(previous)")
            for (kernel, count) in Self.kernels(forLength: units.count) {
                XCTAssertEqual(
                    units.withUnsafeBufferPointer { count($0, previous) }, expected,
                    "\(kernel), round \(round): \(units) after \(previous)")
            }
        }
    }

    /// The kernels that take runs of `length` units on this CPU, each by name.
    private static func kernels(forLength length: Int) -> [(String, (UnsafeBufferPointer<UInt16>, UInt16) -> Counts)] {
        func counts(_ c: textrope_counts) -> Counts { Counts(scalars: c.scalars, utf8: c.utf8, lines: c.lines) }
        var kernels: [(String, (UnsafeBufferPointer<UInt16>, UInt16) -> Counts)] = []
        if length > 0 {
            kernels.append(("by 8", { counts(textrope_count_by8($0.baseAddress!, $0.count, $1)) }))
        }
        #if arch(x86_64)
        if length >= 32 && textrope_has_avx2() != 0 {
            kernels.append(("by 16", { counts(textrope_count_avx2($0.baseAddress!, $0.count, $1)) }))
        }
        #endif
        return kernels
    }

    #if arch(x86_64)
    /// The sixteen-unit kernel is tested where the CPU has it, as this machine's has; say so when not.
    func testSixteenUnitKernel_isAvailableOrSaidToBeMissing() throws {
        try XCTSkipIf(textrope_has_avx2() == 0, "this CPU has no AVX2: runs are counted eight units at a time")
        XCTAssertEqual(Self.kernels(forLength: 32).map(\.0), ["by 8", "by 16"])
    }
    #endif

    /// Runs long enough that the kernel's 16-bit lanes must be flushed: each lane gains the most
    /// there is to gain per block (three-byte units, pairs, CR LF pairs and lone CRs).
    func testLongRunCounts_matchUnitByUnitCount() {
        let patterns: [[UInt16]] = [[0x4E2D], [0xD83D, 0xDE00], [0x0D, 0x0A], [0x0D], [0x2028, 0xE9, 0x85]]
        for pattern in patterns {
            let units = Array(repeatElement(pattern, count: 300_001 / pattern.count + 1).joined())
            let expected = unitByUnit(units, after: 0x0D)
            XCTAssertEqual(
                units.withUnsafeBufferPointer { Counts.of($0, after: 0x0D) }, expected,
                "\(pattern) repeated to \(units.count) units")
            for (kernel, count) in Self.kernels(forLength: units.count) {
                XCTAssertEqual(
                    units.withUnsafeBufferPointer { count($0, 0x0D) }, expected,
                    "\(kernel): \(pattern) repeated to \(units.count) units")
            }
        }
    }

    private func unitByUnit(_ units: [UInt16], after previous: UInt16) -> Counts {
        var counts = Counts.zero
        var prev = previous
        for unit in units {
            counts = counts + Counts.of(unit, after: prev)
            prev = unit
        }
        return counts
    }

    private func naiveSteps(_ units: [UInt16], _ previous: UInt16, _ measure: KeyPath<Counts, Int>) -> [Int] {
        var prev = previous
        return units.map { unit in
            defer { prev = unit }
            return Counts.of(unit, after: prev)[keyPath: measure]
        }
    }

    func testCountsChange_whenTheUnitBeforeChanges_matchesRecounting() {
        // Every unit whose counts depend on its predecessor, and some that do not, after every
        // kind of predecessor ("no unit" included).
        let units: [UInt16] = [0x0A, 0x0D, 0x61, 0x85, 0xE9, 0x2028, 0xD83D, 0xDE00, 0xDC00, 0xFFFF]
        let before: [UInt16] = [0, 0x0A, 0x0D, 0x61, 0xD83D, 0xDBFF, 0xDE00, 0x2028]
        for unit in units {
            for old in before {
                for new in before {
                    var change = Counts.zero
                    change.addChange(of: unit, after: old, becoming: new)
                    XCTAssertEqual(
                        change, Counts.of(unit, after: new) - Counts.of(unit, after: old),
                        "unit \(unit) after \(old) becoming \(new)")
                }
            }
        }
    }
}
