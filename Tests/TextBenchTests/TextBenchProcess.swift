import Foundation
import XCTest

extension XCTestCase {
    /// Runs the built `text-bench` (found next to the test bundle) with `arguments`; returns its
    /// exit status, its table (standard output) and its progress lines (standard error).
    func runTextBench(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let candidates = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        let executable = try XCTUnwrap(
            candidates.map { $0.appendingPathComponent("text-bench") }.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "text-bench not found next to the test bundle")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Progress lines are few: reading the table first cannot block the child on a full pipe.
        let table = output.fileHandleForReading.readDataToEndOfFile()
        let progress = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: table, as: UTF8.self), String(decoding: progress, as: UTF8.self))
    }
}
