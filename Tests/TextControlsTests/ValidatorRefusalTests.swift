import Foundation
import TextControls
import TranscriptVocabulary
import XCTest

/// A validator that refuses Return or the end of editing: it is consulted before the delegate is
/// told anything, the control stays exactly as it was (text, selection, marked text, undo), and
/// refusal observers hear why.
final class ValidatorRefusalTests: XCTestCase {
    private struct State: Equatable {
        var text: String
        var selection: NSRange
        var marked: NSRange?
        var canUndo: Bool
        var editing: Bool

        init(_ model: TextInputModel) {
            text = model.text
            selection = model.selectedRange
            marked = model.markedRange
            canUndo = model.canUndo
            editing = model.isEditing
        }
    }

    /// The refusals a control announced, in order.
    private final class Refusals {
        var heard: [ValidatorRefusal] = []
    }

    // `model` recorded by a new recorder, holding "12" and composing "x" after it under a
    // three-digit validator, with the log so far discarded; the refusals it announces from here on.
    private func composing<Model: TextInputModel>(_ model: Model) throws -> (Model, Recorder, Refusals) {
        let recorder = Recorder()
        recorder.attach(model)
        model.validator = try RegexValidator(pattern: "[0-9]{3}")
        model.becomeFirstResponder()
        model.type("12")
        model.setMarkedText("x", selectedRange: range(1, 0))
        _ = recorder.take()
        let refusals = Refusals()
        model.addRefusalObserver { refusals.heard.append($0) }
        return (model, recorder, refusals)
    }

    func testField_blurAndReturn_refusedBeforeTheDelegateIsAsked_compositionKept() throws {
        let (field, recorder, refusals) = try composing(TextField())
        let before = State(field)
        XCTAssertFalse(field.resignFirstResponder())
        field.pressReturn()
        XCTAssertEqual(State(field), before)
        XCTAssertEqual(field.markedRange, range(2, 1))
        XCTAssertEqual(recorder.take(), [], "neither shouldEndEditing nor shouldReturn is asked")
        XCTAssertEqual(refusals.heard, [.endEditing, .returnKey])
        field.checkInvariants()
    }

    func testView_blurRefused_compositionKept() throws {
        let (view, recorder, refusals) = try composing(TextView())
        let before = State(view)
        XCTAssertFalse(view.resignFirstResponder())
        XCTAssertEqual(State(view), before)
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(refusals.heard, [.endEditing])
        view.checkInvariants()
    }

    func testSearchBar_searchAndBlurRefused_compositionKept() throws {
        let (bar, recorder, refusals) = try composing(SearchBar())
        let before = State(bar)
        bar.pressReturn()
        XCTAssertFalse(bar.resignFirstResponder())
        XCTAssertEqual(State(bar), before)
        XCTAssertFalse(recorder.take().contains { $0.hasPrefix("searchButtonClicked") || $0.hasPrefix("shouldEndEditing") })
        XCTAssertEqual(refusals.heard, [.returnKey, .endEditing])
        bar.checkInvariants()
    }

    func testFocusMovingAway_refusedByTheValidatorOfTheControlEditing() throws {
        let scope = FocusScope()
        let first = TextField(focusScope: scope)
        let second = TextField(focusScope: scope)
        first.validator = try RegexValidator(pattern: "[0-9]{3}")
        first.becomeFirstResponder()
        first.type("1")
        var refusals: [ValidatorRefusal] = []
        first.addRefusalObserver { refusals.append($0) }
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertTrue(first.isEditing)
        XCTAssertEqual(refusals, [.endEditing])
    }

    func testAcceptableAfterFixup_endsEditing_andTheFixupIsAnEditTheDelegateSees() throws {
        struct PadWithZeros: TextValidator {
            func validate(_ text: String) -> ValidationState {
                text.count == 3 ? .acceptable : text.count < 3 ? .intermediate : .invalid
            }
            func fixup(_ text: String) -> String { text.padding(toLength: 3, withPad: "0", startingAt: 0) }
        }
        let recorder = Recorder()
        let field = TextField()
        recorder.attach(field)
        field.validator = PadWithZeros()
        field.becomeFirstResponder()
        field.type("7")
        _ = recorder.take()
        XCTAssertTrue(field.resignFirstResponder())
        XCTAssertEqual(field.text, "700")
        XCTAssertEqual(recorder.take().prefix(2), ["shouldEndEditing -> true", "shouldChangeCharacters {0,1} \"700\" -> true"])
    }

    func testCommitTheValidatorRefuses_offersTheWithdrawal_andAppliesOnlyWhatWasApproved() throws {
        let field = TextField()
        var applied: [String] = []
        field.addEditObserver { applied.append("\($0.source) \(Quoting.range($0.range)) \(Quoting.quoted($0.replacement))") }
        let (_, recorder, _) = try composing(field)
        applied.removeAll()
        field.unmarkText()
        XCTAssertEqual(
            recorder.take().filter { $0.hasPrefix("shouldChange") },
            ["shouldChangeCharacters {2,1} \"x\" -> true", "shouldChangeCharacters {2,1} \"\" -> true"])
        XCTAssertEqual(applied, ["marking {2,1} \"\""], "the applied edit is the one the delegate approved last")
        XCTAssertEqual(field.text, "12")
        XCTAssertNil(field.markedRange)
        field.checkInvariants()
    }

    func testWithdrawalRefusedToo_leavesTheMarkedTextAsOrdinaryText() throws {
        let (field, recorder) = editing(TextField(text: "ab"))
        field.setMarkedText("xy", selectedRange: range(2, 0))
        recorder.decide = { [.commit, .marking].contains($0.source) ? .reject : .accept }
        field.unmarkText()
        XCTAssertEqual(field.text, "abxy")
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.selectedRange, range(4, 0))
        field.checkInvariants()
    }
}
