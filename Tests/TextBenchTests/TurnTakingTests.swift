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

        let (status, table, progress) = try runTextBench(["traces", "--traces", traces.path, "--runs", "2", "--cap", "0.1"])

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
        XCTAssertFalse(table.contains("\nmemory:"), "traces read no text at random places:\n\(table)")
    }
}
