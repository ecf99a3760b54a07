import FuzzTargets
import Foundation
import XCTest

/// Every file in `Fixtures/fuzz/<target>/` (seeds, and every crash the fuzzer ever found) replayed
/// through its target: each must run clean.
final class FuzzRegressionTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz")

    func testCorpusReplaysClean() throws {
        for target in FuzzTarget.allCases {
            let directory = Self.fixtures.appendingPathComponent(target.rawValue)
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            XCTAssertFalse(files.isEmpty, "no seeds for \(target.rawValue)")
            for file in files {
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                XCTAssertNil(target.run(Array(data)), "\(target.rawValue)/\(file)")
            }
        }
    }

    func testRandomInputsRunClean() {
        // A cheap stand-in for fuzzing inside `make test`: seeded random byte strings.
        var state: UInt64 = 0xF022
        print("FuzzRegressionTests seed: 0xF022")
        for target in FuzzTarget.allCases {
            for round in 0..<300 {
                let bytes = (0..<(round % 7 * 60 + 20)).map { _ -> UInt8 in
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    return UInt8(truncatingIfNeeded: state >> 33)
                }
                XCTAssertNil(target.run(bytes), "\(target.rawValue) round \(round)")
            }
        }
    }
}
