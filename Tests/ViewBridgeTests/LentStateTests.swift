import Foundation
import XCTest
@testable import ViewBridge

/// A `TextRope` state bound with `TextFieldWrapper(rope: $state)` is lent to the field between
/// keystrokes: the field alone holds the text, so a keystroke edits it in place, while every read
/// of the state still gives the field's text and every change still updates the host.
final class LentStateTests: XCTestCase {
    private static let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_000)

    private func units(_ rope: TextRope) throws -> [UInt16] {
        try rope.utf16CodeUnits(in: 0..<rope.utf16Count)
    }

    // A field on `document`, editing with the caret inside the text, which then types `typed`
    // (when given) before its host ticks again.
    private func mountedField(
        _ document: Binding<TextRope>, typing typed: String? = nil
    ) throws -> (RepresentableHost<TextFieldWrapper>, TextField) {
        let (host, field) = try mountedHost { TextFieldWrapper(rope: document) }
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: 40_000, length: 0)
        host.tick()
        if let typed {
            field.insertText(typed)
            host.tick()
        }
        return (host, field)
    }

    func testTyping_leavesTheFieldAloneHoldingItsTextAndTheStateReadsIt() throws {
        @State var document = TextRope(Self.text)
        let (host, field) = try mountedField($document)
        let sync = try XCTUnwrap(host.coordinator?.sync)
        let storage = try XCTUnwrap($document.stateStorage)
        field.insertText("a")
        XCTAssertEqual(host.tick(), 1)
        var expected = Array(Self.text.utf16)
        expected.insert(UInt16(UInt8(ascii: "a")), at: 40_000)
        for (i, key) in ["b", "c", "d"].enumerated() {
            let updates = host.lifecycle.updateView
            field.insertText(key)
            expected.insert(key.utf16.first!, at: 40_001 + i)
            XCTAssertTrue(storage.isLent(to: sync), "the state is lent to the field's synchronizer")
            XCTAssertEqual(storage.ownValue.utf16Count, 0, "the state holds no snapshot the next keystroke would copy")
            XCTAssertEqual(host.tick(), 1, "the change reached the host")
            XCTAssertEqual(host.lifecycle.updateView, updates + 1)
            XCTAssertTrue(try units(document) == expected, "the state reads the field's text")
            XCTAssertTrue(document.isIdentical(to: field.textRope))
            sync.checkInvariants()
        }
        XCTAssertEqual(sync.appliedChangeCount, 1, "nothing went back from state to the field")
        XCTAssertEqual(host.deferredWriteCount, 0)
    }

    func testSnapshotOfTheState_doesNotChangeWhenTypingGoesOn() throws {
        @State var document = TextRope(Self.text)
        let (host, field) = try mountedField($document, typing: "a")
        let snapshot = document
        let before = try units(snapshot)
        field.insertText("b")
        field.deleteBackward()
        field.insertText("c")
        host.tick()
        XCTAssertTrue(try units(snapshot) == before, "a snapshot is immutable")
        XCTAssertEqual(document.utf16Count, before.count + 1)
        XCTAssertEqual(try document.string(utf16Range: 40_000..<40_002), "ac")
    }

    func testMovingTheCaret_updatesNoHost() throws {
        @State var document = TextRope(Self.text)
        let (host, field) = try mountedField($document, typing: "a")
        field.moveCaret(.character, by: -1)
        XCTAssertEqual(host.tick(), 0, "no text changed, so the lent state told no host")
        field.insertText("b")
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(try document.string(utf16Range: 40_000..<40_002), "ba")
    }

    func testWritingTheState_endsTheLoanAndReachesTheField() throws {
        @State var document = TextRope(Self.text)
        let (host, field) = try mountedField($document, typing: "a")
        document = TextRope("short")
        XCTAssertEqual(String(document), "short", "a write is read back at once")
        XCTAssertEqual(String(field.textRope), String(Self.text.prefix(40_000)) + "a" + Self.text.dropFirst(40_000),
                       "the field changes at the next update, not before")
        host.tick()
        XCTAssertEqual(String(field.textRope), "short")
        field.selectedRange = NSRange(location: 5, length: 0)
        field.insertText("!")
        host.tick()
        XCTAssertEqual(String(document), "short!")
        host.coordinator?.checkInvariants()
    }

    func testUnmounting_givesTheStateItsTextBack() throws {
        @State var document = TextRope(Self.text)
        let (host, field) = try mountedField($document, typing: "a")
        let typed = try units(document)
        host.unmount()
        XCTAssertEqual($document.stateStorage?.isLent, false)
        try field.replaceCharacters(in: NSRange(location: 0, length: 0), with: "z")
        XCTAssertEqual(field.textRope.utf16Count, typed.count + 1)
        XCTAssertTrue(try units(document) == typed, "the dismantled field no longer shows through the state")
    }

    func testTwoFieldsOnOneState_stayInLine() throws {
        @State var document = TextRope("one two")
        let host = RepresentableHost { TextFieldWrapper(rope: $document) }
        let other = RepresentableHost { TextFieldWrapper(rope: $document) }
        host.mount()
        other.mount()
        let first = try XCTUnwrap(host.view)
        let second = try XCTUnwrap(other.view)
        // Each step: which field types, where and what, and the text the state and the other field show then.
        let steps: [(typist: Int, at: Int, typed: String, expected: String)] = [
            (0, 3, "!", "one! two"), (1, 8, "?", "one! two?"), (0, 0, ">", ">one! two?"),
        ]
        let fields = [first, second]
        let hosts = [host, other]
        for (typist, at, typed, expected) in steps {
            let field = fields[typist]
            field.becomeFirstResponder()
            field.selectedRange = NSRange(location: at, length: 0)
            field.insertText(typed)
            hosts[typist].tick()
            hosts[1 - typist].tick()
            XCTAssertEqual(String(document), expected, "after typing \(typed)")
            XCTAssertEqual(String(fields[1 - typist].textRope), expected, "after typing \(typed)")
        }
        host.coordinator?.checkInvariants()
        other.coordinator?.checkInvariants()
    }
}
