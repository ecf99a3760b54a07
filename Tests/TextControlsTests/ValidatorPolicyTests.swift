import Foundation
import TextControls
import XCTest

/// A validator judges edits the same way as a control's own validator and as a policy in a
/// delegate's list: the edit making the text invalid is refused, marked text passes until it
/// commits.
final class ValidatorPolicyTests: XCTestCase {
    private func digits() throws -> RegexValidator { try RegexValidator(pattern: "[0-9]{0,3}") }

    // The same keys typed into a field with its own validator and into one whose delegate holds
    // the validator as a policy.
    func testInADelegateList_judgesEditsAsTheControlsOwnValidator() throws {
        let own = TextField()
        own.validator = try digits()
        let delegated = TextField()
        let policies = TextFieldPolicies([ValidatorPolicy(try digits())])
        delegated.delegate = policies
        for field in [own, delegated] {
            field.becomeFirstResponder()
            for key in ["1", "a", "2", "3", "4"] { field.insertText(key) }
        }
        XCTAssertEqual(own.text, "123")
        XCTAssertEqual(delegated.text, "123")
        XCTAssertEqual(delegated.selectedRange, NSRange(location: 3, length: 0))
        delegated.deleteBackward()
        XCTAssertEqual(delegated.text, "12", "an edit leaving valid text passes")
    }

    func testReview_rejectsOnlyWhatMakesTheTextInvalid_markedTextPasses() throws {
        let field = TextField(text: "12")
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: 2, length: 0)
        let policy = ValidatorPolicy(try digits())
        let letter = TextEdit(range: NSRange(location: 2, length: 0), replacement: "x", source: .typing, selectionBefore: field.selectedRange)
        XCTAssertEqual(policy.review(letter, in: field), .reject)
        let digit = TextEdit(range: NSRange(location: 2, length: 0), replacement: "3", source: .typing, selectionBefore: field.selectedRange)
        XCTAssertEqual(policy.review(digit, in: field), .accept)
        var composing = letter
        composing.markedRangeAfter = NSRange(location: 2, length: 1)
        XCTAssertEqual(policy.review(composing, in: field), .accept, "a composition is judged once it commits")
    }
}
