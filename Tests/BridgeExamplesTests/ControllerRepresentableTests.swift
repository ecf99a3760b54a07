import Foundation
import XCTest
import ViewBridge
import BridgeExamples

/// The controller-flavoured representable, with the example `SafariView`.
final class ControllerRepresentableTests: XCTestCase {
    func testControllerRepresentable_followsTheSameLifecycle() throws {
        @State var url = URL(string: "https://example.com/a")!
        @State var isPresented = true
        let host = RepresentableHost { SafariView(url: url, isPresented: $isPresented) }
        host.mount()
        let controller = try XCTUnwrap(host.view)
        XCTAssertTrue(controller.delegate === host.coordinator)
        controller.checkInvariants()
        url = URL(string: "https://example.com/b")!
        host.tick()
        XCTAssertTrue(host.view === controller, "a new URL is loaded, not a new controller")
        XCTAssertEqual(controller.loadedURLs.map(\.path), ["/a", "/b"])
        controller.checkInvariants()
        controller.tapDone()
        XCTAssertFalse(isPresented)
        controller.checkInvariants()
        host.unmount()
        XCTAssertNil(controller.delegate)
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 2, dismantleView: 1))
    }

    func testControllerRepresentable_takesViewModifiers() throws {
        let host = RepresentableHost {
            SafariView(url: URL(string: "https://example.com")!).representation.foregroundColor(.purple)
        }
        host.mount()
        XCTAssertEqual(host.view?.preferredControlTintColor, .purple)
    }
}
