import CTextDocumentSupport
import SeededRandom
import XCTest

/// The vectorised scans on long flat runs, which the rope's chunks in debug builds (8 units) are
/// too short to reach: every start offset and run length around the vector widths, against a
/// plain scan.
final class SearchKernelTests: XCTestCase {
    func testFindUnits_matchesAPlainScan() {
        var rng = seededRandom(0x5CA7)
        for round in 0..<300 {
            let alphabet: [UInt16] = round % 2 == 0 ? [0x61, 0x62] : [0x61, 0x62, 0x63, 0xE9, 0xD83D, 0x20]
            let count = Int.random(in: 0...400, using: &rng)
            let units = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
            let m = Int.random(in: 1...Swift.min(20, Swift.max(1, count)), using: &rng)
            let needle: [UInt16] = count >= m && Bool.random(using: &rng)
                ? Array(units[Int.random(in: 0...(count - m), using: &rng)...].prefix(m))
                : (0..<m).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &rng)] }
            let p = Int.random(in: 0..<needle.count, using: &rng)
            let q = Int.random(in: p..<needle.count, using: &rng)
            let from = Int.random(in: 0...count, using: &rng)
            let expected = (from..<Swift.max(from, count - needle.count + 1)).first { Array(units[$0..<($0 + needle.count)]) == needle } ?? -1
            let found = units.withUnsafeBufferPointer { u in
                needle.withUnsafeBufferPointer { textdoc_find_units(u.baseAddress!, count, $0.baseAddress!, needle.count, p, q, from) }
            }
            XCTAssertEqual(found, expected, "round \(round): needle \(needle) probes \(p) \(q) from \(from) in \(count) units")
        }
    }

    func testFindAnyUnit_matchesAPlainScan() {
        var rng = seededRandom(0x5CA8)
        for round in 0..<300 {
            let count = Int.random(in: 0...300, using: &rng)
            let units = (0..<count).map { _ in UInt16.random(in: 0x60...0x7F, using: &rng) }
            let set = (0..<Int.random(in: 1...8, using: &rng)).map { _ in UInt16.random(in: 0x60...0x9F, using: &rng) }
            let from = Int.random(in: 0...count, using: &rng)
            let expected = (from..<count).first { set.contains(units[$0]) } ?? -1
            let found = units.withUnsafeBufferPointer { u in
                set.withUnsafeBufferPointer { textdoc_find_any_unit(u.baseAddress!, count, $0.baseAddress!, Int32($0.count), from) }
            }
            XCTAssertEqual(found, expected, "round \(round): set \(set) from \(from)")
        }
    }
}
