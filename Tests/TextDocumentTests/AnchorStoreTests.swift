import SeededRandom
import TextRope
import XCTest

@testable import TextDocument

final class AnchorStoreTests: XCTestCase {
    private func changes(_ length: Int, _ replacements: [(Range<Int>, String)]) throws -> ChangeSet {
        try ChangeSet(lengthBefore: length, replacements: replacements.map { .init(range: $0.0, with: $0.1) })
    }

    private typealias Placed = (name: String, offset: Int, bias: AnchorBias, tracksDeletion: Bool, expected: Int, deleted: Bool)

    // Anchors inserted as listed, then `change` applied: each is at its expected offset and deleted
    // or not as expected; a failure names the anchor.
    private func assertAnchors(
        _ anchors: [Placed], after change: ChangeSet, textLength: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        var store = AnchorStore()
        let handles = anchors.map { store.insert(offset: $0.offset, bias: $0.bias, tracksDeletion: $0.tracksDeletion) }
        store.apply(change)
        for (anchor, handle) in zip(anchors, handles) {
            XCTAssertEqual(store.offset(of: handle), anchor.expected, anchor.name, file: file, line: line)
            XCTAssertEqual(store.isDeleted(handle), anchor.deleted, "\(anchor.name) deleted", file: file, line: line)
        }
        store.checkInvariants(textLength: textLength)
    }

    func testInsertion_atAnAnchorFollowsItsBias() throws {
        assertAnchors(
            [("before", 3, .before, false, 3, false), ("after", 3, .after, false, 5, false), ("later", 4, .before, false, 6, false)],
            after: try changes(6, [(3..<3, "ab")]), textLength: 8)
    }

    func testReplacement_keepsItsEndsWithTheSurvivingTextAndCollapsesInsideByBias() throws {
        assertAnchors(
            [
                ("start", 2, .after, true, 2, false), ("insideBefore", 3, .before, true, 2, true),
                ("insideAfter", 4, .after, true, 5, true), ("untracked", 4, .after, false, 5, false), ("end", 6, .before, true, 5, false),
            ],
            after: try changes(8, [(2..<6, "xyz")]), textLength: 7)
    }

    func testDeletedAnchor_staysDeletedAndKeepsMoving() throws {
        var store = AnchorStore()
        let anchor = store.insert(offset: 5, bias: .after, tracksDeletion: true)
        store.apply(try changes(10, [(4..<6, "")]))
        XCTAssertEqual(store.offset(of: anchor), 4)
        XCTAssertTrue(store.isDeleted(anchor))
        store.apply(try changes(8, [(0..<0, "abc")]))
        XCTAssertEqual(store.offset(of: anchor), 7)
        XCTAssertTrue(store.isDeleted(anchor))
    }

    func testInsertionAfterAReplacementEnd_movesOnlyTheAnchorsThatWereAtTheEnd() throws {
        // Strictly inside [2, 5) with `after`: the end of "X", before the "YY" inserted there;
        // at 5 with `after`: past "YY"; at 5 with `before`: between them.
        var store = AnchorStore()
        let inside = store.insert(offset: 3, bias: .after, tracksDeletion: false)
        let atEndAfter = store.insert(offset: 5, bias: .after, tracksDeletion: false)
        let atEndBefore = store.insert(offset: 5, bias: .before, tracksDeletion: false)
        let replacements = try changes(7, [(2..<5, "X"), (5..<5, "YY")])
        store.apply(replacements)
        XCTAssertEqual(store.offset(of: inside), try replacements.map(3, bias: .after))
        XCTAssertEqual([inside, atEndAfter, atEndBefore].map { store.offset(of: $0) }, [3, 5, 3])
        store.checkInvariants(textLength: 6)
    }

    func testInsertionBeforeAReplacementAtTheSamePoint_putsItsStartAfterTheInsertedText() throws {
        assertAnchors(
            [("atStartBefore", 2, .before, false, 2, false), ("atStartAfter", 2, .after, false, 4, false), ("inside", 3, .before, true, 4, true)],
            after: try changes(6, [(2..<2, "ab"), (2..<4, "Z")]), textLength: 5)
    }

    func testRemove_forgetsTheHandleAndReusesTheIdentifierUnderANewGeneration() {
        var store = AnchorStore()
        let first = store.insert(offset: 1, bias: .before, tracksDeletion: true)
        let second = store.insert(offset: 2, bias: .after, tracksDeletion: false)
        XCTAssertTrue(store.remove(first))
        XCTAssertFalse(store.remove(first))
        XCTAssertNil(store.offset(of: first))
        XCTAssertFalse(store.isDeleted(first))
        let reused = store.insert(offset: 0, bias: .before, tracksDeletion: false)
        XCTAssertEqual(reused.id, first.id)
        XCTAssertNotEqual(reused, first)
        XCTAssertNil(store.offset(of: first))
        XCTAssertEqual(store.offset(of: reused), 0)
        XCTAssertEqual(store.offset(of: second), 2)
        XCTAssertEqual(store.count, 2)
        XCTAssertNil(store.offset(of: TextAnchor(id: 99, generation: 1)))
        XCTAssertFalse(store.remove(TextAnchor(id: second.id, generation: 2)))
        store.checkInvariants(textLength: 2)
    }

