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

    /// Edits are values anyone can build: what is derived from absurd ranges saturates instead of
    /// trapping, and policies reject such edits instead of measuring them.
    func testAbsurdRanges_deriveWithoutTrapping_andPoliciesRejectThem() {
        let far = TextEdit(range: range(Int.max, 0), replacement: "a", source: .typing, selectionBefore: range(0, 0))
        XCTAssertEqual(far.selectionAfter, range(Int.max, 0))
        let huge = TextEdit(
            ranges: [range(0, Int.max), range(Int.max, Int.max)], replacement: "", source: .typing,
            selectionBefore: range(0, 0), selectionAfter: range(0, 0))
        XCTAssertEqual(huge.coveringRange, range(0, Int.max))
        XCTAssertEqual(huge.utf16Delta, -Int.max)
        XCTAssertEqual(TextEdit(range: range(0, Int.min), replacement: "", source: .typing, selectionBefore: range(0, 0)).utf16Delta, Int.max)

        let field = TextField(text: "abc")
        let bad = [range(100, 5), range(Int.max, 0), range(0, Int.max), range(-1, 1), range(2, 2)]
        for unit in [LengthUnit.graphemes, .utf16, .scalars, .utf8] {
            for limit in [2, 0, -1, Int.min] {
                let policy = MaxLengthPolicy(limit: limit, unit: unit)
                for r in bad {
                    let edit = TextEdit(range: r, replacement: "xy", source: .paste, selectionBefore: range(0, 0))
                    XCTAssertEqual(policy.review(edit, in: field), .reject, "\(unit) \(limit) \(r)")
                    XCTAssertEqual(([policy] as [any TextEditPolicy]).review(edit, in: field), .reject)
                }
            }
        }
        // A substitute that no longer fits is rejected before the next policy measures it.
        let outside = Rewrite { TextEdit(range: range(50, 1), replacement: $0.replacement, source: $0.source, selectionBefore: $0.selectionBefore) }
        let edit = TextEdit(range: range(3, 0), replacement: "d", source: .typing, selectionBefore: range(3, 0))
        XCTAssertEqual(([outside, MaxLengthPolicy(limit: 9)] as [any TextEditPolicy]).review(edit, in: field), .reject)
    }

    func testNegativeMaxLength_allowsNothing() {
        for limit in [-1, Int.min + 1, Int.min] {
            let field = TextField(text: "ab")
            let policies = TextFieldPolicies.maxLength(limit)
            field.delegate = policies
            field.becomeFirstResponder()
            XCTAssertFalse(field.insertText("c"), "\(limit)")
            field.deleteBackward()
            XCTAssertEqual(field.text, "a", "deleting is still allowed")
            field.checkInvariants()
        }
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
