@testable import TextDocument
import XCTest

/// The reach found from a pattern's text: 6 units an atom, lookbehinds added up, nil where the
/// text gives no bound.
final class LookbehindReachTests: XCTestCase {
    private func reach(_ pattern: String) -> Int? { LookbehindReach.of(Array(pattern.utf16)) }

    func testBoundedLookbehinds() {
        let reaches: [(pattern: String, reach: Int)] = [
            ("node", 0),
            ("a+b*(?=c+)", 0),
            ("(?<=leaf )node", 30),
            ("(?<!x|yz)w+", 12),
            ("(?<=ab{2,3})c", 24),
            ("(?<=(?:ab){2}c?)", 30),
            ("(?<=[a-z[:digit:]\\]]{3})", 18),
            ("(?<=\\Qa)b\\E)", 18),
            ("(?<=\\R\\x{1F600}\\p{L}\\u0301.)", 36),
            ("(?<=^\\b$)", 0),
            ("(?<=(?<=a)b)c", 12),
            ("(?<name>a)\\k<name>(?#(?<=abc)(?i)(?<=😀)", 6),
        ]
        for (pattern, expected) in reaches {
            XCTAssertEqual(reach(pattern), expected, pattern)
        }
    }

    func testUnboundedOrUnfollowed_isNil() {
        let patterns = [
            "(?<=a+)b",
            "(?<=a{2,})b",
            "(a)(?<=\\1)",
            "(?<=\\X)",
            "(?x)(?<=a # )\n)b",
            "(?<=a{99999})",
            "(?<=[ab)",
            "(?<=a",
            "a)",
        ]
        for pattern in patterns {
            XCTAssertNil(reach(pattern), pattern)
        }
    }
}
