import XCTest
import ViewBridge
import BridgeExamples

/// The generic `Wrap`, with each of its three initialisers, around the example activity indicator
/// whose `isAnimating` follows a binding.
final class WrapTests: XCTestCase {
    private var made = 0

    private func makeIndicator() -> ActivityIndicator {
        made += 1
        return ActivityIndicator()
    }

    func testUpdaterWithContext_followsTheBindingAndSeesTheTransaction() throws {
        @State var isLoading = false
        let loading = $isLoading
        var animations: [Animation?] = []
        let host = RepresentableHost {
            Wrap(self.makeIndicator()) { indicator, context in
                animations.append(context.transaction.animation)
                if loading.wrappedValue { indicator.startAnimating() } else { indicator.stopAnimating() }
            }
        }
        host.mount()
        let indicator = try XCTUnwrap(host.view)
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertTrue(indicator.isHidden)
        indicator.checkInvariants()
        withAnimation(.easeInOut) { isLoading = true }
        host.tick()
        XCTAssertTrue(indicator.isAnimating)
        indicator.checkInvariants()
        isLoading = false
        host.tick()
        XCTAssertFalse(indicator.isAnimating)
        indicator.checkInvariants()
        XCTAssertEqual(animations, [nil, .easeInOut, nil])
        XCTAssertEqual(made, 1, "the autoclosure runs once, in makeView")
        XCTAssertTrue(host.view === indicator)
    }

    func testUpdaterWithoutContext_followsTheBinding() throws {
        @State var isLoading = true
        let loading = $isLoading
        let host = RepresentableHost {
            Wrap(self.makeIndicator()) { indicator in
                loading.wrappedValue ? indicator.startAnimating() : indicator.stopAnimating()
            }
        }
        host.mount()
        let indicator = try XCTUnwrap(host.view)
        XCTAssertTrue(indicator.isAnimating)
        indicator.checkInvariants()
        isLoading = false
        host.tick()
        indicator.checkInvariants()
        isLoading = true
        host.tick()
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertEqual(indicator.startCount, 2)
        indicator.checkInvariants()
        XCTAssertEqual(made, 1)
    }

    func testStaticWrap_makesOnceAndNeverUpdates() throws {
        @State var isLoading = false
        let host = RepresentableHost {
            Wrap(self.makeIndicator())
        }
        host.mount()
        let indicator = try XCTUnwrap(host.view)
        indicator.startAnimating()
        isLoading = true
        XCTAssertEqual(host.tick(), 0, "it reads no state, so nothing updates it")
        host.setNeedsUpdate()
        host.tick()
        XCTAssertTrue(indicator.isAnimating, "its updates change nothing")
        indicator.checkInvariants()
        XCTAssertEqual(made, 1)
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 2))
    }

    func testWrap_takesModifiers() throws {
        var tints: [Color?] = []
        let host = RepresentableHost {
            Wrap(ActivityIndicator()) { _, context in tints.append(context.environment.foregroundColor) }
                .foregroundColor(.orange)
        }
        host.mount()
        XCTAssertEqual(tints, [.orange])
    }
}
