import SeededRandom
import XCTest

@testable import TextDocument

/// A point: an identifier only.
private struct Point: OffsetTreeElement, Equatable {
    let id: Int
}

/// An extent: an identifier and how far it reaches.
private struct Span: OffsetTreeElement, Equatable {
    static var hasReach: Bool { true }
    let id: Int
    let reach: Int
}

final class OffsetTreeTests: XCTestCase {
    func testRanks_countPositionsBeforeAndThrough() {
        var tree = OffsetTree<Point>()
        XCTAssertEqual(tree.rank(before: 5), 0)
        for (id, position) in [10, 20, 20, 30, 40, 40, 40, 50, 60, 70, 80].enumerated() {
            tree.insert(Point(id: id), at: position, rank: tree.rank(through: position))
        }
        tree.checkInvariants()
        XCTAssertEqual(tree.rank(before: 40), 4)
        XCTAssertEqual(tree.rank(through: 40), 7)
        XCTAssertEqual(tree.rank(before: 5), 0)
        XCTAssertEqual(tree.rank(through: 80), 11)
        XCTAssertEqual(tree.rank(before: 81), 11)
        XCTAssertEqual(tree.entry(atRank: 6).position, 40)
        XCTAssertEqual(tree.entry(atRank: 6).element, Point(id: 6))
        XCTAssertEqual(tree.entries.map(\.position), [10, 20, 20, 30, 40, 40, 40, 50, 60, 70, 80])
    }

    func testShift_movesEverythingFromARank() {
        var tree = OffsetTree<Point>()
        for i in 0..<50 { tree.insert(Point(id: i), at: i * 2, rank: i) }
        tree.shift(fromRank: 20, by: 7)
        tree.shift(fromRank: 0, by: 3)
        tree.shift(fromRank: 35, by: -1)
        tree.checkInvariants()
        let expected = (0..<50).map { i in i * 2 + 3 + (i >= 20 ? 7 : 0) - (i >= 35 ? 1 : 0) }
        XCTAssertEqual(tree.entries.map(\.position), expected)
        XCTAssertEqual(tree.rank(before: expected[35]), 35)
    }

    func testCopies_areIndependent() {
        var tree = OffsetTree<Point>()
        for i in 0..<40 { tree.insert(Point(id: i), at: i, rank: i) }
        let snapshot = tree
        tree.shift(fromRank: 10, by: 100)
        tree.remove(atRank: 3)
        tree.insert(Point(id: 99), at: 5, rank: 4)
        tree.checkInvariants()
        snapshot.checkInvariants()
        XCTAssertEqual(snapshot.entries.map(\.position), Array(0..<40))
        XCTAssertEqual(snapshot.entries.map(\.element.id), Array(0..<40))
        XCTAssertEqual(tree.count, 40)
        XCTAssertEqual(tree.entry(atRank: 4).element, Point(id: 99))
    }

    func testBuild_fillsEvenlyAndAnswersAsInserted() {
        for count in [0, 1, OffsetTreeLimits.maxLeaf, OffsetTreeLimits.maxLeaf + 1, 500] {
            let positions = (0..<count).map { $0 * 3 / 2 }
            let tree = OffsetTree(sortedPositions: positions, elements: (0..<count).map { Point(id: $0) })
            tree.checkInvariants()
            XCTAssertEqual(tree.entries.map(\.position), positions, "count \(count)")
        }
    }

    func testIntervals_reportWhatMeetsARangeEndsIncluded() {
        var tree = OffsetTree<Span>()
        let spans = [(0, 100), (5, 0), (10, 3), (12, 0), (20, 5), (40, 1), (60, .max)]
        for (id, span) in spans.enumerated() {
            tree.insert(Span(id: id, reach: span.1), at: span.0, rank: tree.rank(through: span.0))
        }
        tree.checkInvariants()
        func meeting(_ lower: Int, _ upper: Int) -> [Int] {
            var ids: [Int] = []
            tree.forEach(meeting: lower, upper) { rank, position, element in
                XCTAssertEqual(tree.entry(atRank: rank).element, element)
                XCTAssertEqual(tree.entry(atRank: rank).position, position)
                ids.append(element.id)
            }
            return ids
        }
        XCTAssertEqual(meeting(13, 19), [0, 2])
        XCTAssertEqual(meeting(12, 12), [0, 2, 3])
        XCTAssertEqual(meeting(25, 39), [0, 4])
        XCTAssertEqual(meeting(101, 1_000), [6])
        XCTAssertEqual(meeting(41, 59), [0, 5])
        XCTAssertEqual(meeting(42, 59), [0])
    }

