import Foundation
import ProcessTestSupport
import XCTest

/// The built `text-edit`, run as a child process in a scratch directory.
struct EditProcess {
    /// The package's root, for the fixtures.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `text-edit` from the build directory holding the test bundle.
    static func executable() throws -> URL {
        guard let found = BuiltProgram.url("text-edit") else {
            XCTFail("text-edit is not built next to the test bundle (\(BuiltProgram.searchedDirectories.map(\.path)))")
            throw CocoaError(.fileNoSuchFile)
        }
        return found
    }

    /// A fresh scratch directory, removed by the caller.
    static func scratchDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("text-edit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    let status: Int32
    let output: String
    let error: String

    /// Runs `text-edit arguments` in `directory` with nothing on standard input.
    init(_ arguments: [String], in directory: URL) throws {
        let result = try BuiltProgram.run(Self.executable(), arguments, in: directory)
        status = result.status
        output = result.outputText
        error = result.errorText
    }

    /// Runs a key file given as lines, headless at `size`, on `file` (a name in `directory`).
    static func headless(_ keys: [String], size: String, file: String?, in directory: URL) throws -> EditProcess {
        let keyFile = directory.appendingPathComponent("keys-\(UUID().uuidString).txt")
        try (keys.joined(separator: "\n") + "\n").write(to: keyFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: keyFile) }
        return try EditProcess((file.map { [$0] } ?? []) + ["--size", size, "--keys", keyFile.path, "--check-invariants"], in: directory)
    }

    /// The printed screens: the rows between each `screen begin` and `screen end`.
    var screens: [[String]] {
        var screens: [[String]] = []
        var current: [String]?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "screen begin" {
                current = []
            } else if line == "screen end" {
                screens.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return screens
    }
}
