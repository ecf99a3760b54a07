import Foundation
import TextControls
import XCTest

/// Which edits the ready-made policies judge: the ones UIKit asks a delegate about (user edits,
/// undo, redo), not code setting the text, the clear button or clears-on-begin; and the pattern formatter's caret when the pattern is full.
final class PolicyScopeTests: XCTestCase {
    func testPolicies_leaveProgrammaticChangesAlone() throws {
        let field = TextField()
        let policies = TextFieldPolicies.compose(.maxLength(3), .uppercase, .digits)
        field.delegate = policies
        field.text = "abcdef"
        XCTAssertEqual(field.text, "abcdef", "setting text is not reviewed, as UIKit does not ask the delegate")
        try field.replaceCharacters(in: range(0, 1), with: "xy")
        XCTAssertEqual(field.text, "xybcdef")
        field.becomeFirstResponder()
        XCTAssertFalse(field.insertText("1"), "a user edit still is: the text is over the limit")
        XCTAssertEqual(field.text, "xybcdef")
        field.checkInvariants()
    }

    func testRejectAll_letsTheClearButtonAndClearsOnBeginClear() {
        var events: [String] = []
        let field = TextField(text: "abc")
        let policies = TextFieldPolicies.rejectAll
        field.delegate = policies
        field.addEventObserver { events.append("\($0)") }
        field.clearButtonMode = .always
        field.becomeFirstResponder()
        field.tapClearButton()
        XCTAssertEqual(field.text, "", "only textFieldShouldClear can stop the clear button")
        XCTAssertEqual(events, ["editingDidBegin", "editingChanged"])
        field.resignFirstResponder()
        field.text = "def"
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        XCTAssertEqual(field.text, "")
        field.type("x")
        XCTAssertEqual(field.text, "", "typing is still refused")
        field.checkInvariants()
    }

    func testPolicies_stillReviewUndo() {
        // Undo goes through the delegate with the inverse range: a policy added
        // after the edit judges its undo.
        let field = TextField()
        let policies = TextFieldPolicies([])
        field.delegate = policies
        field.becomeFirstResponder()
        field.paste("ab")
        policies.policies = [RejectAllPolicy()]
        XCTAssertFalse(field.undo())
        XCTAssertEqual(field.text, "ab")
        XCTAssertFalse(field.canUndo, "a refused undo drops its step")
    }

    func testPolicies_mayRefuseUndoButDoNotRewriteIt() {
        // Found in review: the undo of a combining mark replaces the whole cluster "á" with "a",
        // which an uppercase policy would have turned into "A"; the undo of a deletion that joined
        // a flag puts back three clusters, which a limit of two would have cut.
        let upper = TextFieldPolicies.uppercase
        let field = TextField(text: "ab")
        field.delegate = upper
        field.becomeFirstResponder()
        field.selectedRange = range(1, 0)
        XCTAssertTrue(field.insertText("\u{301}"))
        XCTAssertTrue(field.undo())
        XCTAssertEqual(field.text, "ab")
        XCTAssertTrue(field.canRedo, "the step was not substituted away")
        XCTAssertTrue(field.redo())
        XCTAssertEqual(field.text, "a\u{301}b")

        let f = "\u{1F1EB}", r = "\u{1F1F7}"
        let limit = TextFieldPolicies.maxLength(2)
        let flags = TextField(text: f + "x" + r)
        flags.delegate = limit
        flags.becomeFirstResponder()
        flags.selectedRange = range(2, 1)
        flags.deleteBackward()
        XCTAssertEqual(flags.text, f + r)
        XCTAssertTrue(flags.undo())
        XCTAssertEqual(flags.text, f + "x" + r, "the text the user had comes back whole")
        flags.checkInvariants()
    }

    func testPatternFormatter_keepsTheCaretWhenADigitIsDroppedPastThePattern() {
        XCTAssertEqual(PatternFormatter(pattern: "##").format("123", caret: 3).caret, 2)
        XCTAssertEqual(PatternFormatter(pattern: "(###)").format("(123)4", caret: 6).caret, 4)
        XCTAssertEqual(PatternFormatter(pattern: "(###) ###").format("(1923) 456", caret: 3).text, "(192) 345")
        XCTAssertEqual(PatternFormatter(pattern: "(###) ###").format("(1923) 456", caret: 3).caret, 3)

        var events: [String] = []
        let field = TextField()
        let policies = TextFieldPolicies.pattern("(###) ###")
        field.delegate = policies
        field.becomeFirstResponder()
        field.type("123456")
        XCTAssertEqual(field.text, "(123) 456")
        XCTAssertEqual(field.selectedRange, range(9, 0))
        field.addEventObserver { events.append("\($0)") }
        field.type("78")
        XCTAssertEqual(field.text, "(123) 456", "a full pattern takes no more digits")
        XCTAssertEqual(field.selectedRange, range(9, 0), "and the caret stays at the end")
        XCTAssertEqual(events, [], "the refused keys change nothing and announce nothing")
        field.selectedRange = range(2, 0)
        field.type("9")
        XCTAssertEqual(field.text, "(192) 345", "a digit inserted into a full pattern pushes the last one out")
        XCTAssertEqual(field.selectedRange, range(3, 0))
        field.checkInvariants()
    }
}
