import Foundation
import TextControls
import XCTest

/// IME composition: marked text updates are user edits, commits replace the
/// marked range, and policies leave composition alone until it is committed.
final class MarkedTextTests: XCTestCase {
    func testPinyinSequence() {
        let (field, recorder) = editing(TextField())
        field.setMarkedText("w", selectedRange: range(1, 0))
        XCTAssertEqual(field.markedRange, range(0, 1))
        field.setMarkedText("wo", selectedRange: range(2, 0))
        XCTAssertEqual(field.markedRange, range(0, 2))
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.insertText("我")
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.text, "我")
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {0,0} \"w\" -> true", "didChangeSelection {1,0}", "event editingChanged", "notification textDidChange",
            "shouldChangeCharacters {0,1} \"wo\" -> true", "didChangeSelection {2,0}", "event editingChanged", "notification textDidChange",
            "shouldChangeCharacters {0,2} \"我\" -> true", "didChangeSelection {1,0}", "event editingChanged", "notification textDidChange",
        ])
        XCTAssertEqual(recorder.appliedSources, [.marking, .marking, .commit])
        field.undo()
        XCTAssertEqual(field.text, "", "the whole composition is one undo step")
        field.checkInvariants()
    }

    func testNewlineWhileComposing_inAField_commitsThenActsAsReturn() {
        let recorder = Recorder()
        let field = TextField(text: "a")
        recorder.attach(field)
        field.becomeFirstResponder()
        field.setMarkedText("wo", selectedRange: range(2, 0))
        _ = recorder.take()
        XCTAssertFalse(field.insertText("\n"))
        XCTAssertEqual(field.text, "awo", "Return never inserts a newline into a field")
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.selectedRange, range(3, 0))
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {1,2} \"wo\" -> true", "event editingChanged", "notification textDidChange",
            "shouldReturn -> true", "event editingDidEndOnExit", "event primaryActionTriggered",
        ])
        XCTAssertEqual(recorder.appliedSources, [.marking, .commit])
    }

    func testNewlineWhileComposing_inASearchBar_commitsThenSearches() {
        let recorder = Recorder()
        let bar = SearchBar()
        recorder.attach(bar)
        bar.becomeFirstResponder()
        bar.setMarkedText("wo", selectedRange: range(2, 0))
        _ = recorder.take()
        XCTAssertFalse(bar.insertText("\n"))
        XCTAssertEqual(bar.text, "wo")
        XCTAssertNil(bar.markedRange)
        XCTAssertEqual(recorder.take(), ["shouldChangeText {0,2} \"wo\" -> true", "textDidChange \"wo\"", "searchButtonClicked"])
    }

    func testCommitAsInsertionPoint_iOS26Shape() {
        let delegate = RangesRecorder()
        let field = TextField()
        field.delegate = delegate
        field.reportsCommitAsInsertionPoint = true
        field.becomeFirstResponder()
        field.setMarkedText("ㄨㄤ", selectedRange: range(2, 0))
        field.insertText("王")
        XCTAssertEqual(delegate.calls.last?.0, [range(2, 0)])
        XCTAssertEqual(field.text, "王")
    }

    func testSelectionRelativeToMarkedText() {
        let field = TextField(text: "ab")
        field.becomeFirstResponder()
        field.selectedRange = range(1, 0)
        field.setMarkedText("xyz", selectedRange: range(1, 1))
        XCTAssertEqual(field.text, "axyzb")
        XCTAssertEqual(field.markedRange, range(1, 3))
        XCTAssertEqual(field.selectedRange, range(2, 1))
        field.setMarkedText("q", selectedRange: range(1, 0))
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.unmarkText()
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.text, "aqb")
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.checkInvariants()
    }

    func testSelectionInsideTheMarkedText_lieOnClusterBoundaries() {
        let field = TextField(text: "e")
        field.becomeFirstResponder()
        field.setMarkedText("😀", selectedRange: range(1, 0))
        XCTAssertEqual(field.selectedRange, range(3, 0), "a caret inside the surrogate pair moves to its end")
        field.setMarkedText("e\u{301}x", selectedRange: range(1, 1))
        XCTAssertEqual(field.selectedRange, range(1, 2), "a selection is widened to the whole cluster")
        XCTAssertEqual(field.markedRange, range(1, 3))
        field.setMarkedText("\u{301}", selectedRange: range(0, 0))
        XCTAssertEqual(field.text, "e\u{301}")
        XCTAssertEqual(field.selectedRange, range(2, 0), "the mark joins the e before it: the caret goes after both")
        field.checkInvariants()
    }

    func testSelectionOutsideTheMarkedText_isRefusedAndChangesNothing() {
        let (field, recorder) = editing(TextField(text: "ab"), selecting: range(1, 0))
        XCTAssertTrue(field.setMarkedText("xy", selectedRange: range(2, 0)))
        _ = recorder.take()
        let bad = [
            range(4, 0), range(3, 1), range(-1, 1), range(0, -1), range(NSNotFound, 0), range(1, Int.max),
            range(Int.max, Int.max),
        ]
        for selected in bad {
            XCTAssertFalse(field.setMarkedText("uvw", selectedRange: selected), "\(selected)")
            XCTAssertEqual(field.text, "axyb")
            XCTAssertEqual(field.markedRange, range(1, 2))
            XCTAssertEqual(field.selectedRange, range(3, 0))
            XCTAssertEqual(recorder.take(), [], "\(selected)")
            field.checkInvariants()
        }
        field.unmarkText()
        XCTAssertEqual(field.text, "axyb")
        field.undo()
        XCTAssertEqual(field.text, "ab")
    }

    func testEmptyMarkedTextRemovesComposition() {
        let field = TextField(text: "ab")
        field.becomeFirstResponder()
        field.setMarkedText("ni", selectedRange: range(2, 0))
        field.setMarkedText(nil, selectedRange: range(0, 0))
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.text, "ab")
    }

    func testBackspaceInsideCompositionShortensIt() {
        let (field, recorder) = editing(TextField())
        field.setMarkedText("nih", selectedRange: range(3, 0))
        _ = recorder.take()
        field.deleteBackward()
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {0,3} \"ni\" -> true")
        XCTAssertEqual(field.markedRange, range(0, 2))
    }

    func testMaxLengthWaitsForCommit_thenTruncates() {
        let policies = TextFieldPolicies.maxLength(3)
        let field = TextField(text: "ab")
        field.delegate = policies
        field.becomeFirstResponder()
        field.setMarkedText("zhongguo", selectedRange: range(8, 0))
        XCTAssertEqual(field.text, "abzhongguo", "composition is exempt")
        field.insertText("中国")
        XCTAssertEqual(field.text, "ab中", "the commit is limited on a cluster boundary")
        XCTAssertNil(field.markedRange)
        field.checkInvariants()
    }

    func testRejectedCommitKeepsMarkedText_rejectedUnmarkWithdrawsIt() {
        let (field, recorder) = editing(TextField(text: "x"))
        field.setMarkedText("ni", selectedRange: range(2, 0))
        recorder.decide = { $0.source == .commit ? .reject : .accept }
        field.insertText("你")
        XCTAssertEqual(field.text, "xni", "a refused candidate leaves the composition as it was")
        XCTAssertEqual(field.markedRange, range(1, 2))
        field.unmarkText()
        XCTAssertEqual(field.text, "x", "a refused commit withdraws the composition")
        XCTAssertNil(field.markedRange)
        field.checkInvariants()
    }

    func testEndingEditingCommitsComposition() {
        let field = TextField()
        field.becomeFirstResponder()
        field.setMarkedText("ka", selectedRange: range(2, 0))
        field.resignFirstResponder()
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.text, "ka")
    }
}

