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
}
