import XCTest

/// Asserts that `expression` throws an error whose description is exactly `message`; `context`
/// names the case when it does not throw at all.
func assertError<T>(
    _ expression: @autoclosure () throws -> T, _ message: String, _ context: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try expression(), context, file: file, line: line) { error in
        XCTAssertEqual("\(error)", message, context, file: file, line: line)
    }
}
