import Foundation
import TextControls
import XCTest

/// The single edit pipeline (issue "Beyond UIKit"): every source reaches `shouldApply` exactly
/// once with its source, substitutes carry their own caret, observers see applied deltas,
/// validators and script-aware backspace.
final class PipelineTests: XCTestCase {
    func testEverySourceReachesShouldApplyOnce() throws {
        let recorder = Recorder()
        let field = TextField(text: "start")
        recorder.attach(field)
        field.pasteboard = Pasteboard()
        field.clearButtonMode = .always
        field.becomeFirstResponder()
        field.insertText("a")
        field.paste("b")
        try field.drop("c", at: 0)
        field.deleteBackward()
        field.selectedRange = range(0, 0)
        field.deleteForward()
        field.moveCaret(to: .documentEnd)
        field.deleteWordBackward()
        field.setMarkedText("k", selectedRange: range(1, 0))
        field.unmarkText()
        try field.userReplace(range(0, 1), with: "Z")
        field.tapClearButton()
        field.insertText("m")
        field.selectAll()
        field.cut()
        field.undo()
        field.redo()
        field.text = "p"
        XCTAssertEqual(recorder.appliedSources, [
            .typing, .paste, .drop, .deleteBackward, .deleteForward, .deleteWord, .marking, .commit, .autocorrect,
            .clearButton, .typing, .cut, .undo, .redo, .programmatic,
        ])
        field.checkInvariants()
    }

    func testClearOnBeginAndSecureWipeSources() {
        let recorder = Recorder()
        let field = TextField(text: "old")
        recorder.attach(field)
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        field.type("pw")
        field.isSecureTextEntry = true
        field.resignFirstResponder()
        field.clearsOnBeginEditing = false
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(recorder.appliedSources, [.clearOnBegin, .typing, .typing, .secureWipe])
        XCTAssertEqual(field.text, "x")
    }

    func testRejectedAutocorrectDoesNotApply() throws {
        let (field, recorder) = editing(TextField(text: "teh cat"))
        recorder.decide = { $0.source == .autocorrect ? .reject : .accept }
        XCTAssertFalse(try field.userReplace(range(0, 3), with: "the"))
        XCTAssertEqual(field.text, "teh cat")
    }

    func testSubstituteCarriesItsOwnCaret() {
        let (field, recorder) = editing(TextField(text: "ab"))
        recorder.substituting {
            $0.replacement = "[" + $0.replacement + "]"
            $0.selectionAfter = range($0.range.location + 1, 0)
        }
        field.insertText("x")
        XCTAssertEqual(field.text, "ab[x]")
        XCTAssertEqual(field.selectedRange, range(3, 0))
        recorder.substituting {
            $0.ranges = [range(40, 1)]
        }
        XCTAssertFalse(field.insertText("y"), "an invalid substitute is refused, never applied")
        XCTAssertEqual(field.text, "ab[x]")
        field.checkInvariants()
    }

