import Foundation
import TextControls
import SeededRandom
import XCTest

/// Undo groups, replace-all as one step, and the history rebased over changes from elsewhere, so
/// that undo removes only the control's own edits.
final class UndoHistoryTests: XCTestCase {
    private func typing(_ text: String, into initial: String, at caret: Int) throws -> TextView {
        let view = TextView(text: initial)
        view.becomeFirstResponder()
        try view.select(range(caret, 0))
        view.type(text)
        return view
    }

    func testUndo_afterARemoteInsertionBefore_removesOnlyTheUsersText() throws {
        let view = try typing("hello", into: "ab", at: 2)
        try remote(view, 0, 0, "X")
        XCTAssertEqual(view.text, "Xabhello")
        assertUndo(view, leaves: "Xab", selection: range(3, 0), "the selection before the step, mapped")
        view.checkInvariants()
    }

    func testUndo_keepsTextACollaboratorInsertedInsideTheUsersText() throws {
        let recorder = Recorder()
        let view = try typing("hello", into: "ab", at: 2)
        recorder.attach(view)
        try remote(view, 4, 0, "X")
        XCTAssertEqual(view.text, "abheXllo")
        assertUndo(view, leaves: "abX")
        XCTAssertEqual(recorder.take().first, "shouldChangeText {2,2} \"\" -> true", "a single-range delegate sees the first piece")
        assertRedo(view, leaves: "abheXllo")
        view.checkInvariants()
    }

    func testUndoOfADeletion_afterARemoteInsertionAtThatPlace_putsTheUsersTextBack() throws {
        let view = TextView(text: "abcdef")
        view.becomeFirstResponder()
        try view.select(range(5, 0))
        view.deleteBackward()
        view.deleteBackward()
        XCTAssertEqual(view.text, "abcf")
        try remote(view, 3, 0, "XY")
        XCTAssertEqual(view.text, "abcXYf")
        assertUndo(view, leaves: "abcdeXYf", "the user's text goes back where it was, ahead of the collaborator's")
        view.checkInvariants()
    }

    func testAStepWhoseTextARemoteChangeRemoved_isDropped() throws {
        let view = try typing("xyz", into: "ab", at: 2)
        try remote(view, 2, 3, "")
        XCTAssertEqual(view.text, "ab")
        XCTAssertFalse(view.canUndo)
        XCTAssertFalse(view.undo())
        XCTAssertEqual(view.text, "ab")
        view.checkInvariants()
    }

    func testOlderSteps_areRebasedThroughNewerOnes() throws {
        let view = TextView(text: "")
        view.becomeFirstResponder()
        view.type("one")
        view.breakUndoCoalescing()
        view.type(" two")
        try remote(view, 0, 0, ">")
        try remote(view, 4, 0, "|")
        XCTAssertEqual(view.text, ">one| two")
        assertUndo(view, leaves: ">one|")
        assertUndo(view, leaves: ">|")
        view.redo()
        assertRedo(view, leaves: ">one| two")
        view.checkInvariants()
    }

    func testGroup_makesOneStepOfSeveralEdits_nested() throws {
        let view = TextView(text: "alpha beta")
        view.becomeFirstResponder()
        view.beginUndoGrouping()
        XCTAssertTrue(try view.userReplace(range(0, 5), with: "ALPHA"))
        view.beginUndoGrouping()
        try view.select(range(10, 0))
        view.type("!!")
        view.endUndoGrouping()
        XCTAssertTrue(try view.userReplace(range(6, 4), with: "B"))
        view.endUndoGrouping()
        XCTAssertEqual(view.undoGroupingLevel, 0)
        XCTAssertEqual(view.text, "ALPHA B!!")
        assertOneUndoStep(view, undoesTo: "alpha beta", redoesTo: "ALPHA B!!")
    }

    func testUndo_closesAnOpenGroup() throws {
        let view = TextView(text: "")
        view.becomeFirstResponder()
        view.beginUndoGrouping()
        view.type("ab")
        assertUndo(view, leaves: "")
        XCTAssertEqual(view.undoGroupingLevel, 0)
        view.endUndoGrouping()
        XCTAssertEqual(view.undoGroupingLevel, 0, "ending a group that is not open does nothing")
    }

    func testGroup_rebasedOverARemoteChangeMadeWhileItWasOpen() throws {
        let view = TextView(text: "abc")
        view.becomeFirstResponder()
        view.beginUndoGrouping()
        try view.select(range(3, 0))
        view.type("1")
        try remote(view, 0, 0, "R")
        view.type("2")
        view.endUndoGrouping()
        XCTAssertEqual(view.text, "Rabc12")
        assertUndo(view, leaves: "Rabc")
        view.checkInvariants()
    }

