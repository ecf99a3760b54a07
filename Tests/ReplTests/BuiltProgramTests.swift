import Foundation
import ProcessTestSupport
import XCTest

/// How the test support runs a child process when the child does not read its input.
final class BuiltProgramTests: XCTestCase {
    // More input than a pipe holds: the write blocks until the child closes its end, then fails
    // with a broken pipe, every time (a short input would race with the child's exit).
    func testChildClosingItsInputUnread_endsNormallyWithItsOutput() throws {
        let input = Data(repeating: UInt8(ascii: "x"), count: 256 * 1024)
        let result = try BuiltProgram.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec 0<&-; echo closed; exit 3"], input: input)
        XCTAssertEqual(result.reason, .exit)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.outputText, "closed\n")
        XCTAssertEqual(result.errorText, "")
    }
}
