import XCTest

@testable import TextRope

/// `isUnique` answers as `isKnownUniquelyReferenced` does, and its inline read of the reference
/// count (`isCertainlyUnique`) is certain only for one strong reference: were the runtime's layout
/// of the counts to change, a shared node would be edited in place and every copy of a rope would
/// see it, so these tests pin the layout down on every platform the tests run on.
final class UniquenessTests: XCTestCase {
    func testOneStrongReference_isCertainlyUnique() {
        var leaf = Leaf(UnsafeBufferPointer(start: nil, count: 0))
        XCTAssertTrue(isCertainlyUnique(&leaf), "the inline read never succeeds: every edit would call the runtime")
        XCTAssertTrue(isUnique(&leaf))
    }

    func testMoreStrongReferences_areNeverCertainlyUnique() {
        var leaf = Leaf(UnsafeBufferPointer(start: nil, count: 0))
        var others: [Leaf] = []
        for count in 2...40 {
            others.append(leaf)
            XCTAssertFalse(isCertainlyUnique(&leaf), "\(count) strong references")
            XCTAssertFalse(isUnique(&leaf), "\(count) strong references")
        }
        // Far more references than a node ever has, to reach the high bits of the count.
        let many = Unmanaged.passUnretained(leaf)
        for _ in 0..<100_000 { _ = many.retain() }
        XCTAssertFalse(isCertainlyUnique(&leaf))
        for _ in 0..<100_000 { many.release() }
        others.removeAll()
        XCTAssertTrue(isCertainlyUnique(&leaf))
    }

    func testWeakReference_asksTheRuntime() {
        var leaf = Leaf(UnsafeBufferPointer(start: nil, count: 0))
        weak let observer = leaf
        // The weak reference moved the counts to a side table: not certain, yet unique.
        XCTAssertFalse(isCertainlyUnique(&leaf))
        XCTAssertTrue(isUnique(&leaf))
        var second: Leaf? = leaf
        XCTAssertFalse(isUnique(&leaf))
        second = nil
        XCTAssertTrue(isUnique(&leaf))
        XCTAssertNotNil(observer)
        XCTAssertNil(second)
    }

    func testUnownedReferences_leaveItUnique() {
        var leaf = Leaf(UnsafeBufferPointer(start: nil, count: 0))
        unowned let first = leaf
        unowned let second = leaf
        XCTAssertTrue(isCertainlyUnique(&leaf))
        XCTAssertTrue(isUnique(&leaf))
        XCTAssertTrue(first === second)
    }

    func testSharedEmptyLeaf_isNeverUnique() {
        var rope = TextRope()
        XCTAssertFalse(isUnique(&rope.root))
    }
}