    func testReplaceAll_isOneEdit_askedRangeByRange_andOneUndoStep() throws {
        let (view, recorder) = editing(TextView(text: "cat sat cat"))
        try view.select(range(11, 0))
        _ = recorder.take()
        var sources: [TextEdit.Source] = []
        view.addEditObserver { sources.append($0.source) }
        XCTAssertTrue(try view.replaceAll([range(0, 3), range(8, 3)], with: ["dog", "lion"]))
        XCTAssertEqual(view.text, "dog sat lion")
        XCTAssertEqual(sources, [.replaceAll])
        XCTAssertEqual(
            recorder.take().filter { $0.hasPrefix("shouldChange") },
            ["shouldChangeText {0,3} \"dog\" -> true", "shouldChangeText {8,3} \"lion\" -> true"])
        XCTAssertEqual(view.selectedRange, range(12, 0), "the caret moved with the text")
        assertOneUndoStep(view, undoesTo: "cat sat cat", redoesTo: "dog sat lion")
    }

    func testReplaceAll_refusedByOneAnswer_changesNothing_andBadRangesThrow() throws {
        let recorder = Recorder()
        let view = TextView(text: "cat sat cat")
        recorder.attach(view)
        recorder.decide = { _ in .accept }
        view.becomeFirstResponder()
        recorder.shouldChange = false
        XCTAssertFalse(try view.replaceAll([range(0, 3), range(8, 3)], with: ["dog", "dog"]))
        XCTAssertEqual(view.text, "cat sat cat")
        XCTAssertEqual(recorder.take().filter { $0.hasPrefix("shouldChange") }.count, 1, "asking stops at the first no")
        XCTAssertThrowsError(try view.replaceAll([range(4, 3), range(0, 3)], with: ["a", "b"])) {
            XCTAssertEqual("\($0)", "range {0,3} starts before the range {4,3} listed ahead of it")
        }
        XCTAssertThrowsError(try view.replaceAll([range(0, 3), range(2, 3)], with: ["a", "b"])) {
            XCTAssertEqual("\($0)", "range {2,3} overlaps range {0,3}")
        }
        XCTAssertThrowsError(try view.replaceAll([range(9, 3)], with: ["a"]))
        XCTAssertFalse(view.canUndo)
    }

    func testCompositionSurvivingARemoteChange_stillCoalescesIntoOneStep() throws {
        let view = TextView(text: "ab")
        view.becomeFirstResponder()
        view.setMarkedText("k", selectedRange: range(1, 0))
        try remote(view, 0, 0, "Z")
        view.setMarkedText("ka", selectedRange: range(2, 0))
        view.unmarkText()
        XCTAssertEqual(view.text, "Zabka")
        assertUndo(view, leaves: "Zab")
        view.checkInvariants()
    }
}

/// Random user edits interleaved with remote insertions: undoing every step leaves exactly the
/// collaborator's text and the original text, whatever the order.
final class RebasedUndoPropertyTests: XCTestCase {
    func testUndoingEverything_leavesOnlyTheCollaboratorsText() throws {
        let seed: UInt64 = 0x0DD5_EED5
        print("RebasedUndoPropertyTests seed", String(seed, radix: 16))
        var random = SplitMix64(seed: seed)
        for round in 0..<200 {
            let original = String(repeating: ".", count: Int(random.next() % 8))
            let view = TextView(text: original)
            view.becomeFirstResponder()
            var inserted = 0
            for _ in 0..<Int(random.next() % 24) {
                let length = view.textRope.utf16Count
                let at = Int(random.next() % UInt64(length + 1))
                switch random.next() % 5 {
                case 0, 1:
                    try view.select(NSRange(location: at, length: 0))
                    view.type(String(UnicodeScalar(UInt8(97 + random.next() % 26))))
                case 2:
                    try view.select(NSRange(location: at, length: Int(random.next() % UInt64(length - at + 1))))
                    view.deleteBackward()
                case 3:
                    view.breakUndoCoalescing()
                default:
                    let letter = String(UnicodeScalar(UInt8(65 + random.next() % 26)))
                    try view.document.replace(utf16Range: at..<at, with: letter, origin: .remote)
                    inserted += 1
                }
                view.checkInvariants()
            }
            while view.undo() { view.checkInvariants() }
            let text = view.text
            XCTAssertFalse(text.contains { $0.isLowercase }, "round \(round): \(text)")
            XCTAssertEqual(text.filter(\.isUppercase).count, inserted, "round \(round): \(text)")
            XCTAssertEqual(text.filter { $0 == "." }.count, original.count, "round \(round): \(text)")
        }
    }
}
