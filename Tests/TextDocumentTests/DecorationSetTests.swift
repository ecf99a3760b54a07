import SeededRandom
import TextRope
import XCTest

@testable import TextDocument

final class DecorationSetTests: XCTestCase {
    private func changes(_ length: Int, _ replacements: [(Range<Int>, String)]) throws -> ChangeSet {
        try ChangeSet(lengthBefore: length, replacements: replacements.map { .init(range: $0.0, with: $0.1) })
    }

    private func ranges(_ set: DecorationSet<Int>, _ query: Range<Int>) throws -> [Range<Int>] {
        try set.decorations(intersecting: query).map(\.range)
    }

    func testIntersection_needsASharedUnitUnlessOneRangeIsEmpty() throws {
        let set = DecorationSet<Int>(length: 20)
        try set.insert(5..<10, value: 0)
        try set.insert(7..<7, value: 1)
        try set.insert(10..<10, value: 2)
        XCTAssertEqual(try ranges(set, 0..<5), [])
        XCTAssertEqual(try ranges(set, 10..<12), [10..<10])
        XCTAssertEqual(try ranges(set, 9..<10), [5..<10, 10..<10])
        XCTAssertEqual(try ranges(set, 5..<5), [5..<10])
        XCTAssertEqual(try ranges(set, 10..<10), [5..<10, 10..<10])
        XCTAssertEqual(try ranges(set, 7..<7), [5..<10, 7..<7])
        XCTAssertEqual(try ranges(set, 7..<8), [5..<10, 7..<7])
        XCTAssertEqual(try ranges(set, 0..<7), [5..<10, 7..<7])
        XCTAssertEqual(try ranges(set, 11..<20), [])
        XCTAssertEqual(try ranges(set, 0..<20), [5..<10, 7..<7, 10..<10])
        var visited: [Int] = []
        try set.forEach(intersecting: 6..<9) { visited.append($0.value) }
        XCTAssertEqual(visited, [0, 1])
        set.checkInvariants()
    }

    func testResults_startingTogetherComeInInsertionOrderEvenAfterACollapse() throws {
        let set = DecorationSet<Int>(length: 20)
        try set.insert(8..<15, value: 0, startBias: .before)
        try set.insert(4..<12, value: 1, startBias: .before)
        try set.insert(4..<6, value: 2)
        XCTAssertEqual(set.allDecorations.map(\.value), [1, 2, 0])
        try set.map(through: try changes(20, [(3..<10, "")]))
        XCTAssertEqual(set.allDecorations.map(\.range), [3..<8, 3..<5])
        XCTAssertEqual(set.allDecorations.map(\.value), [0, 1])
        set.checkInvariants()
    }

    func testMapping_followsEachEndsBias() throws {
        let set = DecorationSet<Int>(length: 10)
        try set.insert(2..<5, value: 0)
        try set.insert(2..<5, value: 1, startBias: .before, endBias: .after)
        try set.map(through: try changes(10, [(2..<2, "ab"), (5..<5, "cd")]))
        XCTAssertEqual(set.allDecorations.map(\.range), [2..<9, 4..<7])
        XCTAssertEqual(set.allDecorations.map(\.value), [1, 0])
        XCTAssertEqual(set.length, 14)
        set.checkInvariants()
    }

    func testEmptyDecoration_mapsAsOnePointWithItsStartBias() throws {
        let set = DecorationSet<Int>(length: 10)
        try set.insert(4..<4, value: 0, startBias: .before, endBias: .after)
        try set.insert(4..<4, value: 1, startBias: .after, endBias: .before)
        try set.insert(6..<6, value: 2)
        try set.map(through: try changes(10, [(4..<4, "xyz"), (5..<7, "")]))
        XCTAssertEqual(set.allDecorations.map(\.range), [4..<4, 7..<7, 8..<8])
        set.checkInvariants()
    }

    func testDeletedText_removesNonEmptyDecorationsAndClampsCrossedEnds() throws {
        let set = DecorationSet<Int>(length: 20)
        try set.insert(5..<8, value: 0)
        try set.insert(6..<9, value: 1)
        try set.insert(3..<12, value: 2)
        try set.insert(7..<7, value: 3)
        // Replacing 4..<10: 5..<8 and 6..<9 lose all their text; 3..<12 keeps both ends.
        try set.map(through: try changes(20, [(4..<10, "new")]))
        XCTAssertEqual(set.allDecorations.map(\.value), [2, 3])
        XCTAssertEqual(set.allDecorations.map(\.range), [3..<9, 7..<7])
        // Inside a replaced range, the start goes to the end of the new text (`after`) and the
        // end to its start (`before`): the end would fall before the start, so it is removed.
        let crossed = DecorationSet<Int>(length: 10)
        try crossed.insert(3..<6, value: 0)
        try crossed.map(through: try changes(10, [(2..<8, "abc")]))
        XCTAssertEqual(crossed.count, 0)
        set.checkInvariants()
        crossed.checkInvariants()
    }

