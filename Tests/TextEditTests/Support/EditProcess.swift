import Foundation
import XCTest

/// The built `text-edit`, run as a child process in a scratch directory.
struct EditProcess {
    /// The package's root, for the fixtures.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `text-edit` from the build directory holding the test bundle.
    static func executable() throws -> URL {
        let bundles = [Bundle.main] + Bundle.allBundles
        let directories = bundles.flatMap { [$0.bundleURL, $0.bundleURL.deletingLastPathComponent()] }
        guard let found = directories.map({ $0.appendingPathComponent("text-edit") }).first(where: {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }) else {
            XCTFail("text-edit is not built next to the test bundle (\(directories.map(\.path)))")
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
        let process = Process()
        process.executableURL = try Self.executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: outputData, as: UTF8.self)
        self.error = String(decoding: errorData, as: UTF8.self)
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