    func testRandomOperations_matchASortedList() {
        var random = seededRandom(0x0FF5_E7)
        var tree = OffsetTree<Span>()
        var reference: [(position: Int, element: Span)] = []
        var nextID = 0
        for step in 1...20_000 {
            switch random.int(0...9) {
            case 0...3 where reference.count < 300:
                let position = random.int(0...1_000)
                let low = reference.firstIndex { $0.position >= position } ?? reference.count
                let high = reference.firstIndex { $0.position > position } ?? reference.count
                let rank = random.int(low...high)
                let element = Span(id: nextID, reach: random.int(0...60))
                nextID += 1
                tree.insert(element, at: position, rank: rank)
                reference.insert((position, element), at: rank)
            case 0...5 where !reference.isEmpty:
                let rank = random.int(0...reference.count - 1)
                let removed = tree.remove(atRank: rank)
                XCTAssertEqual(removed.position, reference[rank].position)
                XCTAssertEqual(removed.element, reference[rank].element)
                reference.remove(at: rank)
            case 6 where !reference.isEmpty:
                let rank = random.int(0...reference.count - 1)
                let room = rank == 0 ? reference[0].position : reference[rank].position - reference[rank - 1].position
                let delta = random.int(-room...40)
                tree.shift(fromRank: rank, by: delta)
                for i in rank..<reference.count { reference[i].position += delta }
            case 7 where reference.count > 2:
                // Rewrite a run between its neighbours, keeping positions sorted.
                let first = random.int(0...reference.count - 1)
                let end = random.int(first...Swift.min(reference.count, first + 40))
                let floor = first == 0 ? 0 : reference[first - 1].position
                let ceiling = end == reference.count ? floor + 50 : reference[end].position
                let low = random.int(floor...ceiling)
                let high = random.int(low...ceiling)
                let elements = reference[first..<end].map(\.element).shuffled(using: &random)
                let lowCount = random.int(0...elements.count)
                var tracker = UntrackedOffsetTree<Span>()
                tree.assign(first..<end, elements: elements, lowCount: lowCount, low: low, high: high, tracker: &tracker)
                for (i, element) in elements.enumerated() { reference[first + i] = (i < lowCount ? low : high, element) }
            case 8 where !reference.isEmpty:
                let rank = random.int(0...reference.count - 1)
                let element = Span(id: nextID, reach: random.int(0...60))
                nextID += 1
                tree.replaceElement(atRank: rank, with: element)
                reference[rank].element = element
            default:
                let lower = random.int(0...1_100)
                let upper = random.int(lower...lower + 80)
                var ranks: [Int] = []
                tree.forEach(meeting: lower, upper) { rank, _, _ in ranks.append(rank) }
                let expected = reference.indices.filter { reference[$0].position <= upper && reference[$0].position + reference[$0].element.reach >= lower }
                XCTAssertEqual(ranks, expected, "step \(step)")
                let position = random.chance(50) && !reference.isEmpty ? reference[random.int(0...reference.count - 1)].position : random.int(0...1_100)
                let before = reference.filter { $0.position < position }.count
                let through = reference.filter { $0.position <= position }.count
                XCTAssertEqual(tree.rank(before: position), before)
                XCTAssertEqual(tree.rank(through: position), through)
                let around = tree.ranks(around: position)
                XCTAssertEqual([around.before, around.through], [before, through], "step \(step) position \(position)")
            }
            if step % 50 == 0 {
                tree.checkInvariants()
                XCTAssertEqual(tree.count, reference.count)
                guard tree.entries.map(\.position) == reference.map(\.position), tree.entries.map(\.element) == reference.map(\.element) else {
                    XCTFail("step \(step): entries differ")
                    return
                }
            }
        }
    }
}
