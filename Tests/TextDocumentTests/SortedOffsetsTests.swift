import SeededRandom
@testable import TextDocument
import XCTest

/// The line-break index's offsets against a plain sorted array: random replacements removing,
/// moving and inserting few offsets (one path at a time) and many (a rebuild).
final class SortedOffsetsTests: XCTestCase {
    func testRandomReplacements_matchASortedArray() {
        var random = seededRandom(0x50F7_ED0F)
        var reference = Array(stride(from: 0, to: 2000, by: 3))
        var offsets = SortedOffsets(sorted: reference)
        var length = 2000
        for step in 1...3000 {
            let low = random.int(0...length)
            let high = Swift.min(length, low + (random.chance(5) ? random.int(0...length) : random.int(0...12)))
            let insertedLength = random.int(0...(random.chance(5) ? 600 : 12))
            let delta = insertedLength - (high - low)
            var inserted: [Int] = []
            var position = low
            while position < low + insertedLength {
                if random.chance(30) { inserted.append(position) }
                position += 1
            }
            offsets.replace(low..<high, shiftingBy: delta, inserting: inserted)
            reference = reference.filter { $0 < low } + inserted + reference.filter { $0 >= high }.map { $0 + delta }
            length += delta
            guard offsets.count == reference.count, offsets == SortedOffsets(sorted: reference) else {
                XCTFail("step \(step): replacing \(low)..<\(high) by \(insertedLength) units")
                return
            }
            if step % 100 == 0 { offsets.checkInvariants() }
            let probe = random.int(0...length)
            XCTAssertEqual(offsets.count(before: probe), reference.filter { $0 < probe }.count, "step \(step)")
            if !reference.isEmpty {
                let rank = random.int(0...reference.count - 1)
                XCTAssertEqual(offsets.offset(ofRank: rank), reference[rank], "step \(step)")
            }
        }
    }

    func testEquality_comparesTheOffsets() {
        XCTAssertEqual(SortedOffsets(sorted: [1, 5, 9]), SortedOffsets(sorted: [1, 5, 9]))
        XCTAssertNotEqual(SortedOffsets(sorted: [1, 5, 9]), SortedOffsets(sorted: [1, 5, 8]))
        XCTAssertNotEqual(SortedOffsets(sorted: [1, 5]), SortedOffsets(sorted: [1, 5, 9]))
    }
}
