import Foundation
import ProcessTestSupport
import XCTest

/// Runs the built `textfield-repl` executable, which SwiftPM puts next to the test bundle in
/// `.build/<triple>/<configuration>/`.
enum ReplProcess {
    typealias Result = BuiltProgram.Result

    /// The executable, or a test failure naming where it was looked for.
    static func executable(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        if let url = BuiltProgram.url("textfield-repl") { return url }
        XCTFail(
            "textfield-repl not found next to the test bundle in \(BuiltProgram.searchedDirectories.map(\.path)); build it first",
            file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs the REPL (or `launcher`, a program that starts it) with `arguments`, `input` on
    /// standard input (a pipe, so not a terminal), in `directory` (the test's own when `nil`).
    static func run(
        _ arguments: [String], input: Data = Data(), in directory: URL? = nil, launcher: URL? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Result {
        try BuiltProgram.run(launcher ?? executable(file: file, line: line), arguments, input: input, in: directory)
    }
}
