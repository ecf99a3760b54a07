import Foundation
import XCTest
@testable import ViewBridge

final class TextViewWrapperTests: XCTestCase {
    func testTyping_reachesTheBindingAndStateReachesTheView() throws {
        @State var notes = "one\ntwo"
        @State var selection = NSRange(location: 0, length: 0)
        let (host, view) = try mountedHost { TextViewWrapper(text: $notes).selection($selection) }
        XCTAssertEqual(view.text, "one\ntwo")
        view.becomeFirstResponder()
        view.moveCaret(to: .documentEnd)
        view.pressReturn()
        view.type("three")
        XCTAssertEqual(notes, "one\ntwo\nthree")
        XCTAssertEqual(selection, NSRange(location: 13, length: 0))
        host.tick()
        try view.select(NSRange(location: 4, length: 3))
        XCTAssertEqual(selection, NSRange(location: 4, length: 3))
        notes = "zero\none\ntwo\nthree"
        host.tick()
        XCTAssertEqual(try view.text(in: view.selectedRange), "two", "the selection stays on the same text")
        XCTAssertEqual(selection, NSRange(location: 9, length: 3))
        XCTAssertEqual(host.deferredWriteCount, 0, "the view's didChangeSelection during the update wrote nothing")
        view.checkInvariants()
    }

    func testRopeBinding_typingWritesTheViewsSnapshot() throws {
        @State var document = TextRope("abc")
        var deltas: [String] = []
        let host = RepresentableHost { TextViewWrapper(rope: $document).onTextEdit { deltas.append($0.replacement) } }
        host.mount()
        let view = try XCTUnwrap(host.view)
        view.becomeFirstResponder()
        view.type("de")
        XCTAssertTrue(document.isIdentical(to: view.textRope))
        XCTAssertEqual(String(document), "abcde")
        XCTAssertEqual(deltas, ["d", "e"])
    }

    func testDisabledAndAppearance_reachTheView() throws {
        @State var notes = ""
        @State var isDisabled = false
        let host = RepresentableHost {
            TextViewWrapper(text: $notes).foregroundColor(.green).disabled(isDisabled).font(.caption)
        }
        host.mount()
        let view = try XCTUnwrap(host.view)
        XCTAssertEqual(host.coordinator?.appearance, TextAppearance(font: .caption, foregroundColor: .green))
        isDisabled = true
        host.tick()
        XCTAssertFalse(view.isEditable)
        XCTAssertFalse(view.becomeFirstResponder())
        isDisabled = false
        host.tick()
        XCTAssertTrue(view.isEditable)
    }

}
