import Foundation

/// Paths into the repository's `Fixtures/` directory, found from this source file.
enum FixturePaths {
    static let traces = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EditingTracesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures/traces").path

    static func trace(_ name: String) -> String { "\(traces)/\(name).json.gz" }
}
