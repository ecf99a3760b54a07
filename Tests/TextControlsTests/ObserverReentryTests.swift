import TextControls
import XCTest

/// A document observer that changes the document while a control's own edit is announced: the
/// control's undo step was registered before, so the change is rebased over it like any later
/// change, and undo removes only the control's text.
final class ObserverReentryTests: XCTestCase {
    private func viewWithReenteringObserver(insertingAt offset: Int) -> TextView {
        let document = TextDocument("")
        let view = TextView(document: document)
        var reentered = false
        document.addObserver { [unowned document] _ in
            guard !reentered else { return }
            reentered = true
            try? document.replace(utf16Range: offset..<offset, with: "!", origin: .remote)
        }
        XCTAssertTrue(view.becomeFirstResponder())
        return view
    }

    func testChangeBeforeTheEdit_isRebasedOverItsUndoStep() {
        let view = viewWithReenteringObserver(insertingAt: 0)
        view.insertText("a")
        XCTAssertEqual(view.text, "!a")
        XCTAssertEqual(view.selectedRange, NSRange(location: 2, length: 0))
        view.checkInvariants()
        XCTAssertTrue(view.undo())
        XCTAssertEqual(view.text, "!")
        XCTAssertTrue(view.redo())
        XCTAssertEqual(view.text, "!a")
        view.checkInvariants()
    }

    func testChangeAfterTheEdit_leavesItsUndoStepAsItIs() {
        let view = viewWithReenteringObserver(insertingAt: 1)
        view.insertText("a")
        XCTAssertEqual(view.text, "a!")
        XCTAssertTrue(view.undo())
        XCTAssertEqual(view.text, "!")
        view.checkInvariants()
    }
}
