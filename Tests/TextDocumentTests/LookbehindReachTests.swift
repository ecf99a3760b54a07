@testable import TextDocument
import XCTest

/// The reach found from a pattern's text: 6 units an atom, lookbehinds added up, nil where the
/// text gives no bound.
final class LookbehindReachTests: XCTestCase {
    private func reach(_ pattern: String) -> Int? { LookbehindReach.of(Array(pattern.utf16)) }

    func testBoundedLookbehinds() {
        XCTAssertEqual(reach("node"), 0)
        XCTAssertEqual(reach("a+b*(?=c+)"), 0)
        XCTAssertEqual(reach("(?<=leaf )node"), 30)
        XCTAssertEqual(reach("(?<!x|yz)w+"), 12)
        XCTAssertEqual(reach("(?<=ab{2,3})c"), 24)
        XCTAssertEqual(reach("(?<=(?:ab){2}c?)"), 30)
        XCTAssertEqual(reach("(?<=[a-z[:digit:]\\]]{3})"), 18)
        XCTAssertEqual(reach("(?<=\\Qa)b\\E)"), 18)
        XCTAssertEqual(reach("(?<=\\R\\x{1F600}\\p{L}\\u0301.)"), 36)
        XCTAssertEqual(reach("(?<=^\\b$)"), 0)
        XCTAssertEqual(reach("(?<=(?<=a)b)c"), 12)
        XCTAssertEqual(reach("(?<name>a)\\k<name>(?#(?<=abc)(?i)(?<=😀)"), 6)
    }

    func testUnboundedOrUnfollowed_isNil() {
        XCTAssertNil(reach("(?<=a+)b"))
        XCTAssertNil(reach("(?<=a{2,})b"))
        XCTAssertNil(reach("(a)(?<=\\1)"))
        XCTAssertNil(reach("(?<=\\X)"))
        XCTAssertNil(reach("(?x)(?<=a # )\n)b"))
        XCTAssertNil(reach("(?<=a{99999})"))
        XCTAssertNil(reach("(?<=[ab)"))
        XCTAssertNil(reach("(?<=a"))
        XCTAssertNil(reach("a)"))
    }
}