/// User actions that commit the composition first, when the delegate refuses the commit and the
/// composition is withdrawn, so the text changes under the action.
final class WithdrawnCompositionTests: XCTestCase {
    // A field editing "ab" + marked "xyz", whose delegate refuses every commit.
    private func composingField(_ recorder: Recorder, text: String = "ab", marked: String = "xyz") -> TextField {
        let field = recorder.editing(TextField(text: text))
        field.setMarkedText(marked, selectedRange: range(0, marked.utf16.count))
        recorder.decide = { $0.source == .commit ? .reject : .accept }
        _ = recorder.take()
        return field
    }

    func testSelect_rangeBeyondTheWithdrawnText_selectsNothing() throws {
        // Found by the `field` fuzzer: the range, valid before the commit, was set as the
        // selection of the shorter text.
        let recorder = Recorder()
        let field = composingField(recorder)
        try field.select(range(4, 0))
        XCTAssertEqual(field.text, "ab")
        XCTAssertNil(field.markedRange)
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.checkInvariants()
    }

    func testDrop_pastTheEndOfTheWithdrawnText_dropsNothing() throws {
        // Found by the `field` fuzzer: the delegate was asked about {4,0} in the text "ab".
        let recorder = Recorder()
        let field = composingField(recorder)
        XCTAssertFalse(try field.drop("q", at: 4))
        XCTAssertEqual(
            recorder.take().filter { $0.hasPrefix("shouldChange") },
            ["shouldChangeCharacters {2,3} \"xyz\" -> true", "shouldChangeCharacters {2,3} \"\" -> true"],
            "the withdrawal is asked about too")
        XCTAssertEqual(field.text, "ab")
        field.checkInvariants()
    }

    func testUserReplace_snapsToTheTextLeftByTheWithdrawal() throws {
        // "🇫" + marked "Y" + "🇷": withdrawing "Y" joins the regional indicators into one flag,
        // which the range {0,2}, snapped before the commit, would split.
        let (field, recorder) = editing(TextField(text: "🇫X🇷"))
        try field.select(range(2, 1))
        field.setMarkedText("Y", selectedRange: range(1, 0))
        recorder.decide = { $0.source == .commit ? .reject : .accept }
        _ = recorder.take()
        XCTAssertTrue(try field.userReplace(range(0, 2), with: "A"))
        XCTAssertEqual(field.text, "A")
        XCTAssertEqual(recorder.take().filter { $0.hasPrefix("shouldChange") }, [
            "shouldChangeCharacters {2,1} \"Y\" -> true", "shouldChangeCharacters {2,1} \"\" -> true",
            "shouldChangeCharacters {0,4} \"A\" -> true",
        ])
        field.checkInvariants()
    }

    func testCut_ofASelectionInsideCommittedMarkedText_cutsNothing() {
        let recorder = Recorder()
        let field = recorder.editing(TextField(text: "ab"))
        field.pasteboard = Pasteboard(string: "before")
        field.setMarkedText("xyz", selectedRange: range(0, 3))
        XCTAssertFalse(field.cut(), "the commit leaves a caret after the composition")
        XCTAssertEqual(field.text, "abxyz")
        XCTAssertEqual(field.selectedRange, range(5, 0))
        XCTAssertEqual(field.pasteboard.string, "before")
        field.checkInvariants()
    }
}
