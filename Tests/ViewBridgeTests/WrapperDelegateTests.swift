import Foundation
import XCTest
import ViewBridge

/// A wrapper's own delegate: asked first, told of everything, and able to shape what reaches state.
final class WrapperDelegateTests: XCTestCase {
    private final class Log: TextFieldDelegate, TextViewDelegate, SearchBarDelegate {
        var lines: [String] = []
        var allowsReturn = true

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
            lines.append("shouldBeginEditing")
            return true
        }

        func textFieldDidBeginEditing(_ textField: TextField) { lines.append("didBeginEditing") }

        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            lines.append("shouldChangeCharacters \(range) \(string)")
            return true
        }

        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            lines.append("shouldReturn")
            return allowsReturn
        }

        func textFieldDidEndEditing(_ textField: TextField) { lines.append("didEndEditing") }

        func textViewDidChange(_ textView: TextView) { lines.append("textViewDidChange \(textView.text)") }

        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { lines.append("searchButtonClicked") }
    }

    func testTextFieldDelegate_isAskedFirstAndToldEverything() throws {
        @State var name = ""
        var commits = 0
        let log = Log()
        let host = RepresentableHost { TextFieldWrapper(text: $name, onCommit: { commits += 1 }).delegate(log) }
        host.mount()
        let field = try XCTUnwrap(host.view)
        field.becomeFirstResponder()
        field.type("ok")
        log.allowsReturn = false
        field.pressReturn()
        XCTAssertEqual(commits, 0, "the delegate refused Return")
        log.allowsReturn = true
        field.pressReturn()
        XCTAssertEqual(commits, 1)
        XCTAssertEqual(log.lines, [
            "shouldBeginEditing", "didBeginEditing",
            "shouldChangeCharacters {0, 0} o", "shouldChangeCharacters {1, 0} k",
            "shouldReturn", "shouldReturn", "didEndEditing",
        ])
        XCTAssertEqual(name, "ok")
    }

    func testPolicies_limitWhatTheUserTypes_notWhatStateSets() throws {
        // A policy is a delegate: as in UIKit, text set by code (here the update from state) is
        // not reviewed, so the field shows the state as it is.
        @State var name = ""
        let (host, field) = try mountedHost { TextFieldWrapper(text: $name).delegate(TextFieldPolicies.maxLength(5)) }
        field.becomeFirstResponder()
        field.type("abcdefg")
        XCTAssertEqual(name, "abcde")
        name = "Bartholomew"
        host.tick()
        XCTAssertEqual(field.text, "Bartholomew", "the update from state is programmatic")
        XCTAssertEqual(name, "Bartholomew")
        field.type("s")
        XCTAssertEqual(field.text, "Bartholomew", "typing past the limit is still refused")
        field.deleteBackward()
        XCTAssertEqual(name, "Bartholome", "and what the user deletes is written back")
        host.tick()
        XCTAssertEqual(field.text, "Bartholome")
        XCTAssertTrue(host.isIdle)
        XCTAssertEqual(host.deferredWriteCount, 0)
    }

    func testValidatorRefusal_isWrittenBackToState() throws {
        @State var code = "123"
        let (host, field) = try mountedHost { TextFieldWrapper(text: $code) }
        field.validator = try RegexValidator(pattern: "[0-9]*")
        code = "12a"
        host.tick()
        XCTAssertEqual(field.text, "123")
        XCTAssertEqual(code, "123")
        XCTAssertTrue(host.isIdle)
    }

    func testTextViewAndSearchBarDelegates_areTold() throws {
        @State var notes = ""
        @State var query = ""
        let log = Log()
        let view = RepresentableHost { TextViewWrapper(text: $notes).delegate(log) }
        let bar = RepresentableHost { SearchBarWrapper(text: $query).delegate(log) }
        view.mount()
        bar.mount()
        view.view?.becomeFirstResponder()
        view.view?.type("x")
        bar.view?.becomeFirstResponder()
        bar.view?.pressReturn()
        XCTAssertEqual(log.lines, ["textViewDidChange x", "searchButtonClicked"])
        XCTAssertEqual(notes, "x")
    }
}
