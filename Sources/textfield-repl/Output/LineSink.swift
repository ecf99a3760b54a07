import ConsoleSupport
import Foundation

/// Where the REPL's lines go: standard output for scripts, a buffer shown under the edited line
/// in live mode.
protocol LineSink: AnyObject {
    func write(line: String)
}

/// Standard output, buffered: flushed when the buffer fills and by ``flush()``.
final class StandardOutputSink: LineSink {
    private var buffer: [UInt8] = []

    func write(line: String) {
        buffer += line.utf8
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `text` as it is (a prompt), then flushes.
    func prompt(_ text: String) {
        buffer += text.utf8
        flush()
    }

    func flush() {
        Console.write(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Lines kept until someone takes them.
final class BufferSink: LineSink {
    private(set) var lines: [String] = []

    func write(line: String) { lines.append(line) }

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}
