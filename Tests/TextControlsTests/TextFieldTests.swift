import Foundation
import TextControls
import TranscriptVocabulary
import XCTest

/// TextField behaviour as the TextControls article on UIKit behaviour states it: exact delegate
/// calls, events and notifications, in order, with the resulting text and selection.
final class TextFieldTests: XCTestCase {
    private func makeField(_ text: String = "", recorder: Recorder) -> TextField {
        let field = TextField(text: text)
        recorder.attach(field)
        return field
    }

    func testBeginEditing_sequence() {
        let recorder = Recorder()
        let field = makeField(recorder: recorder)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertEqual(recorder.take(), ["shouldBeginEditing -> true", "didBeginEditing", "event editingDidBegin", "notification textDidBeginEditing"])
        XCTAssertTrue(field.isEditing)
        field.checkInvariants()
    }

    func testBeginEditing_refusedByDelegate() {
        let recorder = Recorder()
        recorder.shouldBegin = false
        let field = makeField("x", recorder: recorder)
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertEqual(recorder.take(), ["shouldBeginEditing -> false"])
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.insertText("a"))
        XCTAssertEqual(field.text, "x")
    }

    func testTyping_sequenceAndCaret() {
        let (field, recorder) = editing(TextField())
        field.type("ab")
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {0,0} \"a\" -> true", "didChangeSelection {1,0}", "event editingChanged", "notification textDidChange",
            "shouldChangeCharacters {1,0} \"b\" -> true", "didChangeSelection {2,0}", "event editingChanged", "notification textDidChange",
        ])
        XCTAssertEqual(field.text, "ab")
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.checkInvariants()
    }

    func testTyping_emojiKeyIsOneCall() {
        let (field, recorder) = editing(TextField())
        field.type("👨‍👩‍👧‍👦🇫🇷")
        XCTAssertEqual(recorder.take().filter { $0.hasPrefix("shouldChange") }, [
            "shouldChangeCharacters {0,0} \"👨‍👩‍👧‍👦\" -> true", "shouldChangeCharacters {11,0} \"🇫🇷\" -> true",
        ])
        XCTAssertEqual(field.graphemeCount, 2)
    }

    func testRejectedEdit_leavesNoEventsAndNoUndoStep() {
        let (field, recorder) = editing(TextField(text: "abc"))
        recorder.shouldChange = false
        XCTAssertFalse(field.insertText("x"))
        field.paste("yz")
        field.deleteBackward()
        XCTAssertEqual(recorder.take(), [
            "shouldChangeCharacters {3,0} \"x\" -> false", "shouldChangeCharacters {3,0} \"yz\" -> false",
            "shouldChangeCharacters {2,1} \"\" -> false",
        ])
        XCTAssertEqual(field.text, "abc")
        XCTAssertEqual(field.selectedRange, range(3, 0))
        XCTAssertFalse(field.canUndo)
        field.checkInvariants()
    }

    func testBackspace_deletesWholeClusters() {
        let cases: [(String, NSRange)] = [
            ("x👨‍👩‍👧‍👦", range(1, 11)), ("x🇫🇷", range(1, 4)), ("xe\u{301}", range(1, 2)), ("abc🏻", range(2, 3)),
            ("1\u{FE0F}\u{20E3}", range(0, 3)), ("a\r\n", range(1, 2)),
        ]
        for (text, expected) in cases {
            let (field, recorder) = editing(TextField(text: text))
            field.deleteBackward()
            XCTAssertEqual(recorder.take().first, "shouldChangeCharacters \(Quoting.range(expected)) \"\" -> true", text)
            XCTAssertEqual(field.textRope.utf16Count, text.utf16.count - expected.length, text)
            field.checkInvariants()
        }
    }

    func testBackspace_atStartIsSilent() {
        let (field, recorder) = editing(TextField(text: "ab"), selecting: range(0, 0))
        field.deleteBackward()
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(field.text, "ab")
    }

    func testDeleteForwardAndWord() {
        let (field, recorder) = editing(TextField(text: "hello wörld 😀x"), selecting: range(12, 0))
        field.deleteForward()
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {12,2} \"\" -> true")
        field.moveCaret(.character, by: -1)
        XCTAssertEqual(field.selectedRange, range(11, 0))
        _ = recorder.take()
        field.deleteWordBackward()
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {6,5} \"\" -> true")
        XCTAssertEqual(field.text, "hello  x")
        field.checkInvariants()
    }

    func testMoveCaretByAnyCount_stopsWhereStepsStopMoving() {
        let (field, _) = editing(TextField(text: "ab 😀 cd"), selecting: range(3, 0))
        field.moveCaret(.character, by: Int.max)
        XCTAssertEqual(field.selectedRange, range(8, 0))
        field.moveCaret(.character, by: Int.min)
        XCTAssertEqual(field.selectedRange, range(0, 0))
        field.moveCaret(.word, by: Int.max, extending: true)
        XCTAssertEqual(field.selectedRange, range(0, 8))
        field.moveCaret(.character, by: Int.min + 1, extending: true)
        XCTAssertEqual(field.selectedRange, range(0, 0))
        field.selectedRange = range(5, 0)
        field.moveCaret(.character, by: -2)
        XCTAssertEqual(field.selectedRange, range(2, 0), "two steps back over the 2-unit emoji and the space")
        field.checkInvariants()
    }

    func testClearButtonVisibility_allModes() {
        let expectations: [(TextField.ViewMode, editing: Bool, empty: Bool, visible: Bool)] = [
            (.never, false, false, false), (.never, true, false, false), (.never, false, true, false), (.never, true, true, false),
            (.whileEditing, false, false, false), (.whileEditing, true, false, true), (.whileEditing, false, true, false), (.whileEditing, true, true, false),
            (.unlessEditing, false, false, true), (.unlessEditing, true, false, false), (.unlessEditing, false, true, false), (.unlessEditing, true, true, false),
            (.always, false, false, true), (.always, true, false, true), (.always, false, true, false), (.always, true, true, false),
        ]
        for (mode, editing, empty, visible) in expectations {
            let field = TextField(text: empty ? "" : "abc")
            field.clearButtonMode = mode
            if editing { field.becomeFirstResponder() }
            XCTAssertEqual(field.isClearButtonVisible, visible, "\(mode) editing \(editing) empty \(empty)")
        }
    }

    func testClearButton_sequence() {
        let recorder = Recorder()
        let field = makeField("abc", recorder: recorder)
        field.clearButtonMode = .whileEditing
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.tapClearButton() }, ["shouldClear -> true", "didChangeSelection {0,0}", "event editingChanged", "notification textDidChange"])
        XCTAssertEqual(field.text, "")
        field.tapClearButton()  // hidden now: nothing
        XCTAssertEqual(recorder.take(), [])
    }

    func testClearButton_refused() {
        let recorder = Recorder()
        recorder.shouldClear = false
        let field = makeField("abc", recorder: recorder)
        field.clearButtonMode = .always
        field.tapClearButton()
        XCTAssertEqual(recorder.take(), ["shouldClear -> false"])
        XCTAssertEqual(field.text, "abc")
        XCTAssertFalse(field.isEditing)
    }

    func testClearsOnBeginEditing_shouldClearFalseKeepsText() {
        let recorder = Recorder()
        recorder.shouldClear = false
        let field = makeField("abc", recorder: recorder)
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.take(), ["shouldBeginEditing -> true", "shouldClear -> false", "didBeginEditing", "event editingDidBegin", "notification textDidBeginEditing"])
        XCTAssertEqual(field.text, "abc")
    }

    func testClearsOnBeginEditing_clears() {
        let recorder = Recorder()
        let field = makeField("abc", recorder: recorder)
        field.clearsOnBeginEditing = true
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.take(), [
            "shouldBeginEditing -> true", "shouldClear -> true", "didChangeSelection {0,0}", "event editingChanged",
            "notification textDidChange", "didBeginEditing", "event editingDidBegin", "notification textDidBeginEditing",
        ])
        XCTAssertEqual(field.text, "")
    }

    func testClearsOnInsertion_firstInsertionReplacesAll() {
        let recorder = Recorder()
        let field = makeField("old", recorder: recorder)
        field.becomeFirstResponder()
        field.clearsOnInsertion = true
        _ = recorder.take()
        field.insertText("n")
        field.insertText("e")
        XCTAssertEqual(field.text, "ne")
        XCTAssertFalse(field.clearsOnInsertion)
        XCTAssertEqual(recorder.appliedSources, [.clearOnInsertion, .typing])
    }

    func testSecureField_reEditWipesOldText() {
        let recorder = Recorder()
        let field = makeField("secret", recorder: recorder)
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        _ = recorder.take()
        field.insertText("x")
        // The delegate sees the ordinary caret range; the whole old text goes.
        XCTAssertEqual(recorder.take().first, "shouldChangeCharacters {6,0} \"x\" -> true")
        XCTAssertEqual(field.text, "x")
        field.insertText("y")
        XCTAssertEqual(field.text, "xy")
        field.resignFirstResponder()
        field.becomeFirstResponder()
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(recorder.appliedSources, [.secureWipe, .typing, .secureWipe])
        XCTAssertFalse(field.copy())
    }

    func testSecureField_backspaceAtTheStart_wipesTheText() {
        let recorder = Recorder()
        let field = makeField(recorder: recorder)
        field.text = "secret"
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.selectedRange = range(0, 0)
        _ = recorder.take()
        field.deleteBackward()
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.selectedRange, range(0, 0))
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {0,0} \"\" -> true", "event editingChanged", "notification textDidChange"])
        XCTAssertEqual(recorder.appliedSources, [.programmatic, .secureWipe])
        field.text = "again"
        field.selectedRange = range(0, 0)
        field.deleteBackward()
        XCTAssertEqual(field.text, "again", "only the first edit after refocus wipes")
        XCTAssertEqual(recorder.take(), [], "a backspace at the start is not asked about")
    }

    func testSecureField_clearsOnInsertion_isTheFirstEditThatDiscardsTheText() {
        let recorder = Recorder()
        let field = makeField("secret", recorder: recorder)
        field.isSecureTextEntry = true
        field.clearsOnInsertion = true
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(field.text, "x")
        field.insertText("y")
        XCTAssertEqual(field.text, "xy", "only the first insertion after refocus discards the text")
        XCTAssertFalse(field.secureWipePending)
        XCTAssertEqual(recorder.appliedSources, [.clearOnInsertion, .typing])
    }

    func testReturn_sequenceAndAutomaticReturnKey() {
        let recorder = Recorder()
        let field = makeField(recorder: recorder)
        field.enablesReturnKeyAutomatically = true
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [], "Return is disabled on an empty field")
        field.insertText("a")
        XCTAssertEqual(recorder.lines { field.pressReturn() }, ["shouldReturn -> true", "event editingDidEndOnExit", "event primaryActionTriggered"])
        XCTAssertTrue(field.isEditing, "no exit action registered: the field stays focused")
    }

    func testReturn_withExitTargetResigns() {
        let recorder = Recorder()
        let field = makeField("a", recorder: recorder)
        field.becomeFirstResponder()
        field.addAction(for: .editingDidEndOnExit) { _ in }
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [
            "shouldReturn -> true", "event editingDidEndOnExit", "event primaryActionTriggered", "shouldEndEditing -> true",
            "didEndEditing committed", "event editingDidEnd", "notification textDidEndEditing committed",
        ])
        XCTAssertFalse(field.isEditing)
    }

    func testReturn_refusedAndNewlineKeyIsReturn() {
        let recorder = Recorder()
        recorder.shouldReturn = false
        let field = recorder.editing(TextField(text: "a"))
        field.insertText("\n")
        XCTAssertEqual(recorder.take(), ["shouldReturn -> false"])
        XCTAssertEqual(field.text, "a")
    }

    func testResignFromShouldReturn_works() {
        let recorder = Recorder()
        let field = makeField("a", recorder: recorder)
        recorder.onShouldReturn = { field.resignFirstResponder() }
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.pressReturn() }, [
            "shouldReturn -> true", "shouldEndEditing -> true", "didEndEditing committed", "event editingDidEnd",
            "notification textDidEndEditing committed", "event editingDidEndOnExit", "event primaryActionTriggered",
        ])
        XCTAssertFalse(field.isEditing)
        field.checkInvariants()
    }

    func testDelegateSettingTextInsideShouldChange_leavesConsistentModel() {
        // The classic formatter: set text yourself, return false.
        let recorder = Recorder()
        let field = makeField("12", recorder: recorder)
        recorder.onShouldChange = { field.text = "(12" + "3)" }
        recorder.shouldChange = false
        field.becomeFirstResponder()
        XCTAssertEqual(recorder.lines { field.insertText("3") }, ["shouldChangeCharacters {2,0} \"3\" -> false"])
        XCTAssertEqual(field.text, "(123)")
        XCTAssertEqual(field.selectedRange, range(5, 0))
        XCTAssertFalse(field.canUndo)
        field.checkInvariants()
        // Even a delegate that changes the text and answers true cannot get a stale range applied.
        recorder.shouldChange = true
        recorder.onShouldChange = { field.text = "" }
        field.insertText("4")
        XCTAssertEqual(field.text, "")
        field.checkInvariants()
    }

    func testEndEditing_refusedUnlessForced() {
        let recorder = Recorder()
        recorder.shouldEnd = false
        let field = recorder.editing(TextField())
        XCTAssertFalse(field.resignFirstResponder())
        XCTAssertTrue(field.isEditing)
        XCTAssertTrue(field.endEditing(force: true))
        XCTAssertEqual(recorder.take(), [
            "shouldEndEditing -> false", "shouldEndEditing -> false", "didEndEditing committed", "event editingDidEnd",
            "notification textDidEndEditing committed",
        ])
    }

    func testFocusMovesBetweenFieldsOfOneScope() {
        let scope = FocusScope()
        let first = TextField(text: "", focusScope: scope)
        let second = TextField(text: "", focusScope: scope)
        let firstRecorder = Recorder()
        firstRecorder.attach(first)
        first.becomeFirstResponder()
        scope.checkInvariants()
        firstRecorder.shouldEnd = false
        XCTAssertFalse(second.becomeFirstResponder(), "the editing field refused to let go")
        scope.checkInvariants()
        firstRecorder.shouldEnd = true
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(first.isEditing)
        XCTAssertTrue(scope.firstResponder === second)
        first.checkInvariants()
        second.checkInvariants()
        scope.checkInvariants()
    }

    /// Delegates that call back into the controls while they are asked to let editing begin or
    /// end: at most one control of a scope edits afterwards, a disabled one never, and nobody is
    /// told twice.
    func testReentrantFocusChanges_keepOneEditingControlPerScope() {
        let scope = FocusScope()
        let a = TextField(text: "a", focusScope: scope)
        let b = TextField(text: "b", focusScope: scope)
        let c = TextField(text: "c", focusScope: scope)
        let delegates = [a, b, c].map { field in
            let delegate = ReentrantDelegate()
            field.delegate = delegate
            return delegate
        }
        func check(_ context: String) {
            XCTAssertLessThanOrEqual([a, b, c].filter(\.isEditing).count, 1, context)
            for field in [a, b, c] { field.checkInvariants() }
            scope.checkInvariants()
        }

        a.becomeFirstResponder()
        delegates[0].onShouldEnd = { c.becomeFirstResponder() }
        XCTAssertFalse(b.becomeFirstResponder(), "c began editing while a was asked to end: b does not")
        XCTAssertEqual([a.isEditing, b.isEditing, c.isEditing], [false, false, true])
        XCTAssertTrue(scope.firstResponder === c)
        check("focus moved to c meanwhile")

        delegates[2].onShouldEnd = { b.isEnabled = false }
        XCTAssertFalse(b.becomeFirstResponder(), "b was disabled while c was asked to end")
        XCTAssertFalse(b.isEditing)
        check("b disabled meanwhile")

        b.isEnabled = true
        a.becomeFirstResponder()
        delegates[0].onShouldEnd = { b.becomeFirstResponder() }
        delegates[1].beganEditing = 0
        XCTAssertTrue(b.becomeFirstResponder())
        XCTAssertEqual(delegates[1].beganEditing, 1, "b was told once that it began editing")
        XCTAssertTrue(b.isEditing)
        check("b focused itself meanwhile")

        delegates[1].onShouldEnd = { b.resignFirstResponder() }
        delegates[1].endedEditing = 0
        XCTAssertTrue(b.resignFirstResponder())
        XCTAssertEqual(delegates[1].endedEditing, 1, "b was told once that it ended editing")
        XCTAssertFalse(b.isEditing)
        check("b resigned itself meanwhile")
    }

    func testDisabledField_ignoresUserActions() {
        let field = TextField(text: "abc")
        field.becomeFirstResponder()
        field.isEnabled = false
        XCTAssertFalse(field.isEditing)
        XCTAssertFalse(field.becomeFirstResponder())
        field.deleteBackward()
        XCTAssertEqual(field.text, "abc")
    }

    func testCutCopyPaste() {
        let recorder = Recorder()
        let field = makeField("hello world", recorder: recorder)
        field.pasteboard = Pasteboard()
        field.becomeFirstResponder()
        try? field.select(range(0, 5))
        _ = recorder.take()
        XCTAssertTrue(field.copy())
        XCTAssertEqual(recorder.take(), [], "copy asks nobody")
        XCTAssertTrue(field.cut())
        XCTAssertEqual(recorder.take(), ["shouldChangeCharacters {0,5} \"\" -> true", "didChangeSelection {0,0}", "event editingChanged", "notification textDidChange"])
        field.moveCaret(to: .documentEnd)
        field.paste()
        XCTAssertEqual(field.text, " worldhello")
        XCTAssertEqual(recorder.appliedSources, [.cut, .paste])
    }

    func testProgrammaticAPI_isSilent() throws {
        let recorder = Recorder()
        let field = makeField("abc", recorder: recorder)
        field.becomeFirstResponder()
        field.type("d")
        _ = recorder.take()
        field.text = "xyz"
        try field.replaceCharacters(in: range(0, 1), with: "Q")
        field.selectedRange = range(1, 1)
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(field.text, "Qyz")
        XCTAssertEqual(field.selectedRange, range(1, 1))
        XCTAssertFalse(field.canUndo, "programmatic text clears undo")
        XCTAssertEqual(recorder.appliedSources.suffix(2), [.programmatic, .programmatic])
    }

    func testSetTextRope_isSilent_andReadsLoneSurrogatesAsReplacementCharacters() throws {
        let (field, recorder) = editing(TextField(text: "abc"))
        field.setTextRope(TextRope(utf16CodeUnits: [0x61, 0xD83D, 0x62]))
        XCTAssertEqual(recorder.take(), [])
        XCTAssertEqual(try field.textRope.utf16CodeUnits(in: 0..<3), [0x61, 0xFFFD, 0x62])
        XCTAssertEqual(field.selectedRange, range(3, 0))
        XCTAssertEqual(recorder.appliedSources.last, .programmatic)
        field.checkInvariants()
    }

    func testProgrammaticInsertion_replacesNothing() throws {
        let field = TextField(text: "abcdef")
        try field.replaceCharacters(in: range(2, 0), with: "XY")
        XCTAssertEqual(field.text, "abXYcdef")
        XCTAssertEqual(field.selectedRange, range(4, 0))
        let accented = TextField(text: "ae\u{301}b")
        try accented.replaceCharacters(in: range(2, 0), with: "Z")
        XCTAssertEqual(accented.text, "ae\u{301}Zb", "an insertion point inside a cluster moves to its end")
        accented.checkInvariants()
    }

    func testProgrammaticRange_splittingClusterIsWidened() throws {
        let field = TextField(text: "a😀b")
        try field.replaceCharacters(in: range(2, 1), with: "X")
        XCTAssertEqual(field.text, "aXb")
        field.selectedRange = range(2, 0)
        XCTAssertEqual(field.selectedRange, range(2, 0))
        field.text = "a😀b"
        field.selectedRange = range(2, 0)
        XCTAssertEqual(field.selectedRange, range(3, 0), "a caret inside a cluster moves to its end")
        field.checkInvariants()
    }

    func testBadRanges_throwAndChangeNothing() {
        let field = TextField(text: "abc")
        field.becomeFirstResponder()
        let before = (field.text, field.selectedRange, field.canUndo)
        for bad in [range(9, 2), range(-1, 1), range(NSNotFound, 0), range(2, Int.max), range(1, -1)] {
            XCTAssertThrowsError(try field.replaceCharacters(in: bad, with: "x")) { error in
                XCTAssertEqual(error as? TextRangeError, .rangeOutOfBounds(location: bad.location, length: bad.length, textLength: 3))
            }
            XCTAssertThrowsError(try field.setSelectedRange(bad))
            XCTAssertThrowsError(try field.userReplace(bad, with: "x"))
            XCTAssertThrowsError(try field.select(bad))
            field.selectedRange = bad
            XCTAssertEqual((field.text, field.selectedRange, field.canUndo) == before, true)
        }
        XCTAssertEqual("\(TextRangeError.rangeOutOfBounds(location: 9, length: 2, textLength: 3))", "range {9,2} is out of bounds for length 3")
        XCTAssertThrowsError(try field.drop("x", at: 4))
        field.checkInvariants()
    }

    func testMultiRangeDelegate_calledInsteadOfSingle() throws {
        let delegate = RangesRecorder()
        let field = TextField(text: "abcdef")
        field.delegate = delegate
        field.becomeFirstResponder()
        field.insertText("x")
        XCTAssertEqual(delegate.calls.count, 1)
        XCTAssertEqual(delegate.calls[0].0, [range(6, 0)])
        try field.userReplace([range(4, 1), range(0, 2)], with: "Z")
        XCTAssertEqual(delegate.calls[1].0, [range(0, 2), range(4, 1)])
        XCTAssertEqual(field.text, "Zcdfx")
        XCTAssertEqual(field.selectedRange, range(1, 0))
        XCTAssertEqual(delegate.singleCalls, 0)
        XCTAssertTrue(field.undo())
        XCTAssertEqual(field.text, "abcdefx")
        field.checkInvariants()
    }

    func testMultiRangeReplace_overlappingRangesThrowAndChangeNothing() throws {
        let (field, recorder) = editing(TextField(text: "ab😀cdef"), selecting: range(1, 0))
        // Snapped outward to whole clusters (the emoji is 2..<4): {3,2} becomes {2,3}, {0,3} {0,4}.
        XCTAssertThrowsError(try field.userReplace([range(3, 2), range(0, 3)], with: "Z")) { error in
            XCTAssertEqual(error as? TextRangeError, .overlappingRanges(location: 2, length: 3, otherLocation: 0, otherLength: 4))
            XCTAssertEqual("\(error)", "range {2,3} overlaps range {0,4}")
        }
        XCTAssertEqual(field.text, "ab😀cdef")
        XCTAssertEqual(field.selectedRange, range(1, 0))
        XCTAssertEqual(recorder.take(), [])
        XCTAssertFalse(field.canUndo)
        field.checkInvariants()
    }

    func testMultiRangeDelegate_keepsTheRangesItWasGiven() {
        // The field reuses one array for single-range edits; one a delegate keeps must not change.
        let delegate = RangesRecorder()
        let field = TextField(text: "abcdef")
        field.delegate = delegate
        field.becomeFirstResponder()
        field.type("xyz")
        field.deleteBackward()
        XCTAssertEqual(delegate.calls.map(\.0), [[range(6, 0)], [range(7, 0)], [range(8, 0)], [range(8, 1)]])
        XCTAssertEqual(delegate.calls.map(\.1), ["x", "y", "z", ""])
        XCTAssertEqual(field.text, "abcdefxy")
    }

    func testNoRetainCycles_delegateIsWeak() {
        weak var weakField: TextField?
        weak var weakDelegate: Recorder?
        do {
            let field = TextField(text: "x")
            let recorder = Recorder()
            recorder.attach(field)
            field.addAction(for: .editingChanged) { field in _ = field.text }
            field.becomeFirstResponder()
            field.type("yz")
            weakField = field
            weakDelegate = recorder
        }
        XCTAssertNil(weakField)
        XCTAssertNil(weakDelegate)
    }
}

// Runs `onShouldEnd` (once) when asked whether editing may end, and counts the announcements.
private final class ReentrantDelegate: TextFieldDelegate {
    var onShouldEnd: (() -> Void)?
    var beganEditing = 0
    var endedEditing = 0

    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        let action = onShouldEnd
        onShouldEnd = nil
        action?()
        return true
    }

    func textFieldDidBeginEditing(_ textField: TextField) { beganEditing += 1 }

    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) { endedEditing += 1 }
}
