import Foundation
import XCTest
import ViewBridge
import SeededRandom

/// The demo screen, as the REPL's `--demo` mode drives it: state `name` and `color`, a
/// `TextFieldWrapper` bound to the name, and two buttons.
private struct Demo {
    @State var name = "Anna"
    @State var color = Color.black

    static let names = ["Bob", "Carla", "Dmitri", "Eve"]
    static let colors: [Color] = [.red, .green, .blue, .purple]

    var body: TextFieldWrapper {
        TextFieldWrapper("Name", text: $name).foregroundColor(color)
    }

    /// The "Random Name" button.
    func pressRandomName(using generator: inout SplitMix64) {
        name = Self.names[Int(generator.next() % UInt64(Self.names.count))]
    }

    /// The "Change Color" button: the next color of the palette.
    func pressChangeColor() {
        let index = Self.colors.firstIndex(of: color).map { $0 + 1 } ?? 0
        color = Self.colors[index % Self.colors.count]
    }
}

final class DemoScenarioTests: XCTestCase {
    func testDemo_buttonsAndTypingReachEachOther() throws {
        let seed: UInt64 = 42
        var generator = SplitMix64(seed: seed)
        let demo = Demo()
        let (host, field) = try mountedHost { demo.body }
        let coordinator = try XCTUnwrap(host.coordinator)
        XCTAssertEqual(field.text, "Anna")
        XCTAssertEqual(field.placeholder, "Name")
        XCTAssertEqual(coordinator.appearance.foregroundColor, .black)

        // press "Random Name": state first, the field at the next tick.
        demo.pressRandomName(using: &generator)
        let chosen = demo.name
        XCTAssertTrue(Demo.names.contains(chosen), "seed \(seed)")
        host.tick()
        XCTAssertEqual(field.text, chosen)

        // press "Change Color": the same field, recolored.
        demo.pressChangeColor()
        host.tick()
        XCTAssertEqual(coordinator.appearance.foregroundColor, .red)

        // typing reaches the state.
        field.becomeFirstResponder()
        field.moveCaret(to: .documentEnd)
        field.type("!")
        XCTAssertEqual(demo.name, chosen + "!")
        host.tick()

        XCTAssertTrue(host.view === field)
        XCTAssertEqual(host.lifecycle, LifecycleCounts(makeCoordinator: 1, makeView: 1, updateView: 4))
        XCTAssertEqual(host.deferredWriteCount, 0)
        XCTAssertTrue(host.isIdle)
        host.checkInvariants()
    }
}
