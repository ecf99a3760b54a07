import Foundation
import TextControls
import XCTest

/// Callbacks that call back into the control while it acts: the action must not leave the model
/// in a state its invariants forbid, nor show a stale proposal.
final class ReentrantCallbackTests: XCTestCase {
    // A field composing "ab" whose editingChanged handler marks "xy" again once: the commit that a
    // selection change makes first is followed by a new composition.
    private func fieldThatMarksAgainOnCommit() -> TextField {
        let field = TextField()
        field.becomeFirstResponder()
        field.setMarkedText("ab", selectedRange: range(2, 0))
        var armed = true
        field.addAction(for: .editingChanged) { field in
            guard armed, field.markedRange == nil else { return }
            armed = false
            field.setMarkedText("xy", selectedRange: NSRange(location: 2, length: 0))
        }
        return field
    }

    func testMoveToDocumentStart_afterACallbackMarkedAgain_isDropped() {
        let field = fieldThatMarksAgainOnCommit()
        field.moveCaret(to: .documentStart)
        XCTAssertEqual(field.text, "abxy")
        XCTAssertEqual(field.markedRange, range(2, 2))
        XCTAssertEqual(field.selectedRange, range(4, 0), "the move computed for the old composition is dropped")
        field.checkInvariants()
    }

    func testSelectAllAndSelect_afterACallbackMarkedAgain_areDropped() throws {
        let field = fieldThatMarksAgainOnCommit()
        field.selectAll()
        XCTAssertEqual(field.selectedRange, range(4, 0))
        field.checkInvariants()
        let other = fieldThatMarksAgainOnCommit()
        try other.select(range(0, 0))
        XCTAssertEqual(other.selectedRange, range(4, 0))
        other.checkInvariants()
    }

    func testBackspaceAtTheStartOfAView_isTheProposedEditWhileTheDelegateIsAsked() {
        final class Probe: TextViewDelegate {
            var seen: [TextEdit?] = []
            func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                seen.append(textView.proposedEdit)
                return true
            }
        }
        let probe = Probe()
        let view = TextView(text: "")
        view.delegate = probe
        view.becomeFirstResponder()
        view.deleteBackward()
        XCTAssertEqual(probe.seen.count, 1)
        XCTAssertEqual(probe.seen.first??.range, range(0, 0))
        XCTAssertEqual(probe.seen.first??.replacement, "")
        XCTAssertEqual(probe.seen.first??.source, .deleteBackward)
        XCTAssertNil(view.proposedEdit, "and only then")
    }
}
