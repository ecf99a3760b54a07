import Foundation
import XCTest

/// Runs the built `text-bench` (a debug build: only the table's shape and the order of runs are
/// checked, never a rate) on one small trace.
final class TurnTakingTests: XCTestCase {
    func testTheImplementationsOfARow_takeTurnsRunByRun_andEachGetsItsRow() throws {
        let traces = FileManager.default.temporaryDirectory.appendingPathComponent("text-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: traces, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: traces) }
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/traces")
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("sveltecomponent.json.gz"), to: traces.appendingPathComponent("sveltecomponent.json.gz"))

        let (status, table, progress) = try run(["traces", "--traces", traces.path, "--runs", "2", "--cap", "0.1"])

        XCTAssertEqual(status, 0, progress)
        XCTAssertTrue(table.hasPrefix("text-bench: 2 runs per row, capped at 0.10 s each"), table)
        let implementations = ["TextRope", "c-api", "CFMutableString", "NSMutableString", "String", "[UInt16]"]
        for implementation in implementations {
            let row = table.split(separator: "\n").first { $0.contains(" \(implementation) ") }
            XCTAssertNotNil(row, "no row for \(implementation) in\n\(table)")
            XCTAssertTrue(row?.split(separator: " ").contains("ok") ?? false, "\(implementation): \(row ?? "")")
        }
        let turns = progress.split(separator: "\n").filter { $0.hasPrefix("traces sveltecomponent ") }
        let expected = (1...2).flatMap { run in implementations.map { "traces sveltecomponent \($0) run \(run)/2…" } }
        XCTAssertEqual(turns.map(String.init), expected)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
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
