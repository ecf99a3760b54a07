import Foundation

/// The implementations of a row take turns run by run: run 1 of each, then run 2 of each, and
/// so on, each in its own waiting child process. A shared machine's speed drifts a lot over
/// minutes; measured one after the other, a row's ratios compared cells timed minutes apart,
/// while taking turns puts every run of every implementation within seconds of its peers.
///
/// The protocol: a child started with `--stepped` reads one byte from standard input before each
/// run and writes `ran` and a line feed to standard output after it; after the last run it writes
/// its result as JSON, as any child does.
enum RunTurns {
    /// Child: waits for the parent's go-ahead (or its exit).
    static func awaitTurn() {
        var byte: UInt8 = 0
        while read(STDIN_FILENO, &byte, 1) < 0 && errno == EINTR {}
    }

    /// Child: tells the parent that the run is over.
    static func endTurn() {
        FileHandle.standardOutput.write(Data("ran\n".utf8))
    }

    /// Parent: one child of a row, waiting between runs.
    final class Child {
        let implementation: Implementation
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()
        private var received = Data()
        /// Set when the child stopped taking turns: it failed, or it measured everything at once.
        private(set) var isDone = false

        init(_ executable: String, arguments: [String], implementation: Implementation) throws {
            self.implementation = implementation
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardInput = input
            process.standardOutput = output
            try process.run()
        }

        /// Lets the child make one run and waits until it has.
        func takeTurn() {
            guard !isDone else { return }
            do {
                try input.fileHandleForWriting.write(contentsOf: Data([0x67]))
            } catch {
                isDone = true
                return
            }
            while true {
                if let newline = received.firstIndex(of: 0x0A) {
                    let line = received[..<newline]
                    guard line.elementsEqual("ran".utf8) else {
                        isDone = true
                        return
                    }
                    received.removeSubrange(...newline)
                    return
                }
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty {
                    isDone = true
                    return
                }
                received.append(chunk)
            }
        }

        /// Ends the turns and returns what the child measured.
        func finish() -> CellOutcome {
            try? input.fileHandleForWriting.close()
            received.append(output.fileHandleForReading.readDataToEndOfFile())
            process.waitUntilExit()
            guard process.terminationReason == .exit, process.terminationStatus == 0 else {
                let how = process.terminationReason == .exit ? "exited with" : "killed by signal"
                return .failed("child \(how) \(process.terminationStatus)")
            }
            guard let result = try? JSONDecoder().decode(CellResult.self, from: received) else {
                return .failed("unreadable child output")
            }
            return .measured(result)
        }
    }
}
