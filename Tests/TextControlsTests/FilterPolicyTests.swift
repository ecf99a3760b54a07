import Foundation
import TextControls
import XCTest

/// The length, character and format policies of `TextFieldPolicies` as a field's delegate:
/// lengths in each unit, keys refused when full, clusters counted across the edit, filters and
/// formatters that keep the caret where the user typed.
final class FilterPolicyTests: XCTestCase {
    func testLengthLimitInEachUnit() {
        let family = "👨‍👩‍👧‍👦"  // 1 grapheme, 7 scalars, 11 UTF-16, 25 UTF-8
        let cases: [(LengthUnit, Int, String)] = [
            (.graphemes, 3, "ab" + family), (.utf16, 13, "ab" + family), (.utf16, 12, "ab"),
            (.scalars, 9, "ab" + family), (.scalars, 8, "ab"), (.utf8, 27, "ab" + family), (.utf8, 26, "ab"),
        ]
        for (unit, limit, expected) in cases {
            let field = TextField()
            let policies = TextFieldPolicies.maxLength(limit, unit: unit)
            field.delegate = policies
            field.becomeFirstResponder()
            field.paste("ab" + family + "cd")
            XCTAssertEqual(field.text, expected, "\(unit) \(limit)")
            field.checkInvariants()
        }
    }

    func testMaxLengthRejectsKeyWhenFull() {
        let field = TextField(text: "abc")
        let policies = TextFieldPolicies.maxLength(3)
        field.delegate = policies
        field.becomeFirstResponder()
        XCTAssertFalse(field.insertText("d"))
        field.deleteBackward()
        XCTAssertTrue(field.insertText("🇫🇷"))
        XCTAssertEqual(field.text, "ab🇫🇷")
    }

    func testMaxLength_countsClustersAcrossTheEdit_whenAskedTwiceAndWhenSubstituted() {
        // The policy is asked from shouldChange and from shouldApply, and apply reuses its count:
        // a combining mark joins the previous cluster, a second regional indicator joins the first.
        let field = TextField(text: "a")
        let policies = TextFieldPolicies.compose(.uppercase, .maxLength(3))
        field.delegate = policies
        field.becomeFirstResponder()
        XCTAssertTrue(field.insertText("e"))
        XCTAssertTrue(field.insertText("\u{301}"))
        XCTAssertEqual(field.graphemeCount, 2)
        XCTAssertTrue(field.insertText("🇫"))
        XCTAssertTrue(field.insertText("🇷"))
        XCTAssertEqual(field.text, "aE\u{301}🇫🇷")
        XCTAssertEqual(field.graphemeCount, 3)
        field.checkInvariants()
        XCTAssertFalse(field.insertText("x"), "a fourth cluster is over the limit")
        field.deleteBackward()
        XCTAssertEqual(field.text, "aE\u{301}")
        XCTAssertEqual(field.graphemeCount, 2)
        field.checkInvariants()
    }

    func testUppercaseKeepsCaretAfterInsertion() {
        let field = TextField(text: "AB")
        let policies = TextFieldPolicies.uppercase
        field.delegate = policies
        field.becomeFirstResponder()
        field.selectedRange = range(1, 0)
        field.type("ß")
        XCTAssertEqual(field.text, "ASSB")
        XCTAssertEqual(field.selectedRange, range(3, 0))
    }

    func testDigitsFilterPaste() {
        let field = TextField()
        let policies = TextFieldPolicies.digits
        field.delegate = policies
        field.becomeFirstResponder()
        field.paste("12a3")
        XCTAssertFalse(field.insertText("x"))
        XCTAssertEqual(field.text, "123")
    }

    func testPatternFormatterKeepsCaretAfterSameDigit() {
        let field = TextField()
        let policies = TextFieldPolicies.compose(.digits, .pattern("(###) ###-####"))
        field.delegate = policies
        field.becomeFirstResponder()
        field.type("5551234567")
        XCTAssertEqual(field.text, "(555) 123-4567")
        // Insert a digit after the first "5": the caret stays right after it.
        field.selectedRange = range(2, 0)
        field.type("9")
        XCTAssertEqual(field.text, "(595) 512-3456")
        XCTAssertEqual(field.selectedRange, range(3, 0))
        XCTAssertEqual(PatternFormatter(pattern: "(###) ###-####").format("5551", caret: 4).text, "(555) 1")
    }

    func testRejectAll() {
        let field = TextField(text: "fixed")
        let policies = TextFieldPolicies.rejectAll
        field.delegate = policies
        field.becomeFirstResponder()
        field.type("x")
        field.deleteBackward()
        field.paste("y")
        XCTAssertEqual(field.text, "fixed")
    }
}
