import XCTest
@testable import ViewBridge

/// State written during an update: deferred to the next pass, counted, never re-entrant, never
/// looping forever; and the transaction a write carries into the update it causes.
final class DeferredWriteTests: XCTestCase {
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
}
