import Foundation
import TextControls
import TranscriptVocabulary
import XCTest

/// Changes from elsewhere (code applying a change set to the document, a collaborator, another
/// view of the same document): applied without asking the delegate; the selection and marked
/// text are mapped and snapped to clusters.
final class RemoteChangeTests: XCTestCase {
    /// A change from elsewhere (`length` units at `location` replaced) and what it leaves: the
    /// text, where given, and the selection.
    private struct Change {
        let location: Int
        let length: Int
        let replacement: String
        var text: String?
        let selection: NSRange
        var note = ""
    }

    // A view editing `text` with `selection` selected, then each change in turn, none of which
    // asks the delegate anything; a failure names the case and the change.
    @discardableResult
    private func assertMapping(
        _ name: String, _ text: String, selecting selection: NSRange, _ changes: [Change],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> TextView {
        let (view, recorder) = editing(TextView(text: text))
        try view.select(selection)
        _ = recorder.take()
        for change in changes {
            try remote(view, change.location, change.length, change.replacement)
            let context = "\(name), after \(change.location) \(change.length) \(change.replacement.debugDescription): \(change.note)"
            if let expected = change.text { XCTAssertEqual(view.text, expected, context, file: file, line: line) }
            XCTAssertEqual(view.selectedRange, change.selection, context, file: file, line: line)
        }
        XCTAssertEqual(recorder.take(), [], "\(name): no delegate call for a change from elsewhere", file: file, line: line)
        view.checkInvariants()
        return view
    }

    func testSelection_mapsThroughChangesFromElsewhere() throws {
        let cases: [(name: String, text: String, selection: NSRange, changes: [Change])] = [
            ("a caret stays before text inserted at it and moves with text before", "abc", range(2, 0), [
                Change(location: 2, length: 0, replacement: "XY", text: "abXYc", selection: range(2, 0)),
                Change(location: 0, length: 1, replacement: "", selection: range(1, 0)),
            ]),
            ("a selection keeps text inserted at its edges outside", "abcdef", range(1, 3), [
                Change(location: 1, length: 0, replacement: "<", selection: range(2, 3)),
                Change(location: 5, length: 0, replacement: ">", text: "a<bcd>ef", selection: range(2, 3)),
            ]),
            ("a selection overlapped by a deletion keeps what survives", "abcdef", range(2, 3), [
                Change(location: 1, length: 2, replacement: "", text: "adef", selection: range(1, 2)),
                Change(
                    location: 0, length: 4, replacement: "z", selection: range(0, 0),
                    note: "a selection whose text is gone becomes a caret where it went"),
            ]),
        ]
        for (name, text, selection, changes) in cases {
            try assertMapping(name, text, selecting: selection, changes)
        }
    }

    func testCaret_neverLeftInsideACluster() throws {
        let view = try assertMapping("a mark after the caret", "ex", selecting: range(1, 0), [
            Change(
                location: 1, length: 0, replacement: "\u{301}", text: "e\u{301}x", selection: range(2, 0),
                note: "the caret goes to the end of the cluster it landed in"),
        ])
        XCTAssertEqual(view.graphemeCount, 2)
    }

    func testComposition_untouchedByTheChange_goesOn() throws {
        let recorder = Recorder()
        let field = recorder.editing(TextField(text: "ab"))
        field.setMarkedText("ka", selectedRange: range(2, 0))
        try remote(field, 0, 0, "Z")
        XCTAssertEqual(field.markedRange, range(3, 2))
        XCTAssertEqual(field.selectedRange, range(5, 0))
        try remote(field, 3, 0, "<")
        XCTAssertEqual(field.markedRange, range(4, 2), "text inserted at the marked text's start stays outside it")
        try remote(field, 6, 0, ">")
        XCTAssertEqual(field.markedRange, range(4, 2), "and at its end too")
        XCTAssertEqual(field.text, "Zab<ka>")
        field.insertText("か")
        XCTAssertEqual(field.text, "Zab<か>")
        XCTAssertNil(field.markedRange)
        field.checkInvariants()
    }

    // A field holding `text` and composing `marked` with the caret `caret` units into it; the
    // change from elsewhere ends the composition, leaving `expected` as ordinary text and the
    // selection `selection`.
    @discardableResult
    private func assertCompositionEnded(
        _ text: String, composing marked: String, caret: Int, by change: (location: Int, length: Int, replacement: String),
        leaves expected: String, selecting selection: NSRange, file: StaticString = #filePath, line: UInt = #line
    ) throws -> TextField {
        let field = TextField(text: text)
        field.becomeFirstResponder()
        field.setMarkedText(marked, selectedRange: range(caret, 0))
        try remote(field, change.location, change.length, change.replacement)
        XCTAssertEqual(field.text, expected, file: file, line: line)
        XCTAssertNil(field.markedRange, file: file, line: line)
        XCTAssertEqual(field.selectedRange, selection, file: file, line: line)
        field.checkInvariants()
        return field
    }

    func testComposition_whoseTextTheChangeReplaces_ends_leavingItsTextAsOrdinaryText() throws {
        let field = try assertCompositionEnded("ab", composing: "kan", caret: 3, by: (3, 1, "A"), leaves: "abkAn", selecting: range(5, 0))
        try remote(field, 0, 0, "")
        field.setMarkedText("x", selectedRange: range(1, 0))
        try remote(field, 5, 0, "|")
        XCTAssertEqual(field.markedRange, range(6, 1), "an insertion at the marked start is outside")
        field.checkInvariants()
    }

    func testInsertionStrictlyInsideTheMarkedText_endsTheComposition() throws {
        try assertCompositionEnded("", composing: "abcd", caret: 2, by: (2, 0, "X"), leaves: "abXcd", selecting: range(2, 0))
    }

    func testEditObservers_hearChangesFromElsewhere_withTheirSource() throws {
        let (view, _) = editing(TextView(text: "abc"))
        var heard: [String] = []
        view.addEditObserver { heard.append("\($0.source) \(Quoting.range($0.range)) \(Quoting.quoted($0.replacement))") }
        try remote(view, 1, 1, "ZZ")
        let two = try ChangeSet(
            lengthBefore: 4, replacements: [.init(range: 0..<1, with: "1"), .init(range: 3..<4, with: "2")])
        try view.document.apply(two, origin: .remote)
        XCTAssertEqual(heard, ["remote {1,1} \"ZZ\"", "remote {0,1} \"1\""])
        XCTAssertEqual(view.text, "1ZZ2")
    }

    func testADelegateChangingTheDocumentWhileAsked_makesTheProposalStale() throws {
        let (view, recorder) = editing(TextView(text: "abc"))
        recorder.onShouldChange = { [unowned view] in
            recorder.onShouldChange = nil
            try? view.document.replace(utf16Range: 0..<0, with: "!", origin: .remote)
        }
        view.insertText("x")
        XCTAssertEqual(view.text, "!abc", "the key typed for the text before the change is dropped")
        view.checkInvariants()
    }

    func testTwoViewsOfOneDocument_eachKeepsItsSelection_andAnEditInOneMapsTheOther() throws {
        let document = TextDocument("hello world")
        let scope = FocusScope()
        let left = TextView(document: document, focusScope: scope)
        let right = TextView(document: document, focusScope: scope)
        let rightRecorder = Recorder()
        rightRecorder.attach(right)
        var heard: [TextEdit.Source] = []
        right.addEditObserver { heard.append($0.source) }
        try right.setSelectedRange(range(6, 5))
        _ = rightRecorder.take()
        left.becomeFirstResponder()
        try left.select(range(0, 0))
        left.type("¡Oh, ")
        XCTAssertEqual(right.text, "¡Oh, hello world")
        XCTAssertEqual(right.selectedRange, range(11, 5), "the other view's selection moved with the text")
        XCTAssertEqual(rightRecorder.take(), [], "the other view's delegate is not asked")
        XCTAssertEqual(heard, Array(repeating: .typing, count: 5))
        left.checkInvariants()
        right.checkInvariants()
    }

    func testAnchorsAndDecorations_moveWithTheControlsEdits() throws {
        let (view, _) = editing(TextView(text: "abc"))
        let anchor = try view.document.makeAnchor(at: 2, bias: .after)
        let marks = view.document.makeDecorationSet(of: Int.self)
        try marks.insert(1..<3, value: 7)
        try view.select(range(0, 0))
        view.type("xy")
        XCTAssertEqual(view.document.offset(of: anchor), 4)
        XCTAssertEqual(try marks.decorations(intersecting: 0..<5).map(\.range), [3..<5])
        view.undo()
        XCTAssertEqual(view.document.offset(of: anchor), 2)
    }
}
