import Foundation
import XCTest

/// A run of a trace replays it until `--min-time` has been timed: the cell's JSON line says how
/// many times each run replayed it, and the replayed text is still checked.
final class RepeatedRunTests: XCTestCase {
    private struct Cell: Decodable {
        let rates: [Double]
        let operations: Int
        let completed: [Int]
        let repetitions: [Int]
        let check: String
    }

    private func cell(minimumTime: String, extra: [String] = []) throws -> Cell {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("text-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (status, output, error) = try runTextBench([
            "--cell", "traces", "sveltecomponent", "TextRope", "--scratch", scratch.path, "--runs", "2", "--min-time", minimumTime,
        ] + extra)
        XCTAssertEqual(status, 0, error)
        let line = try XCTUnwrap(output.split(separator: "\n").last, output)
        return try JSONDecoder().decode(Cell.self, from: Data(line.utf8))
    }

    func testWithoutMinimumTime_eachRunReplaysOnce() throws {
        let result = try cell(minimumTime: "0")
        XCTAssertEqual(result.repetitions, [1, 1])
        XCTAssertEqual(result.completed, [19_749, 19_749])
        XCTAssertEqual(result.check, "ok")
    }

    func testWithMinimumTime_eachRunReplaysUntilItHasBeenTimedThatLong() throws {
        // Each run replays the trace until half a second has been timed: its time (the edits it
        // replayed over its rate) reaches that however long one replay takes on a busy machine
        // (a run that stopped after one replay of a few hundredths of a second falls short).
        let result = try cell(minimumTime: "0.5")
        XCTAssertEqual(result.repetitions.count, 2)
        for (repetitions, rate) in zip(result.repetitions, result.rates) {
            let seconds = Double(repetitions * result.operations) / rate
            XCTAssertGreaterThanOrEqual(seconds, 0.5, "\(result.repetitions) \(result.rates)")
        }
        XCTAssertEqual(result.operations, 19_749)
        XCTAssertEqual(result.completed, [19_749, 19_749], "every repetition replays the whole trace")
        XCTAssertEqual(result.check, "ok", "the last replay's text is checked")
        XCTAssertEqual(result.rates.count, 2)
    }

    func testAMinimumTimePastTheCap_repeatsWholeReplaysUntilTheCap() throws {
        // Found in review: a replay started just before the cap was cut short, so the run showed
        // as capped although it had replayed the trace whole several times. Only the first
        // replay of a run is capped now; later ones start before the cap and finish.
        let result = try cell(minimumTime: "30", extra: ["--cap", "1.5"])
        XCTAssertEqual(result.completed, [19_749, 19_749], "\(result.repetitions)")
        XCTAssertTrue(result.repetitions.allSatisfy { $0 >= 2 }, "\(result.repetitions)")
        XCTAssertEqual(result.check, "ok")
    }

    func testMinimumTime_mustBeANumberFromZero() throws {
        let (status, _, error) = try runTextBench(["traces", "--min-time", "-1"])
        XCTAssertNotEqual(status, 0)
        XCTAssertTrue(error.contains("--min-time needs a number of seconds from 0, not -1"), error)
    }
}
