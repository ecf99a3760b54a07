import XCTest
@testable import ViewBridge

final class HostLifecycleTests: XCTestCase {
    func testMount_makesCoordinatorThenViewThenUpdates() {
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: "a") }
        XCTAssertNil(host.view)
        host.mount()
        XCTAssertEqual(log.take(), ["makeCoordinator", "makeView a", "updateView a"])
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 1))
        XCTAssertEqual(host.view?.label, "a")
        XCTAssertTrue(host.isIdle)
        host.checkInvariants()
    }

    func testMount_twiceMakesNothingMore() {
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: "a") }
        host.mount()
        log.lines.removeAll()
        host.mount()
        XCTAssertEqual(log.lines, [])
        XCTAssertEqual(host.lifecycle.makeView, 1)
    }

    func testStateChange_updatesAtNextTickOnly() {
        let log = ProbeLog()
        @State var label = "a"
        let host = RepresentableHost { Probe(log: log, label: label) }
        host.mount()
        log.lines.removeAll()
        label = "b"
        XCTAssertEqual(log.lines, [], "a write outside an update does not update synchronously")
        XCTAssertTrue(host.needsUpdate)
        XCTAssertEqual(host.tick(), 1)
        XCTAssertEqual(log.take(), ["updateView b"])
        XCTAssertEqual(host.tick(), 0)
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 2))
        host.checkInvariants()
    }

    func testStateNotRead_doesNotUpdate() {
        let log = ProbeLog()
        @State var read = "a"
        @State var unread = 0
        let host = RepresentableHost { Probe(log: log, label: read) }
        host.mount()
        unread = 5
        XCTAssertFalse(host.needsUpdate)
        XCTAssertEqual(host.tick(), 0)
        XCTAssertEqual(host.lifecycle.updateView, 1)
        XCTAssertEqual(unread, 5)
    }

    func testDependencies_followTheLatestUpdate() {
        let log = ProbeLog()
        @State var useFirst = true
        @State var first = "1"
        @State var second = "2"
        let host = RepresentableHost { Probe(log: log, label: useFirst ? first : second) }
        host.mount()
        useFirst = false
        host.tick()
        XCTAssertEqual(host.view?.label, "2")
        first = "one"
        XCTAssertFalse(host.needsUpdate, "no longer read, so no longer a dependency")
        second = "two"
        host.tick()
        XCTAssertEqual(host.view?.label, "two")
        host.checkInvariants()
    }

    func testEqualWrite_doesNotUpdate() {
        let log = ProbeLog()
        @State var label = "a"
        let host = RepresentableHost { Probe(log: log, label: label) }
        host.mount()
        label = "a"
        XCTAssertFalse(host.needsUpdate)
    }

    func testEnvironmentChange_updatesWithTheNewEnvironment() {
        let log = ProbeLog()
        var seen: [Bool] = []
        let host = RepresentableHost {
            Probe(log: log, label: "a") { _, context in seen.append(context.environment.isEnabled) }
        }
        host.mount()
        host.environment.isEnabled = false
        host.tick()
        XCTAssertEqual(seen, [true, false])
        XCTAssertEqual(host.lifecycle.makeView, 1)
    }

    func testSetBody_updatesWithoutRemaking() {
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: "a") }
        host.mount()
        let view = host.view
        log.lines.removeAll()
        host.setBody { Probe(log: log, label: "b") }
        host.tick()
        XCTAssertEqual(log.take(), ["updateView b"])
        XCTAssertTrue(host.view === view)
    }

    func testIdentityChange_dismantlesOldAndMakesNew() throws {
        let log = ProbeLog()
        @State var record = 1
        let host = RepresentableHost { Probe(log: log, label: "r\(record)").id(record) }
        host.mount()
        let first = try XCTUnwrap(host.view)
        let firstCoordinator = try XCTUnwrap(host.coordinator)
        log.lines.removeAll()
        record = 2
        host.tick()
        XCTAssertEqual(log.take(), ["makeCoordinator", "makeView r2", "updateView r2"])
        XCTAssertEqual(first.label, "dismantled")
        XCTAssertFalse(host.view === first)
        XCTAssertFalse(host.coordinator === firstCoordinator)
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 2, makeView: 2, updateView: 2, dismantleView: 1))
        record = 2
        host.tick()
        XCTAssertEqual(host.lifecycle.makeView, 2)
        host.checkInvariants()
    }

    func testUnmount_dismantlesOnceAndStopsDepending() throws {
        let log = ProbeLog()
        @State var label = "a"
        let host = RepresentableHost { Probe(log: log, label: label) }
        host.mount()
        let view = try XCTUnwrap(host.view)
        host.unmount()
        host.unmount()
        XCTAssertEqual(view.label, "dismantled")
        XCTAssertEqual(host.lifecycle.dismantleView, 1)
        XCTAssertNil(host.view)
        XCTAssertNil(host.coordinator)
        XCTAssertEqual(_label.storage.subscriberCount, 0)
        label = "b"
        XCTAssertEqual(host.tick(), 0)
        XCTAssertEqual(host.lifecycle.updateView, 1)
        host.checkInvariants()
    }

    func testRemount_makesAFreshView() {
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: "a") }
        host.mount()
        host.unmount()
        log.lines.removeAll()
        host.mount()
        XCTAssertEqual(log.take(), ["makeCoordinator", "makeView a", "updateView a"])
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 2, makeView: 2, updateView: 2, dismantleView: 1))
        host.checkInvariants()
    }

    func testReleasedHost_dismantlesItsView() throws {
        let log = ProbeLog()
        var host: RepresentableHost<Probe>? = RepresentableHost { Probe(log: log, label: "a") }
        host?.mount()
        let view = try XCTUnwrap(host?.view)
        host = nil
        XCTAssertEqual(view.label, "dismantled")
    }

    func testWriteDuringUpdate_isDeferredCountedAndNeverRecursive() {
        let log = ProbeLog()
        @State var label = "a"
        @State var mirror = ""
        var seenDuringUpdate: [String] = []
        let host = RepresentableHost {
            Probe(log: log, label: label) { _, _ in
                mirror = label
                seenDuringUpdate.append(_mirror.storage.currentValue)
            }
        }
        host.mount()
        XCTAssertEqual(seenDuringUpdate, [""], "the write is not applied inside the update that made it")
        XCTAssertEqual(mirror, "a", "it is applied in the host's next pass")
        XCTAssertEqual(host.deferredWriteCount, 1)
        XCTAssertEqual(host.diagnostics, [.deferredWrite("State<String>")])
        label = "b"
        XCTAssertEqual(host.tick(), 2, "one pass updates, the next applies the deferred write")
        XCTAssertEqual(mirror, "b")
        XCTAssertEqual(host.deferredWriteCount, 2)
        XCTAssertEqual(log.maxUpdateDepth, 1)
        XCTAssertEqual(host.lifecycle.updateView, 2, "written, not read: no update follows the write")
        host.checkInvariants()
    }

    func testBindingWriteDuringUpdate_isDeferred() {
        let log = ProbeLog()
        @State var flag = false
        let binding = $flag
        let host = RepresentableHost {
            Probe(log: log, label: "a") { _, _ in binding.wrappedValue = true }
        }
        host.mount()
        XCTAssertTrue(flag)
        XCTAssertEqual(host.diagnostics, [.deferredWrite("Binding<Bool>")])
    }

    func testUpdateThatAlwaysWrites_stopsAtThePassLimit() {
        let log = ProbeLog()
        @State var counter = 0
        let host = RepresentableHost {
            Probe(log: log, label: "\(counter)") { _, _ in counter += 1 }
        }
        host.maximumPassesPerTick = 5
        host.mount()
        XCTAssertEqual(host.diagnostics.last, .passLimitReached(5))
        XCTAssertEqual(log.maxUpdateDepth, 1)
        let updatesAfterMount = host.lifecycle.updateView
        XCTAssertEqual(updatesAfterMount, 1 + 5, "mount's update plus one per pass of its tick")
        XCTAssertEqual(host.tick(), 5)
        XCTAssertEqual(host.lifecycle.updateView, updatesAfterMount + 5)
        XCTAssertFalse(host.isIdle)
    }

    func testTickDuringUpdate_isIgnoredAndReported() {
        let log = ProbeLog()
        var host: RepresentableHost<Probe>!
        host = RepresentableHost {
            Probe(log: log, label: "a") { _, _ in host.tick() }
        }
        host.mount()
        XCTAssertEqual(host.diagnostics, [.reentrantCall("tick")])
        XCTAssertEqual(log.maxUpdateDepth, 1)
    }

    func testAfterUpdate_runsAfterTheUpdateUncounted() {
        let log = ProbeLog()
        @State var label = "a"
        var order: [String] = []
        let host = RepresentableHost {
            Probe(log: log, label: label) { _, context in
                order.append("update \(label)")
                if label == "a" {
                    context.afterUpdate {
                        order.append("after")
                        label = "b"
                    }
                }
            }
        }
        host.mount()
        XCTAssertEqual(order, ["update a", "after", "update b"])
        XCTAssertEqual(host.deferredWriteCount, 0)
        XCTAssertEqual(host.diagnostics, [])
    }

    func testTransaction_reachesTheUpdateItCausedOnly() {
        let log = ProbeLog()
        @State var label = "a"
        var seen: [Animation?] = []
        let host = RepresentableHost {
            Probe(log: log, label: label) { _, context in seen.append(context.transaction.animation) }
        }
        host.mount()
        withAnimation(.easeInOut) { label = "b" }
        host.tick()
        host.setNeedsUpdate()
        host.tick()
        $label.animation(.linear(duration: 2)).wrappedValue = "c"
        host.tick()
        XCTAssertEqual(seen, [nil, .easeInOut, nil, .linear(duration: 2)])
    }

    func testControllerRepresentable_followsTheSameLifecycle() throws {
        @State var url = URL(string: "https://example.com/a")!
        @State var isPresented = true
        let host = RepresentableHost { SafariView(url: url, isPresented: $isPresented) }
        host.mount()
        let controller = try XCTUnwrap(host.view)
        XCTAssertTrue(controller.delegate === host.coordinator)
        url = URL(string: "https://example.com/b")!
        host.tick()
        XCTAssertTrue(host.view === controller, "a new URL is loaded, not a new controller")
        XCTAssertEqual(controller.loadedURLs.map(\.path), ["/a", "/b"])
        controller.tapDone()
        XCTAssertFalse(isPresented)
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
