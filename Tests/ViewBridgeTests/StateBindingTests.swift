import Foundation
import XCTest
@testable import ViewBridge

final class StateBindingTests: XCTestCase {
    private struct Person {
        var name: String
        var age: Int
    }

    func testState_copiesShareOneValue() {
        struct Screen {
            @State var count = 0
        }
        let screen = Screen()
        let copy = screen
        copy.count = 3
        XCTAssertEqual(screen.count, 3)
        screen.$count.wrappedValue += 1
        XCTAssertEqual(copy.count, 4)
    }

    func testKeyPathBinding_readsAndWritesAPart() {
        @State var person = Person(name: "Ann", age: 30)
        let name = $person.name
        XCTAssertEqual(name.wrappedValue, "Ann")
        name.wrappedValue = "Bea"
        XCTAssertEqual(person.name, "Bea")
        XCTAssertEqual(person.age, 30)
    }

    func testMappedBinding_transformsBothWays() {
        @State var celsius = 100.0
        let fahrenheit = $celsius.map(get: { $0 * 9 / 5 + 32 }, set: { $0 = ($1 - 32) * 5 / 9 })
        XCTAssertEqual(fahrenheit.wrappedValue, 212)
        fahrenheit.wrappedValue = 32
        XCTAssertEqual(celsius, 0)
    }

    func testConstantBinding_ignoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "other"
        XCTAssertEqual(binding.wrappedValue, "fixed")
    }

    func testBindingProperty_projectsItself() {
        struct Row {
            @Binding var title: String
        }
        @State var title = "a"
        let row = Row(title: $title)
        row.title = "b"
        XCTAssertEqual(title, "b")
        row.$title.wrappedValue = "c"
        XCTAssertEqual(title, "c")
    }

    func testRopeState_comparesByIdentityOnly() throws {
        @State var document = TextRope("abc")
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: String(document)) }
        host.mount()
        document = document
        XCTAssertFalse(host.needsUpdate, "the same storage is no change")
        document = TextRope("abc")
        XCTAssertTrue(host.needsUpdate, "equal text in other storage is, without comparing the texts")
    }

    func testNonEquatableState_updatesOnEveryWrite() {
        @State var person = Person(name: "Ann", age: 1)
        let log = ProbeLog()
        let host = RepresentableHost { Probe(log: log, label: person.name) }
        host.mount()
        person = Person(name: "Ann", age: 1)
        XCTAssertTrue(host.needsUpdate)
    }

    func testWriteOutsideAnUpdate_isImmediate() {
        @State var value = 1
        $value.wrappedValue = 2
        XCTAssertEqual(value, 2)
        XCTAssertFalse(UpdateTracking.isUpdating)
    }
}
