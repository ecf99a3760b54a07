import Foundation
import XCTest
@testable import ViewBridge

/// The three styles of `TextFieldWrapper` (bound text, settings in the initialiser, a style
/// chain), one scenario each.
final class TextFieldWrapperTests: XCTestCase {
    func testV1Typing_reachesTheBinding() throws {
        @State var name = ""
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name) }
        XCTAssertTrue(field.delegate === host.coordinator)
        field.becomeFirstResponder()
        field.type("Ann")
        XCTAssertEqual(name, "Ann", "written back on every edit, before any tick")
        field.deleteBackward()
        XCTAssertEqual(name, "An")
        field.paste("na")
        XCTAssertEqual(name, "Anna")
        field.undo()
        XCTAssertEqual(name, "An")
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(field.text, "An")
        XCTAssertEqual(field.selectedRange, NSRange(location: 2, length: 0))
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 2))
        XCTAssertEqual(host.deferredWriteCount, 0)
        field.checkInvariants()
        host.coordinator?.checkInvariants()
        host.checkInvariants()
    }

    func testRandomName_reachesTheFieldAtTheNextTick() throws {
        @State var name = "Anna"
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name) }
        XCTAssertEqual(field.text, "Anna")
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: 2, length: 0)
        name = "Bob"
        XCTAssertEqual(field.text, "Anna", "state changed, the field waits for the update")
        host.tick()
        XCTAssertEqual(field.text, "Bob")
        XCTAssertEqual(field.selectedRange, NSRange(location: 2, length: 0), "the caret keeps its place")
        field.selectedRange = NSRange(location: 3, length: 0)
        name = "Al"
        host.tick()
        XCTAssertEqual(field.text, "Al")
        XCTAssertEqual(field.selectedRange, NSRange(location: 2, length: 0), "clamped to the new text")
        XCTAssertEqual(name, "Al")
        XCTAssertEqual(host.lifecycle.makeView, 1)
        field.checkInvariants()
    }

    func testEchoOfTheSameText_keepsTheCaret() throws {
        // A binding whose every write counts as a change (no Equatable check), as a view model that
        // republishes on every set: each keystroke updates the view with the text it already has.
        final class ViewModel { var text = "Hello" }
        let model = ViewModel()
        @State var revision = 0
        let binding = Binding(get: { _ = revision; return model.text }, set: { model.text = $0; revision += 1 })
        let (host, field) = try mountedHost { TextFieldWrapper(text: binding) }
        var sources: [TextEdit.Source] = []
        field.addEditObserver { sources.append($0.source) }
        field.becomeFirstResponder()
        field.selectedRange = NSRange(location: 2, length: 0)
        field.type("XY")
        XCTAssertEqual(model.text, "HeXYllo")
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(host.lifecycle.updateView, 2, "the echo did update the view")
        XCTAssertEqual(field.selectedRange, NSRange(location: 4, length: 0), "and the caret stayed after XY")
        XCTAssertEqual(sources, [.typing, .typing], "no programmatic edit: the text was not reassigned")
    }

    func testIMEComposition_survivesAnUpdate() throws {
        @State var name = ""
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name) }
        field.becomeFirstResponder()
        field.type("ab")
        field.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
        XCTAssertEqual(name, "abni", "marked text is part of the text, like UITextField's")
        name = "Bob"
        host.tick()
        XCTAssertEqual(field.text, "abni", "the field is not touched while composing")
        XCTAssertEqual(field.markedRange, NSRange(location: 2, length: 2))
        XCTAssertEqual(field.selectedRange, NSRange(location: 4, length: 0))
        field.setMarkedText("你", selectedRange: NSRange(location: 1, length: 0))
        field.unmarkText()
        XCTAssertEqual(field.text, "ab你")
        XCTAssertEqual(name, "ab你", "the composition's result is written back when it ends")
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(field.text, "ab你")
        XCTAssertEqual(field.selectedRange, NSRange(location: 3, length: 0))
        field.checkInvariants()
    }

    func testColorAndFontChanges_applyWithoutRemakingTheView() throws {
        @State var name = "Anna"
        @State var color = Color.black
        @State var font: Font? = nil
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name).foregroundColor(color).textFieldFont(font) }
        let coordinator = try XCTUnwrap(host.coordinator)
        XCTAssertEqual(coordinator.appearance, TextAppearance(font: nil, foregroundColor: .black))
        color = .red
        host.tick()
        XCTAssertEqual(coordinator.appearance, TextAppearance(font: nil, foregroundColor: .red))
        font = .title
        host.tick()
        XCTAssertEqual(coordinator.appearance, TextAppearance(font: .title, foregroundColor: .red))
        host.setNeedsUpdate()
        host.tick()
        XCTAssertEqual(coordinator.appearanceChangeCount, 3, "an update with the same values changes nothing")
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 4))
        XCTAssertTrue(host.view === field)
        XCTAssertTrue(host.coordinator === coordinator)
    }

    func testFont_fallsBackToTheEnvironmentsFont() throws {
        @State var name = ""
        let host = RepresentableHost { TextFieldWrapper(text: $name).textFieldFont(nil) }
        host.environment.font = .body
        host.mount()
        XCTAssertEqual(host.coordinator?.appearance.font, .body)
        host.setBody { TextFieldWrapper(text: $name, font: .caption).textFieldFont(.title) }
        host.tick()
        XCTAssertEqual(host.coordinator?.appearance.font, .caption, "the wrapper's own font comes first")
        host.setBody { TextFieldWrapper(text: $name).textFieldFont(.title) }
        host.tick()
        XCTAssertEqual(host.coordinator?.appearance.font, .title, "then the custom key, then the environment's")
    }

    func testDisabled_blocksEditingThroughTheEnvironment() throws {
        @State var name = ""
        @State var isDisabled = false
        var editing: [Bool] = []
        let host = RepresentableHost {
            TextFieldWrapper(text: $name, onEditingChanged: { editing.append($0) }).disabled(isDisabled)
        }
        host.mount()
        let field = try XCTUnwrap(host.view)
        field.becomeFirstResponder()
        field.type("a")
        isDisabled = true
        host.tick()
        XCTAssertFalse(field.isEnabled)
        XCTAssertFalse(field.isEditing, "disabling ends editing")
        XCTAssertFalse(field.becomeFirstResponder())
        field.insertText("b")
        field.paste("c")
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(name, "a")
        XCTAssertEqual(editing, [true, false])
        XCTAssertEqual(host.deferredWriteCount, 0, "the end of editing was reported after the update, not during it")
        isDisabled = false
        host.tick()
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("b")
        XCTAssertEqual(name, "ab")
    }

    func testDisabled_outerDisabledWinsOverInnerEnabled() throws {
        @State var name = ""
        let host = RepresentableHost { TextFieldWrapper(text: $name).disabled(false).disabled(true) }
        host.mount()
        XCTAssertEqual(host.view?.isEnabled, false)
        host.setBody { TextFieldWrapper(text: $name).disabled(false).disabled(false) }
        host.environment.isEnabled = false
        host.tick()
        XCTAssertEqual(host.view?.isEnabled, false, "the host's environment is outermost")
    }

    func testOnCommit_firesTheLatestClosureOnReturn() throws {
        @State var name = ""
        @State var version = 1
        var commits: [String] = []
        let host = RepresentableHost {
            let current = version
            return TextFieldWrapper(text: $name, onCommit: { commits.append("v\(current) \(name)") })
        }
        host.mount()
        let field = try XCTUnwrap(host.view)
        field.becomeFirstResponder()
        field.type("hi")
        version = 2
        host.tick()
        field.pressReturn()
        XCTAssertEqual(commits, ["v2 hi"])
        XCTAssertFalse(field.isEditing, "Return ends editing, as SwiftUI's TextField does")
        XCTAssertEqual(field.text, "hi", "Return never inserts a newline into a field")
    }

    func testOnEditingChanged_reportsBeginAndEnd() throws {
        @State var name = ""
        var events: [Bool] = []
        let host = RepresentableHost { TextFieldWrapper(text: $name).onEditingChanged { events.append($0) } }
        host.mount()
        let field = try XCTUnwrap(host.view)
        field.becomeFirstResponder()
        field.resignFirstResponder()
        XCTAssertEqual(events, [true, false])
    }

    func testV2Settings_applyPlaceholderAndClearButtonMode() throws {
        @State var name = "Anna"
        let host = RepresentableHost {
            TextFieldWrapper("Your name", text: $name, textColor: .blue, font: .headline, clearButtonMode: .whileEditing)
        }
        host.mount()
        let field = try XCTUnwrap(host.view)
        XCTAssertEqual(field.placeholder, "Your name")
        XCTAssertEqual(field.clearButtonMode, .whileEditing)
        XCTAssertEqual(host.coordinator?.appearance, TextAppearance(font: .headline, foregroundColor: .blue))
        field.becomeFirstResponder()
        XCTAssertTrue(field.isClearButtonVisible)
        field.tapClearButton()
        XCTAssertEqual(name, "", "the clear button's edit is written back too")
    }

    func testStyleChain_returnsTheWrapperItself() {
        let base = TextFieldWrapper(text: .constant("x"))
        let styled: TextFieldWrapper = base.foregroundColor(.red).clearButtonMode(.always).placeholder("p").onCommit {}
        XCTAssertEqual(styled.textColor, .red)
        XCTAssertEqual(styled.clearButtonMode, .always)
        XCTAssertEqual(styled.placeholder, "p")
        XCTAssertNil(base.textColor, "then edits a copy")
        let custom = base.then { $0.placeholder = "q" }
        XCTAssertEqual(custom.placeholder, "q")
        var copy = styled
        copy.placeholder = "z"
        XCTAssertEqual(copy.placeholder, "z")
        XCTAssertEqual(styled.placeholder, "p", "a copy's change leaves the value it was copied from alone")
        XCTAssertNil(base.placeholder)
        var unstyled = base
        unstyled.textColor = nil
        XCTAssertNil(unstyled.textColor)
        unstyled.delegate = TextFieldPolicies.maxLength(3)
        unstyled.textColor = .green
        XCTAssertEqual(unstyled.textColor, .green)
        XCTAssertNotNil(unstyled.delegate)
        XCTAssertNil(base.textColor, "the first setting of a copy leaves the value it was copied from alone")
        XCTAssertNil(base.delegate)
        unstyled.textColor = nil
        XCTAssertNil(unstyled.textColor, "a setting set back to nil")
    }

    func testIntrospect_reachesTheFieldAfterEveryUpdate() throws {
        @State var name = ""
        var calls = 0
        let host = RepresentableHost {
            TextFieldWrapper(text: $name).introspect { (field: TextField) in
                field.clearButtonMode = .whileEditing
                calls += 1
            }
        }
        host.mount()
        let field = try XCTUnwrap(host.view)
        XCTAssertEqual(field.clearButtonMode, .whileEditing)
        name = "x"
        host.tick()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(field.clearButtonMode, .whileEditing, "a setting left nil is not fought over")
    }

    func testFeedbackLoopBinding_settlesInOneTick() throws {
        @State var name = ""
        let uppercased = $name.map(get: { $0 }, set: { $0 = $1.uppercased() })
        let (host, field) = try mountedHost { TextFieldWrapper(text: uppercased) }
        var edits: [String] = []
        field.addEditObserver { edits.append("\($0.source.rawValue) \($0.range) \($0.replacement)") }
        field.becomeFirstResponder()
        field.insertText("a")
        XCTAssertEqual(name, "A")
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(field.text, "A")
        XCTAssertEqual(host.tick(), 0)
        field.insertText("b")
        XCTAssertEqual(host.tick(), 1)
        field.selectedRange = NSRange(location: 1, length: 0)
        field.insertText("c")
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(field.text, "ACB")
        XCTAssertEqual(field.selectedRange, NSRange(location: 2, length: 0), "the caret stays after the typed letter")
        XCTAssertEqual(edits, [
            "typing {0, 0} a", "programmatic {0, 1} A",
            "typing {1, 0} b", "programmatic {1, 1} B",
            "typing {1, 0} c", "programmatic {1, 1} C",
        ])
        XCTAssertEqual(host.deferredWriteCount, 0)
        field.checkInvariants()
        host.coordinator?.checkInvariants()
    }

}
