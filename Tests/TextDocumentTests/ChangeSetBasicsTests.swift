import TextDocument
import TextRope
import XCTest

final class ChangeSetBasicsTests: XCTestCase {
    func testApply_replacesHighestFirst() throws {
        let changes = try ChangeSet(
            lengthBefore: 5,
            replacements: [.init(range: 0..<1, with: "X"), .init(range: 3..<5, with: "yz!")])
        var rope = TextRope("hello")
        try changes.apply(to: &rope)
        XCTAssertEqual(String(rope), "Xelyz!")
        XCTAssertEqual(changes.lengthAfter, 6)
    }

    func testInit_refusesOverlapUnsortedAndOutOfBounds() {
        XCTAssertThrowsError(try ChangeSet(lengthBefore: 5, replacements: [.init(range: 1..<3, with: ""), .init(range: 2..<4, with: "")])) {
            XCTAssertEqual("\($0)", "range {2,2} overlaps range {1,2}")
        }
        XCTAssertThrowsError(try ChangeSet(lengthBefore: 5, replacements: [.init(range: 3..<4, with: ""), .init(range: 0..<1, with: "")])) {
            XCTAssertEqual("\($0)", "range {0,1} starts before the range {3,1} listed ahead of it")
        }
        XCTAssertThrowsError(try ChangeSet(lengthBefore: 5, replacing: 4..<7, with: "")) {
            XCTAssertEqual("\($0)", "range {4,3} is out of bounds for length 5")
        }
        XCTAssertThrowsError(try ChangeSet(lengthBefore: 3, replacing: 0..<1, with: "").apply(to: &rope5)) {
            XCTAssertEqual("\($0)", "change set for a text of length 3 used on a text of length 5")
        }
    }

    func testMap_followsTheBiasAtInsertionsAndTheSurvivingTextAtReplacements() throws {
        let insert = try ChangeSet(lengthBefore: 4, replacing: 2..<2, with: "ab")
        XCTAssertEqual(try insert.map(2, bias: .before), 2)
        XCTAssertEqual(try insert.map(2, bias: .after), 4)
        XCTAssertEqual(try insert.map(3, bias: .before), 5)
        let replace = try ChangeSet(lengthBefore: 6, replacing: 1..<4, with: "xy")
        XCTAssertEqual(try replace.map(1, bias: .after), 1)
        XCTAssertEqual(try replace.map(4, bias: .before), 3)
        XCTAssertEqual(try replace.mapTracking(2, bias: .before), MappedOffset(offset: 1, isDeleted: true))
        XCTAssertEqual(try replace.mapTracking(2, bias: .after), MappedOffset(offset: 3, isDeleted: true))
        XCTAssertThrowsError(try replace.map(7, bias: .before))
    }

    func testInit_dropsNoOpsAndAppliesSameOffsetInsertionsInOrder() throws {
        let changes = try ChangeSet(
            lengthBefore: 3,
            replacements: [
                .init(range: 1..<1, with: "a"), .init(range: 1..<1, with: ""), .init(range: 1..<1, with: "b"),
                .init(range: 1..<2, with: "c"),
            ])
        XCTAssertEqual(changes.count, 3)
        XCTAssertEqual(String(try changes.applied(to: "xyz")), "xabcz")
        XCTAssertTrue(try ChangeSet(lengthBefore: 3, replacing: 2..<2, with: "").isEmpty)
    }

    private var rope5 = TextRope("hello")
}