    func testBadInput_throwsAndChangesNothing() throws {
        let set = DecorationSet<Int>(length: 10)
        try set.insert(0..<10, value: 0)
        XCTAssertThrowsError(try set.insert(8..<11, value: 1)) {
            XCTAssertEqual("\($0)", "range {8,3} is out of bounds for length 10")
        }
        XCTAssertThrowsError(try set.insert(-1..<2, value: 1))
        XCTAssertThrowsError(try set.decorations(intersecting: 0..<11))
        XCTAssertThrowsError(try set.forEach(intersecting: 11..<11) { _ in XCTFail("called") })
        XCTAssertThrowsError(try set.map(through: try changes(9, [(0..<1, "")]))) {
            XCTAssertEqual("\($0)", "change set for a text of length 9 used on a text of length 10")
        }
        XCTAssertEqual(set.count, 1)
        XCTAssertEqual(set.length, 10)
        XCTAssertEqual(set.allDecorations.map(\.range), [0..<10])
        XCTAssertEqual(DecorationSet<Int>(length: -4).length, 0)
    }

    func testRemoval_byPredicateAndAll() throws {
        let set = DecorationSet<Int>(length: 100)
        for i in 0..<40 { try set.insert(i..<i + 10, value: i) }
        set.removeAll { $0.value % 3 == 0 }
        XCTAssertEqual(set.count, 26)
        XCTAssertEqual(try set.decorations(intersecting: 0..<3).map(\.value), [1, 2])
        set.checkInvariants()
        set.removeAll()
        XCTAssertEqual(set.count, 0)
        try set.insert(1..<2, value: 7)
        XCTAssertEqual(set.allDecorations.map(\.value), [7])
        set.checkInvariants()
    }

    func testLongDecorations_pastFourGigaunitsKeepTheirLength() throws {
        let length = 1 << 33
        let set = DecorationSet<Int>(length: length)
        try set.insert(0..<length, value: 0)
        try set.insert(10..<(1 << 32) + 10, value: 1)
        try set.insert(20..<30, value: 2)
        XCTAssertEqual(try ranges(set, length - 1..<length), [0..<length])
        XCTAssertEqual(try ranges(set, 1 << 32..<(1 << 32) + 1), [0..<length, 10..<(1 << 32) + 10])
        try set.map(through: try changes(length, [(5..<15, "")]))
        XCTAssertEqual(set.allDecorations.map(\.range), [0..<length - 10, 5..<(1 << 32), 10..<20])
        set.checkInvariants()
        set.removeAll { $0.value == 1 }
        XCTAssertEqual(set.allDecorations.map(\.range), [0..<length - 10, 10..<20])
        set.checkInvariants()
    }

    func testDocument_mapsItsSetsWhileTheyLive() throws {
        let document = TextDocument("hello world")
        let set = document.makeDecorationSet(of: String.self)
        try set.insert(6..<11, value: "word")
        try document.replace(utf16Range: 0..<0, with: ">> ")
        XCTAssertEqual(set.allDecorations.map(\.range), [9..<14])
        document.removeDecorationSet(set)
        try document.replace(utf16Range: 0..<0, with: "!")
        XCTAssertEqual(set.allDecorations.map(\.range), [9..<14])
        weak var dropped: DecorationSet<Int>?
        do {
            let temporary = document.makeDecorationSet(of: Int.self)
            dropped = temporary
        }
        XCTAssertNil(dropped)
        try document.replace(utf16Range: 0..<1, with: "")
    }

    func testRandomEdits_matchThePlainReference() throws {
        var random = seededRandom(0xDEC0_5EED)
        let set = DecorationSet<Int>(length: 300)
        var reference = ReferenceDecorations(length: 300)
        var nextValue = 0
        for step in 1...100_000 {
            let length = reference.length
            if reference.items.count < 10 || (reference.items.count < 32 && random.chance(40)) {
                let start = random.int(0...length)
                let end = random.chance(20) ? start : Swift.min(length, start + random.int(0...(random.chance(10) ? length : 30)))
                let startBias = random.bias()
                let endBias = random.bias()
                try set.insert(start..<end, value: nextValue, startBias: startBias, endBias: endBias)
                reference.insert(start..<end, value: nextValue, startBias: startBias, endBias: endBias)
                nextValue += 1
            } else if random.chance(3) {
                let parity = random.int(0...4)
                set.removeAll { $0.value % 5 == parity }
                reference.items.removeAll { $0.value % 5 == parity }
            }
            var points: [Int] = []
            for item in reference.items {
                points.append(item.range.lowerBound)
                points.append(item.range.upperBound)
            }
            let changes = try randomChangeSet(length: length, points: points, limit: 600, using: &random)
            try set.map(through: changes)
            reference.map(through: changes)
            if step % 16 == 0 || step == 100_000 {
                set.checkInvariants()
                XCTAssertEqual(set.length, reference.length)
                let expected = reference.sorted
                guard set.allDecorations.map(\.value) == expected.map(\.value),
                    set.allDecorations.map(\.range) == expected.map(\.range)
                else {
                    XCTFail("step \(step): \(set.allDecorations.map { ($0.value, $0.range) }) expected \(expected.map { ($0.value, $0.range) })")
                    return
                }
                let low = random.int(0...reference.length)
                let query = low..<Swift.min(reference.length, low + random.int(0...40))
                XCTAssertEqual(try set.decorations(intersecting: query).map(\.value), reference.intersecting(query).map(\.value), "step \(step) query \(query)")
            }
        }
    }
}
