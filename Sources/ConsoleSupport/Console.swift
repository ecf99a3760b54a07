import Foundation

/// Unbuffered writes to a file descriptor (C's `stdout`/`stderr` globals are not usable from
/// Swift 6 code). Short writes and EINTR are retried; a broken pipe ends the writing silently.
package enum Console {
    package static func write(_ bytes: some Collection<UInt8>, to fileDescriptor: Int32) {
        var pending = Array(bytes)[...]
        while !pending.isEmpty {
            let written = pending.withUnsafeBytes { Foundation.write(fileDescriptor, $0.baseAddress, $0.count) }
            if written > 0 {
                pending = pending.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    package static func writeError(_ text: String) {
        write(text.utf8, to: STDERR_FILENO)
    }

    /// The options `parse` reads from the command line; nil when it throws, after writing
    /// `program: error` and then `usage` to standard error (a bad command line: exit status 2).
    package static func options<Options>(of program: String, usage: String, _ parse: () throws -> Options) -> Options? {
        do {
            return try parse()
        } catch {
            writeError("\(program): \(error)\n\(usage)\n")
            return nil
        }
    }
}
