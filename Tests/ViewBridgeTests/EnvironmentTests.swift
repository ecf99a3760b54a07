import XCTest
import ViewBridge

private struct MyFontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

extension EnvironmentValues {
    /// A custom key, declared as SwiftUI's are.
    fileprivate var myFont: Font? {
        get { self[MyFontKey.self] }
        set { self[MyFontKey.self] = newValue }
    }
}

final class EnvironmentTests: XCTestCase {
    func testDefaults() {
        let environment = EnvironmentValues()
        XCTAssertTrue(environment.isEnabled)
        XCTAssertNil(environment.font)
        XCTAssertNil(environment.foregroundColor)
        XCTAssertNil(environment.focusScope)
        XCTAssertNil(environment.myFont)
    }

    func testCustomKey_reachesTheRepresentable() {
        let log = ProbeLog()
        var seen: [Font?] = []
        @State var font: Font? = .title
        let host = RepresentableHost {
            Probe(log: log, label: "a") { _, context in seen.append(context.environment.myFont) }
                .environment(\.myFont, font)
        }
        host.mount()
        font = .custom("Menlo", size: 12)
        host.tick()
        XCTAssertEqual(seen, [.title, .custom("Menlo", size: 12)])
        XCTAssertEqual(host.lifecycle.makeView, 1)
    }

    func testModifiers_innerOverridesOuterExceptDisabled() {
        let log = ProbeLog()
        var seen: [String] = []
        let host = RepresentableHost {
            Probe(log: log, label: "a") { _, context in
                let environment = context.environment
                seen.append("\(environment.isEnabled) \(environment.font?.name ?? "-") \(environment.foregroundColor?.name ?? "-")")
            }
            .font(.body).foregroundColor(.red).disabled(false)
            .font(.title).disabled(true)
        }
        host.mount()
        XCTAssertEqual(seen, ["false body red"])
    }
}
