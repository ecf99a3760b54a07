import SeededRandom
@testable import TextDocument
import TextRope
import XCTest

/// Runs of typing (each insertion at the end of the one before) are mapped once, when anchors or
/// decorations are next read: random runs with marks at the caret, other changes, reads,
/// insertions and removals in the middle of runs, against the plain references.
final class TypingRunTests: XCTestCase {
    /// The next change: most often the next key of the run (1 or 2 units at its end), else an
    /// insertion elsewhere (a new run) or a random change set.
    private func nextChange(length: Int, caret: inout Int, points: [Int], using random: inout SplitMix64) throws -> ChangeSet {
        if random.chance(70) {
            let key = String(repeating: "k", count: random.chance(80) ? 1 : 2)
            let changes = try ChangeSet(lengthBefore: length, replacing: caret..<caret, with: key)
            caret += key.utf16.count
            return changes
        }
        if random.chance(50) {
            caret = !points.isEmpty && random.chance(50) ? points[random.int(0...points.count - 1)] : random.int(0...length)
            let changes = try ChangeSet(lengthBefore: length, replacing: caret..<caret, with: "n")
            caret += 1
            return changes
        }
        let changes = try randomChangeSet(length: length, points: points, limit: 400, using: &random)
        caret = random.int(0...changes.lengthAfter)
        return changes
    }

    func testAnchors_throughTypingRunsMatchThePlainReference() throws {
        var random = seededRandom(0x7E1E_7A9E)
        var store = AnchorStore()
        var reference = ReferenceAnchors()
        var length = 200
        var caret = 100
        for step in 1...20_000 {
            if reference.anchors.count < 10 || (reference.anchors.count < 40 && random.chance(8)) {
                // At the caret half the time: the run's start and end are where biases matter.
                let offset = random.chance(50) ? caret : random.int(0...length)
                let bias = random.bias()
                let tracks = random.chance(30)
                let handle = store.insert(offset: offset, bias: bias, tracksDeletion: tracks)
                reference.anchors.append(.init(handle: handle, offset: offset, bias: bias, tracksDeletion: tracks))
            } else if random.chance(4) {
                XCTAssertTrue(store.remove(reference.anchors.remove(at: random.int(0...reference.anchors.count - 1)).handle))
            }
            let changes = try nextChange(length: length, caret: &caret, points: reference.anchors.map(\.offset), using: &random)
            store.apply(changes)
            reference.map(through: changes)
            length = changes.lengthAfter
            if random.chance(10) {
                let anchor = reference.anchors[random.int(0...reference.anchors.count - 1)]
                guard store.offset(of: anchor.handle) == anchor.offset else {
                    XCTFail("step \(step): anchor at \(store.offset(of: anchor.handle) ?? -1), expected \(anchor.offset)")
                    return
                }
            }
        }
        store.checkInvariants(textLength: length)
        for anchor in reference.anchors {
            XCTAssertEqual(store.offset(of: anchor.handle), anchor.offset)
            XCTAssertEqual(store.isDeleted(anchor.handle), anchor.isDeleted)
        }
    }

    func testDecorations_throughTypingRunsMatchThePlainReference() throws {
        var random = seededRandom(0x7E1E_DEC0)
        let set = DecorationSet<Int>(length: 200)
        var reference = ReferenceDecorations(length: 200)
        var caret = 100
        var nextValue = 0
        for step in 1...20_000 {
            let length = reference.length
            if reference.items.count < 10 || (reference.items.count < 40 && random.chance(8)) {
                let start = random.chance(50) ? caret : random.int(0...length)
                let end = random.chance(30) ? start : Swift.min(length, start + random.int(0...20))
                let (startBias, endBias) = (random.bias(), random.bias())
                try set.insert(start..<end, value: nextValue, startBias: startBias, endBias: endBias)
                reference.insert(start..<end, value: nextValue, startBias: startBias, endBias: endBias)
                nextValue += 1
            }
            var points: [Int] = []
            for item in reference.items { points += [item.range.lowerBound, item.range.upperBound] }
            let changes = try nextChange(length: length, caret: &caret, points: points, using: &random)
            try set.map(through: changes)
            reference.map(through: changes)
            XCTAssertEqual(set.length, reference.length)
            if random.chance(10) {
                let low = random.int(0...reference.length)
                let query = low..<Swift.min(reference.length, low + random.int(0...30))
                guard try set.decorations(intersecting: query).map(\.value) == reference.intersecting(query).map(\.value) else {
                    XCTFail("step \(step) query \(query): \(try set.decorations(intersecting: query).map { ($0.value, $0.range) })")
                    return
                }
            }
            if step % 500 == 0 {
                set.checkInvariants()
                XCTAssertEqual(set.allDecorations.map(\.range), reference.sorted.map(\.range), "step \(step)")
            }
        }
    }
}
