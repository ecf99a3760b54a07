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

    func testUpdate_updatesNowOnlyWhenMounted() {
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: "a") }
        host.update()
        XCTAssertEqual(log.lines, [], "nothing to update before mount")
        host.mount()
        log.lines.removeAll()
        host.update()
        XCTAssertEqual(log.take(), ["updateView a"])
        XCTAssertTrue(host.isIdle)
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
        let (host, first) = try mountedHost { Probe(log: log, label: "r\(record)").id(record) }
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
        let (host, view) = try mountedHost { Probe(log: log, label: label) }
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

    func testReleasedHost_stopsDependingOnItsState() throws {
        let log = ProbeLog()
        @State var label = "a"
        var host: RepresentableHost<Probe>? = RepresentableHost { Probe(log: log, label: label) }
        host?.mount()
        XCTAssertEqual(_label.storage.subscriberCount, 1)
        host = nil
        XCTAssertEqual(_label.storage.subscriberCount, 0, "a released host leaves nothing in the state")
    }
}
