import Foundation
import XCTest
@testable import ViewBridge

final class FocusSelectionTests: XCTestCase {
    func testFocusBinding_beginsAndEndsEditingAfterTheUpdate() throws {
        @State var name = ""
        @State var isFocused = false
        var events: [String] = []
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name).focused($isFocused) }
        field.addEventObserver { events.append("\($0)") }
        XCTAssertFalse(field.isEditing)
        isFocused = true
        XCTAssertEqual(host.tick(), 2, "the update schedules the focus change, the next pass makes it")
        XCTAssertTrue(field.isEditing)
        host.setNeedsUpdate()
        host.tick()
        XCTAssertEqual(events, ["editingDidBegin"], "only when they differ: no second begin")
        field.resignFirstResponder()
        XCTAssertFalse(isFocused, "the user's change is written back")
        host.tick()
        XCTAssertFalse(field.isEditing)
        isFocused = true
        host.tick()
        isFocused = false
        host.tick()
        XCTAssertEqual(events, ["editingDidBegin", "editingDidEnd", "editingDidBegin", "editingDidEnd"])
        XCTAssertEqual(host.deferredWriteCount, 0)
    }

    func testFocusBinding_refusalIsWrittenBack() throws {
        @State var name = ""
        @State var isFocused = false
        let host = RepresentableHost { TextFieldWrapper(text: $name).focused($isFocused).disabled() }
        host.mount()
        isFocused = true
        host.tick()
        XCTAssertEqual(host.view?.isEditing, false)
        XCTAssertFalse(isFocused, "a disabled field cannot take focus, and the binding says so")
        XCTAssertTrue(host.isIdle)
    }

    func testFocusBindings_inASharedScopeHandOver() throws {
        let scope = FocusScope()
        var environment = EnvironmentValues()
        environment.focusScope = scope
        @State var first = ""
        @State var second = ""
        @State var firstFocused = false
        @State var secondFocused = false
        let a = RepresentableHost(environment: environment) { TextFieldWrapper(text: $first).focused($firstFocused) }
        let b = RepresentableHost(environment: environment) { TextFieldWrapper(text: $second).focused($secondFocused) }
        a.mount()
        b.mount()
        firstFocused = true
        a.tick()
        XCTAssertTrue(scope.firstResponder === a.view)
        scope.checkInvariants()
        secondFocused = true
        b.tick()
        XCTAssertTrue(scope.firstResponder === b.view)
        scope.checkInvariants()
        XCTAssertFalse(firstFocused, "the field that lost focus wrote its binding")
        a.tick()
        XCTAssertEqual(a.view?.isEditing, false)
        scope.checkInvariants()
        XCTAssertTrue(a.isIdle)
    }

    func testSelectionBinding_followsTheUserAndDrivesTheField() throws {
        @State var name = "Hello"
        @State var selection = NSRange(location: 0, length: 0)
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name).selection($selection) }
        XCTAssertEqual(field.selectedRange, NSRange(location: 0, length: 0), "the binding's selection is applied at mount")
        field.becomeFirstResponder()
        field.moveCaret(.character, by: 2)
        XCTAssertEqual(selection, NSRange(location: 2, length: 0))
        field.type("y")
        XCTAssertEqual(selection, NSRange(location: 3, length: 0))
        selection = NSRange(location: 1, length: 3)
        host.tick()
        XCTAssertEqual(field.selectedRange, NSRange(location: 1, length: 3))
        selection = NSRange(location: 10, length: 5)
        host.tick()
        XCTAssertEqual(field.selectedRange, NSRange(location: 6, length: 0), "clamped to the text")
        XCTAssertEqual(selection, NSRange(location: 6, length: 0), "and the binding corrected after the update")
        XCTAssertEqual(host.deferredWriteCount, 0)
        XCTAssertTrue(host.isIdle)
    }

    func testSelectionBinding_isWidenedToWholeClusters() throws {
        @State var name = "a👍🏽b"
        @State var selection = NSRange(location: 0, length: 0)
        let host = RepresentableHost { TextFieldWrapper(text: $name).selection($selection) }
        host.mount()
        selection = NSRange(location: 2, length: 1)
        host.tick()
        XCTAssertEqual(host.view?.selectedRange, NSRange(location: 1, length: 4))
        XCTAssertEqual(selection, NSRange(location: 1, length: 4))
    }

    func testForeignChange_keepsTheSelectionAndUpdatesItsBinding() throws {
        @State var name = "Hello, world"
        @State var selection = NSRange(location: 7, length: 5)
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name).selection($selection) }
        var edits: [String] = []
        field.addEditObserver { edits.append("\($0.range) \($0.replacement)") }
        name = "Howdy, world"
        host.tick()
        XCTAssertEqual(field.selectedRange, NSRange(location: 7, length: 5))
        name = "Howdy, dear world"
        host.tick()
        XCTAssertEqual(try field.text(in: field.selectedRange), "world")
        XCTAssertEqual(selection, NSRange(location: 12, length: 5))
        name = "Hi, dear world"
        host.tick()
        XCTAssertEqual(try field.text(in: field.selectedRange), "world")
        XCTAssertEqual(selection, NSRange(location: 9, length: 5))
        XCTAssertEqual(edits, [
            "{1, 4} owdy",
            "{7, 0} dear ",
            "{1, 4} i",
        ])
        XCTAssertEqual(host.deferredWriteCount, 0)
    }
}
