import Foundation
import TextControls
import XCTest

/// `TextEdit`'s ranges (held inline for one range, as an array for several) and how a policy list
/// hands substitutes along.
final class TextEditTests: XCTestCase {
    func testRanges_noneOneAndMany_readBackWithTheirCoverAndDelta() {
        let none = TextEdit(ranges: [], replacement: "ab", source: .typing, selectionBefore: range(0, 0), selectionAfter: range(2, 0))
        XCTAssertEqual(none.ranges, [])
        XCTAssertEqual(none.rangeCount, 0)
        XCTAssertEqual(none.range, range(0, 0))
        XCTAssertEqual(none.coveringRange, range(0, 0))
        XCTAssertEqual(none.utf16Delta, 2)

        let one = TextEdit(range: range(3, 2), replacement: "é👍", source: .paste, selectionBefore: range(3, 2))
        XCTAssertEqual(one.ranges, [range(3, 2)])
        XCTAssertEqual(one.rangeCount, 1)
        XCTAssertEqual(one.range, range(3, 2))
        XCTAssertEqual(one.coveringRange, range(3, 2))
        XCTAssertEqual(one.utf16Delta, 1)
        XCTAssertEqual(one.selectionAfter, range(6, 0))

        let many = TextEdit(
            ranges: [range(1, 1), range(4, 2), range(9, 3)], replacement: "x", source: .typing,
            selectionBefore: range(1, 0), selectionAfter: range(2, 0))
        XCTAssertEqual(many.ranges, [range(1, 1), range(4, 2), range(9, 3)])
        XCTAssertEqual(many.rangeCount, 3)
        XCTAssertEqual(many.range, range(1, 1))
        XCTAssertEqual(many.coveringRange, range(1, 11))
        XCTAssertEqual(many.utf16Delta, -5)
    }

    func testSettingTheReplacement_updatesTheDelta() {
        var edit = TextEdit(range: range(1, 2), replacement: "x", source: .typing, selectionBefore: range(1, 2))
        XCTAssertEqual(edit.utf16Delta, -1)
        edit.replacement = "🇫🇷é"
        XCTAssertEqual(edit.utf16Delta, 3)
        edit.ranges = [range(0, 1), range(2, 2)]
        XCTAssertEqual(edit.utf16Delta, 2)
        XCTAssertEqual(edit, TextEdit(
            ranges: [range(0, 1), range(2, 2)], replacement: "🇫🇷é", source: .typing, selectionBefore: range(1, 2),
            selectionAfter: range(2, 0)))
    }

    func testEquality_comparesRanges_howeverTheyWereSet() {
        let single = TextEdit(range: range(2, 1), replacement: "q", source: .typing, selectionBefore: range(2, 1))
        var rebuilt = TextEdit(
            ranges: [range(2, 1), range(5, 1)], replacement: "q", source: .typing, selectionBefore: range(2, 1),
            selectionAfter: range(3, 0))
        XCTAssertNotEqual(rebuilt, single)
        rebuilt.ranges = [range(2, 1)]
        XCTAssertEqual(rebuilt, single)
        rebuilt.ranges = [range(2, 2)]
        XCTAssertNotEqual(rebuilt, single)
        rebuilt.ranges = []
        XCTAssertEqual(rebuilt.rangeCount, 0)
        XCTAssertNotEqual(rebuilt, single)
    }

    func testPolicyList_laterPoliciesReviewTheSubstitute_andAnUnchangedSubstituteIsAccept() {
        let field = TextField(text: "abc")
        let edit = TextEdit(range: range(3, 0), replacement: "d", source: .typing, selectionBefore: range(3, 0))
        let upper = Rewrite { TextEdit(range: $0.range, replacement: $0.replacement.uppercased(), source: $0.source, selectionBefore: $0.selectionBefore) }
        let seen = Seen()
        let recorder = Rewrite { seen.edits.append($0); return $0 }

        let policies: [any TextEditPolicy] = [upper, recorder]
        XCTAssertEqual(policies.review(edit, in: field), .substitute(
            TextEdit(range: range(3, 0), replacement: "D", source: .typing, selectionBefore: range(3, 0))))
        XCTAssertEqual(seen.edits.map(\.replacement), ["D"], "the second policy reviews the first one's substitute")

        let identity = Rewrite { $0 }
        XCTAssertEqual(([identity, identity] as [any TextEditPolicy]).review(edit, in: field), .accept)
        XCTAssertEqual(([upper, Reject()] as [any TextEditPolicy]).review(edit, in: field), .reject)
        XCTAssertEqual(([Reject(), upper] as [any TextEditPolicy]).review(edit, in: field), .reject)
        XCTAssertEqual(([] as [any TextEditPolicy]).review(edit, in: field), .accept)
    }
}

private final class Seen {
    var edits: [TextEdit] = []
}

// Substitutes whatever `body` returns (the same edit counts as a substitute too).
private struct Rewrite: TextEditPolicy {
    let body: (TextEdit) -> TextEdit
    init(_ body: @escaping (TextEdit) -> TextEdit) { self.body = body }
    func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision { .substitute(body(edit)) }
}

private struct Reject: TextEditPolicy {
    func review(_ edit: TextEdit, in control: TextInputModel) -> TextEditDecision { .reject }
}
