import Foundation
import XCTest

/// The memory-latency line under the table: measured when a workload reads the text at random
/// places, for 1 MB and for the generated document's UTF-16 units.
final class MemoryLatencyTests: XCTestCase {
    func testRandomEdits_endTheTableWithTheLatencyOfADependentLoad() throws {
        let (status, table, progress) = try runTextBench(["random-edits", "--size", "0.01", "--runs", "1", "--cap", "0.05"])

        XCTAssertEqual(status, 0, progress)
        let line = try XCTUnwrap(table.split(separator: "\n").last.map(String.init))
        let pattern =
            #"^memory: a load at a random place that waits for the one before it \(a pointer chase, 2 MiB pages\) takes [0-9]+ ns in 1 MB and [0-9]+ ns in 0\.02 MB\.$"#
        XCTAssertNotNil(line.range(of: pattern, options: .regularExpression), line)
    }
}