    func testDocument_refusesAnchorsOutsideTheTextAndMapsItsOwn() throws {
        let document = TextDocument("hello")
        XCTAssertThrowsError(try document.makeAnchor(at: 6, bias: .before)) {
            XCTAssertEqual("\($0)", "UTF-16 offset 6 is out of bounds for length 5")
        }
        XCTAssertThrowsError(try document.makeAnchor(at: -1, bias: .before))
        XCTAssertEqual(document.anchorCount, 0)
        let anchor = try document.makeAnchor(at: 5, bias: .after)
        try document.replace(utf16Range: 0..<1, with: "HH")
        XCTAssertEqual(document.offset(of: anchor), 6)
        XCTAssertTrue(document.removeAnchor(anchor))
        XCTAssertNil(document.offset(of: anchor))
    }

    func testManyAnchors_atOnePointSplitAndCollapseAcrossLeaves() throws {
        var store = AnchorStore()
        var handles: [(TextAnchor, AnchorBias)] = []
        for i in 0..<200 {
            let bias: AnchorBias = i % 3 == 0 ? .before : .after
            handles.append((store.insert(offset: 50 + i % 7, bias: bias, tracksDeletion: true), bias))
        }
        store.checkInvariants(textLength: 100)
        store.apply(try changes(100, [(40..<70, "")]))
        store.checkInvariants(textLength: 70)
        for (handle, _) in handles { XCTAssertEqual(store.offset(of: handle), 40) }
        store.apply(try changes(70, [(40..<40, "abcd")]))
        store.checkInvariants(textLength: 74)
        for (handle, bias) in handles { XCTAssertEqual(store.offset(of: handle), bias == .before ? 40 : 44) }
        for (handle, _) in handles.prefix(150) { XCTAssertTrue(store.remove(handle)) }
        store.checkInvariants(textLength: 74)
        XCTAssertEqual(store.count, 50)
    }

    func testRandomEdits_matchThePlainReference() throws {
        var random = seededRandom(0x5EED_A2C8)
        var store = AnchorStore()
        var reference = ReferenceAnchors()
        var length = 300
        var stale: [TextAnchor] = []
        for step in 1...100_000 {
            let anchorCount = reference.anchors.count
            if anchorCount < 20 || (anchorCount < 80 && random.chance(30)) {
                let offset = random.int(0...length)
                let bias = random.bias()
                let tracks = random.chance(50)
                let handle = store.insert(offset: offset, bias: bias, tracksDeletion: tracks)
                reference.anchors.append(.init(handle: handle, offset: offset, bias: bias, tracksDeletion: tracks))
            } else if random.chance(15) {
                let handle = reference.anchors.remove(at: random.int(0...anchorCount - 1)).handle
                XCTAssertTrue(store.remove(handle))
                stale.append(handle)
            }
            if let handle = stale.last, random.chance(10) {
                XCTAssertNil(store.offset(of: handle))
                XCTAssertFalse(store.remove(handle))
                stale.removeLast()
            }
            let points = reference.anchors.map { $0.offset }
            let changes = try randomChangeSet(length: length, points: points, limit: 600, using: &random)
            store.apply(changes)
            reference.map(through: changes)
            length = changes.lengthAfter
            if step % 16 == 0 || step == 100_000 {
                store.checkInvariants(textLength: length)
                XCTAssertEqual(store.count, reference.anchors.count)
                XCTAssertEqual(Set(reference.anchors.map { $0.handle }).count, reference.anchors.count, "reused a live handle")
                for anchor in reference.anchors where store.offset(of: anchor.handle) != anchor.offset || store.isDeleted(anchor.handle) != anchor.isDeleted {
                    XCTFail("step \(step): anchor at \(store.offset(of: anchor.handle) ?? -1), expected \(anchor)")
                    return
                }
            }
        }
    }

    func testReference_agreesWithTheChangeSetMapping() throws {
        var random = seededRandom(0xA11C_E5)
        for _ in 0..<2_000 {
            let length = random.int(0...40)
            let changes = try randomChangeSet(length: length, points: [0, length / 2, length], limit: 60, using: &random)
            for offset in 0...length {
                for bias in AnchorBias.allCases {
                    let expected = try changes.mapTracking(offset, bias: bias)
                    let mapped = referenceMap(offset, bias: bias, through: MarkReplacement.of(changes))
                    XCTAssertEqual(MappedOffset(offset: mapped.offset, isDeleted: mapped.isDeleted), expected)
                }
            }
        }
    }
}
