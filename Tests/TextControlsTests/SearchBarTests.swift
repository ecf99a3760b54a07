import Foundation
import TextControls
import XCTest

/// SearchBar behaviour: its delegate's calls, the clear, search and cancel buttons, scopes.
final class SearchBarTests: XCTestCase {
    func testTypingSearchAndCancel() {
        let recorder = Recorder()
        let bar = SearchBar()
        recorder.attach(bar)
        bar.showsCancelButton = true
        bar.becomeFirstResponder()
        bar.type("ab")
        bar.pressReturn()
        bar.tapCancelButton()
        XCTAssertEqual(recorder.take(), [
            "shouldBeginEditing -> true", "textDidBeginEditing",
            "shouldChangeText {0,0} \"a\" -> true", "textDidChange \"a\"",
            "shouldChangeText {1,0} \"b\" -> true", "textDidChange \"ab\"",
            "searchButtonClicked", "cancelButtonClicked",
        ])
        XCTAssertTrue(bar.isEditing, "neither Search nor Cancel resigns")
        XCTAssertEqual(bar.text, "ab", "Cancel does not clear")
    }

    func testClearWhileNotEditingBeginsEditing() {
        let recorder = Recorder()
        let bar = SearchBar(text: "query")
        recorder.attach(bar)
        bar.tapClearButton()
        XCTAssertEqual(recorder.take(), ["textDidChange \"\"", "shouldBeginEditing -> true", "textDidBeginEditing"])
        XCTAssertTrue(bar.isEditing)
    }

    func testClearWhileNotEditing_beginVetoed() {
        let recorder = Recorder()
        recorder.shouldBegin = false
        let bar = SearchBar(text: "query")
        recorder.attach(bar)
        bar.tapClearButton()
        XCTAssertEqual(recorder.take(), ["textDidChange \"\"", "shouldBeginEditing -> false"])
        XCTAssertEqual(bar.text, "")
        XCTAssertFalse(bar.isEditing)
    }

    func testProgrammaticTextIsSilent_cancelHiddenDoesNothing() {
        let recorder = Recorder()
        let bar = SearchBar()
        recorder.attach(bar)
        bar.text = "x"
        bar.tapCancelButton()
        XCTAssertEqual(recorder.take(), [])
    }
}
