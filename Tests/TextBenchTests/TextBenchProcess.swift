import Foundation
import ProcessTestSupport
import XCTest

extension XCTestCase {
    /// Runs the built `text-bench` (found next to the test bundle) with `arguments`; returns its
    /// exit status, its table (standard output) and its progress lines (standard error, which are
    /// few enough not to fill a pipe while the table is read).
    func runTextBench(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let executable = try XCTUnwrap(BuiltProgram.url("text-bench"), "text-bench not found next to the test bundle")
        let result = try BuiltProgram.run(executable, arguments)
        return (result.status, result.outputText, result.errorText)
    }
}