    func testSubstitute_withEmptyMarkedRangeOrSelectionOutsideIt_isRefused() {
        // Found by the `field` fuzzer: such substitutes were applied, leaving a composition that
        // is empty or does not hold the selection.
        let (field, recorder) = editing(TextField(text: "ab"))
        recorder.substituting {
            $0.markedRangeAfter = range(0, 0)
            $0.selectionAfter = range(0, 0)
        }
        XCTAssertFalse(field.insertText("x"))
        field.text = "cd"
        XCTAssertEqual(field.text, "ab", "the programmatic edit's substitute is refused too")
        recorder.substituting {
            $0.markedRangeAfter = range(0, 1)
            $0.selectionAfter = range(3, 0)
        }
        XCTAssertFalse(field.setMarkedText("x", selectedRange: range(1, 0)))
        XCTAssertEqual(field.text, "ab")
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.selectedRange, range(2, 0))
        recorder.substituting {
            $0.markedRangeAfter = range(0, 3)
        }
        XCTAssertTrue(field.setMarkedText("x", selectedRange: range(1, 0)))
        XCTAssertEqual(field.markedRange, range(0, 3), "a marked range holding the selection is applied")
        XCTAssertEqual(field.selectedRange, range(3, 0))
        field.checkInvariants()
    }

    func testObserversReceiveAppliedDeltas() {
        let field = TextField(text: "hello")
        var deltas: [String] = []
        let token = field.addEditObserver { edit in
            deltas.append("\(edit.source.rawValue) \(edit.ranges.map { "{\($0.location),\($0.length)}" }.joined()) \(edit.replacement)")
        }
        field.becomeFirstResponder()
        field.type("!")
        field.deleteBackward()
        field.text = "x"
        field.removeEditObserver(token)
        field.type("y")
        XCTAssertEqual(deltas, ["typing {5,0} !", "deleteBackward {5,1} ", "programmatic {0,5} x"])
    }

    func testValidator_intermediateWhileEditing_refusedOnReturn() throws {
        let recorder = Recorder()
        let field = TextField()
        recorder.attach(field)
        field.validator = try RegexValidator(pattern: "[0-9]{3}-[0-9]{4}")
        field.becomeFirstResponder()
        field.type("55a")
        XCTAssertEqual(field.text, "55", "invalid text is refused")
        field.type("5-12")
        XCTAssertEqual(field.text, "555-12")
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [], "intermediate text: Return refused before the delegate is asked")
        XCTAssertFalse(field.resignFirstResponder(), "and editing cannot end")
        field.type("34")
        field.pressReturn()
        XCTAssertEqual(recorder.take().suffix(3), ["shouldReturn -> true", "event editingDidEndOnExit", "event primaryActionTriggered"])
        XCTAssertTrue(field.resignFirstResponder())
    }

    func testValidator_appliesWhileSet_andNotAfterItIsRemoved() throws {
        let field = TextField()
        field.becomeFirstResponder()
        field.validator = try RegexValidator(pattern: "[0-9]*")
        XCTAssertFalse(field.insertText("a"))
        XCTAssertTrue(field.insertText("1"))
        field.validator = nil
        XCTAssertTrue(field.insertText("b"))
        field.validator = try RegexValidator(pattern: "[0-9a-z]*")
        XCTAssertFalse(field.insertText("-"))
        XCTAssertEqual(field.text, "1b")
        field.checkInvariants()
    }

    func testRegexValidatorStates() throws {
        let validator = try RegexValidator(pattern: "[0-9]{3}-[0-9]{4}")
        XCTAssertEqual(["", "5", "555-", "555-1234", "555-12345", "55a", "x"].map(validator.validate),
                       [.intermediate, .intermediate, .intermediate, .acceptable, .invalid, .invalid, .invalid])
        XCTAssertThrowsError(try RegexValidator(pattern: "([0-9")) { error in
            XCTAssertEqual("\(error)", "invalid regular expression (U_REGEX_MISSING_CLOSE_BRACKET at offset 5)")
        }
        let empty = try RegexValidator(pattern: "")
        XCTAssertEqual(["", "a"].map(empty.validate), [.acceptable, .invalid], "the empty pattern matches the empty text")
    }

    func testRegexValidator_thatBacktracksCatastrophically_givesUpInsteadOfFreezing() throws {
        // (a+)+b against a run of a's tries every way to split the run: 2^40 ways here, hours of
        // matching without ICU's time limit. Short runs still get the true answer.
        let validator = try RegexValidator(pattern: "(a+)+b")
        XCTAssertEqual(validator.validate("aaab"), .acceptable)
        XCTAssertEqual(validator.validate("aaa"), .intermediate)
        XCTAssertEqual(validator.validate(String(repeating: "a", count: 40)), .invalid)
    }

    func testValidatorFixupOnEnd() {
        struct TrimValidator: TextValidator {
            func validate(_ text: String) -> ValidationState { text.hasSuffix(" ") ? .intermediate : .acceptable }
            func fixup(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
        }
        let field = TextField()
        field.validator = TrimValidator()
        field.becomeFirstResponder()
        field.type("name  ")
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(field.text, "name")
    }

    func testScriptAwareBackspace() {
        let cases: [(String, [String])] = [
            ("क्षि", ["क्ष", "क्", "क", ""]),  // Devanagari: marks one at a time
            ("กำ", ["ก", ""]),  // Thai SARA AM after a base
            ("\u{1100}\u{1161}\u{11A8}", ["\u{1100}\u{1161}", "\u{1100}", ""]),  // Hangul jamo L V T
            ("👨‍👩‍👧‍👦🇫🇷", ["👨‍👩‍👧‍👦", ""]),  // emoji go whole
            ("1\u{FE0F}\u{20E3}", [""]),  // keycap goes whole
        ]
        for (text, steps) in cases {
            let field = TextField(text: text)
            field.backspaceMode = .scriptAware
            field.becomeFirstResponder()
            var seen: [String] = []
            for _ in steps {
                field.deleteBackward()
                seen.append(field.text)
                field.checkInvariants()
            }
            XCTAssertEqual(seen, steps, text)
        }
        let plain = TextField(text: "क्षि")
        plain.becomeFirstResponder()
        plain.deleteBackward()
        XCTAssertEqual(plain.text, "", "the default deletes the whole cluster (ICU 72 joins consonant, virama, consonant)")
    }
}
