import XCTest
import ViewBridge

final class SearchBarWrapperTests: XCTestCase {
    func testSearchBar_reportsTextSearchAndCancel() throws {
        @State var query = ""
        var log: [String] = []
        let host = RepresentableHost {
            SearchBarWrapper(
                text: $query, placeholder: "Search", showsCancelButton: true,
                onTextChange: { log.append("change \($0)") },
                onSearchButtonClicked: { log.append("search \(query)") },
                onCancelButtonClicked: { log.append("cancel \(query)") })
        }
        host.mount()
        let bar = try XCTUnwrap(host.view)
        XCTAssertEqual(bar.placeholder, "Search")
        XCTAssertTrue(bar.showsCancelButton)
        bar.becomeFirstResponder()
        bar.type("ab")
        XCTAssertEqual(query, "ab")
        bar.pressReturn()
        bar.tapCancelButton()
        XCTAssertEqual(log, ["change a", "change ab", "search ab", "cancel "])
        XCTAssertEqual(bar.text, "")
        XCTAssertFalse(bar.isEditing, "Cancel ends editing")
        query = "swift"
        host.tick()
        XCTAssertEqual(bar.text, "swift")
        XCTAssertEqual(log.count, 4, "a change from state is not a user change")
        XCTAssertEqual(host.deferredWriteCount, 0)
    }

    func testSearchBar_focusAndDisabled() throws {
        @State var query = ""
        @State var isFocused = false
        let (host, bar) = try mountedHost { SearchBarWrapper(text: $query).focused($isFocused) }
        isFocused = true
        host.tick()
        XCTAssertTrue(bar.isEditing)
        host.environment.isEnabled = false
        host.tick()
        XCTAssertFalse(bar.isEnabled)
        XCTAssertFalse(bar.isEditing)
        XCTAssertFalse(isFocused)
        XCTAssertEqual(host.deferredWriteCount, 0)
    }
}
