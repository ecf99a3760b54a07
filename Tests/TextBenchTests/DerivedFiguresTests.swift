import Foundation
import XCTest

/// The figures under the table that the targets are stated in: the wrapper's keystrokes against
/// the bare field's, and a random edit in the large document beyond one in 1 MB, in memory loads.
final class DerivedFiguresTests: XCTestCase {
    private func lines(_ table: String, starting prefix: String) -> [String] {
        table.split(separator: "\n").map(String.init).filter { $0.hasPrefix(prefix) }
    }

    func testWrapperRows_areComparedWithTheBareFieldSizeBySize() throws {
        let (status, table, progress) = try runTextBench(["keystrokes", "wrapper", "--size", "0.01", "--runs", "1", "--cap", "0.05"])

        XCTAssertEqual(status, 0, progress)
        let ratios = lines(table, starting: "wrapper: typing at ")
        XCTAssertEqual(ratios.count, 2, table)
        for (line, size) in zip(ratios, ["1 KB", "0\\.01 MB"]) {
            let pattern = #"^wrapper: typing at "# + size + #" runs at [0-9]+\.[0-9]{2}× the keystrokes rate \(a bare TextField\)\.$"#
            XCTAssertNotNil(line.range(of: pattern, options: .regularExpression), line)
        }
    }

    func testRandomEdits_inALargerDocument_sayHowManyLoadsTheyTakeBeyond1MB() throws {
        let (status, table, progress) = try runTextBench(["random-edits", "--size", "2", "--runs", "1", "--cap", "0.05"])

        XCTAssertEqual(status, 0, progress)
        let excess = lines(table, starting: "random-edits: an edit at")
        XCTAssertEqual(excess.count, 1, table)
        let pattern = #"^random-edits: an edit at 2 MB takes -?[0-9]+ ns more than at 1 MB: -?[0-9]+\.[0-9]{2} of the loads below\.$"#
        XCTAssertNotNil(excess.first?.range(of: pattern, options: .regularExpression), excess.first ?? "")
        XCTAssertTrue(try XCTUnwrap(table.split(separator: "\n").last).hasPrefix("memory: "), "the loads stay the table's last line")
    }

    func testRandomEdits_inASmallerDocument_sayNothingOfLoads() throws {
        let (status, table, progress) = try runTextBench(["random-edits", "--size", "0.01", "--runs", "1", "--cap", "0.05"])

        XCTAssertEqual(status, 0, progress)
        XCTAssertEqual(lines(table, starting: "random-edits: an edit at"), [], table)
    }
}
